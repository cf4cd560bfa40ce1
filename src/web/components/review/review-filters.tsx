/** Filter buttons of the review screen, each with its count. */
import type { TReview, TReviewFilter } from '@contract/index';
import { Button } from '@web/components/ui/button';

const LABELS: Record<TReviewFilter, string> = { all: 'All', low: 'Low confidence', failed: 'No answer', fallback: 'Fallback', edited: 'Edited' };

export function ReviewFilters({ counts, value, onChange }: { counts: TReview['counts']; value: TReviewFilter; onChange: (f: TReviewFilter) => void }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Show answers">
      {(Object.keys(LABELS) as TReviewFilter[]).map((f) => (
        <Button key={f} size="sm" variant={value === f ? 'default' : 'outline'} aria-pressed={value === f} onClick={() => onChange(f)}>
          {LABELS[f]} ({counts[f]})
        </Button>
      ))}
    </div>
  );
}
