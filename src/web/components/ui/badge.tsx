import type { HTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';
import { TONE_BADGE, type Tone } from '@web/lib/format';

export function Badge({ tone = 'gray', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium [&_svg]:h-3.5 [&_svg]:w-3.5',
        TONE_BADGE[tone],
        className,
      )}
      {...props}
    />
  );
}
