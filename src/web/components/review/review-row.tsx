/** One answer in the workspace's dense list: question, answer excerpt, confidence, outcome, source at a glance. */
import { memo } from 'react';
import { Check, FileText } from 'lucide-react';
import type { TReviewItem } from '@contract/index';
import { Badge } from '@web/components/ui/badge';
import { OutcomeBadge } from '@web/components/outcome-badge';
import { confidenceTone } from '@web/lib/format';
import { cn } from '@web/lib/cn';

/** Where the answer came from, in a few words. */
export function sourceAtAGlance(item: TReviewItem): string | null {
  if (item.edited) return 'Written by the reviewer';
  if (item.prefilled) return 'From your document';
  const s = item.sources[0];
  if (!s) return null;
  return s.documentName ?? (s.learnedFromCompletion ? `Review of ${s.learnedFromCompletion}` : 'Knowledge Base');
}

export function ConfidenceBadge({ item }: { item: TReviewItem }) {
  if (item.status === 'failed' || item.confidence === null || (item.prefilled && !item.edited)) return null;
  const pct = Math.round(item.confidence);
  return (
    <Badge tone={confidenceTone(item.confidence)} aria-label={`Confidence ${pct}%`}>
      {pct}%
    </Badge>
  );
}

export interface ReviewRowProps {
  item: TReviewItem;
  selected: boolean;
  checked: boolean;
  onSelect: (id: string) => void;
  onCheck: (id: string) => void;
}

export const ReviewRow = memo(function ReviewRow({ item, selected, checked, onSelect, onCheck }: ReviewRowProps) {
  const source = sourceAtAGlance(item);
  const answer = item.answer && item.status !== 'failed' ? item.answer : null;
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-lg border px-2 py-2 text-sm',
        selected ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500' : 'border-slate-200 bg-white hover:bg-slate-50',
        item.outcome === 'draft' && !selected && 'border-l-4 border-l-yellow-400',
      )}
      data-testid="review-row"
      data-outcome={item.outcome}
      data-selected={selected || undefined}
      aria-current={selected || undefined}
    >
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
        checked={checked}
        onChange={() => onCheck(item.id)}
        aria-label={`Select for bulk approval: ${item.question}`}
      />
      <button
        type="button"
        className="min-w-0 flex-1 text-left"
        onClick={() => onSelect(item.id)}
        aria-label={item.question}
        aria-pressed={selected}
      >
        <span className="flex items-start gap-2">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-slate-900">
              {item.itemNumber && <span className="mr-1.5 text-slate-500">{item.itemNumber}</span>}
              {item.question}
            </span>
            <span
              className={cn('block truncate', answer ? 'text-slate-600' : 'italic text-slate-500')}
              data-testid="review-row-answer"
            >
              {answer ?? 'No answer yet'}
            </span>
          </span>
          {item.approved && (
            <Check
              className="mt-0.5 h-4 w-4 shrink-0 text-green-600"
              aria-label="Approved"
              data-testid="review-row-approved"
            />
          )}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-1.5">
          <ConfidenceBadge item={item} />
          <OutcomeBadge outcome={item.outcome} />
          {item.edited && <Badge tone="blue">Edited</Badge>}
          {source && (
            <span className="flex min-w-0 max-w-full items-center gap-1 text-xs text-slate-500">
              <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden /> <span className="truncate">{source}</span>
            </span>
          )}
        </span>
      </button>
    </div>
  );
});
