import { cn } from '@web/lib/cn';

const BAR: Record<string, string> = {
  blue: 'bg-brand-600',
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
};

/** A progress bar; `width` is the drawn width in percent, `value` what assistive technology reads. */
export function ProgressBar({
  value,
  width,
  label,
  tone = 'blue',
  className,
}: {
  value: number;
  width?: number;
  label: string;
  tone?: keyof typeof BAR;
  className?: string;
}) {
  const w = Math.min(100, Math.max(0, width ?? value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', BAR[tone])}
        style={{ width: `${w}%` }}
      />
    </div>
  );
}
