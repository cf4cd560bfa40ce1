/** Filter buttons of the review screen, each with its count: all, one per outcome (answered, draft, no answer), and more. */
import { REVIEW_FILTERS, type TReview, type TReviewFilter } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { sentenceCaseOutcome } from '@web/components/outcome-badge';

const LABELS: Record<TReviewFilter, string> = {
  all: 'All',
  answered: sentenceCaseOutcome('answered'),
  draft: sentenceCaseOutcome('draft'),
  none: sentenceCaseOutcome('none'),
  low: 'Low confidence',
  fallback: 'Fallback',
  edited: 'Edited',
};

export function ReviewFilters({ counts, value, onChange }: { counts: TReview['counts']; value: TReviewFilter; onChange: (f: TReviewFilter) => void }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Show answers">
      {REVIEW_FILTERS.map((f) => (
        <Button key={f} size="sm" variant={value === f ? 'default' : 'outline'} aria-pressed={value === f} onClick={() => onChange(f)}>
          {LABELS[f]} ({counts[f]})
        </Button>
      ))}
    </div>
  );
}
