/** A section that starts closed and opens with a keyboard-usable trigger (Radix Collapsible). */
import { useState, type ReactNode } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn';

export function CollapsibleSection({
  title,
  meta,
  children,
  testId,
}: {
  title: string;
  meta?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-lg border border-slate-200 bg-white"
      data-testid={testId}
    >
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left hover:bg-slate-50">
        <span className="font-medium text-slate-900">{title}</span>
        <span className="flex items-center gap-2 text-sm text-slate-500">
          {meta}
          <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-slate-100 px-4 py-3">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
