import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast, toastError } from '@web/hooks/use-toast';

/** Copies text to the clipboard and confirms with a check mark and a toast. */
export function CopyButton({ text, label, ariaLabel }: { text: string; label: string; ariaLabel: string }) {
  const [done, setDone] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setDone(true);
      setTimeout(() => setDone(false), 1500);
      toast({ title: 'Copied to clipboard', variant: 'success' });
    } catch {
      toastError('Copy failed', 'Your browser did not allow copying. Select the text and copy it by hand.');
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={copy} aria-label={ariaLabel}>
      {done ? <Check aria-hidden className="text-green-600" /> : <Copy aria-hidden />} {label}
    </Button>
  );
}
