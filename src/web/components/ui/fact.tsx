/** One labelled figure of a card's <dl> ("Answered 9", "Q&A Pairs 12"); `size="sm"` for the smaller figures of a list card. */
import type { ReactNode } from 'react';

const VALUE_CLASS = {
  md: 'font-semibold tabular-nums text-slate-900',
  sm: 'text-sm font-medium tabular-nums text-slate-900',
} as const;

export function Fact({
  label,
  value,
  size = 'md',
}: {
  label: string;
  value: ReactNode;
  size?: keyof typeof VALUE_CLASS;
}) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={VALUE_CLASS[size]}>{value}</dd>
    </div>
  );
}
