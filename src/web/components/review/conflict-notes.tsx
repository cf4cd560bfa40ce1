/** Consistency check: the flag on an answer that contradicts another answer of the DDQ or the firm's newest knowledge. */
import { AlertTriangle } from 'lucide-react';
import { conflictSentence, type TReviewItem } from '@contract/index';

export function ConflictNotes({ item }: { item: TReviewItem }) {
  if (!item.conflicts?.length) return null;
  return (
    <div
      className="rounded-md border border-orange-200 bg-orange-50 p-2 text-sm text-orange-900"
      data-testid="review-conflict"
      role="note"
    >
      {item.conflicts.map((c, i) => (
        <p key={i} className="flex items-start gap-1">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {conflictSentence(c)}
        </p>
      ))}
    </div>
  );
}
