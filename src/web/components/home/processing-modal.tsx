/**
 * The "working hard" notice (docs/product-spec.md §2): opens whenever items are queued or processing, unless the user
 * closed it; the dismissal resets once nothing is processing.
 */
import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { TProcessingStatusItem } from '@contract/index';
import { Dialog } from '@web/components/ui/dialog';
import { Button } from '@web/components/ui/button';
import { DexAvatar } from '@web/components/dex';

export function useProcessingModal(items: TProcessingStatusItem[] | undefined) {
  const busy = (items?.length ?? 0) > 0;
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (busy && !dismissed) setOpen(true);
    if (!busy) setDismissed(false);
  }, [busy, dismissed]);
  const close = () => {
    setOpen(false);
    if (busy) setDismissed(true);
  };
  return { open, close };
}

export function ProcessingModal({ items }: { items: TProcessingStatusItem[] | undefined }) {
  const { open, close } = useProcessingModal(items);
  const list = items ?? [];
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()} title="Dex is working hard!" testId="processing-modal">
      <div className="flex items-start gap-3">
        <DexAvatar className="h-12 w-12" bob />
        {list.length ? (
          <ul className="flex flex-1 flex-col gap-2">
            {list.map((item) => (
              <li key={`${item.type}-${item.id}`} className="flex items-start gap-2 text-sm">
                <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin text-brand-600" aria-hidden />
                <span>
                  {item.type === 'source-document' ? "I'm learning from your documents" : "I'm filling out your DDQ"}:{' '}
                  <span className="font-medium">{item.originalName}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">All done! Nothing is processing right now.</p>
        )}
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={close}>Close</Button>
      </div>
    </Dialog>
  );
}
