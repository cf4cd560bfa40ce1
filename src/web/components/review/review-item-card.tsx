/** One question on the review screen: my answer, how sure I am, where it came from; edit, regenerate, pick, approve. */
import { memo, useId } from 'react';
import { Check, Pencil, RefreshCw } from 'lucide-react';
import type { TReviewItem } from '@contract/index';
import { Card } from '@web/components/ui/card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { confidenceTone } from '@web/lib/format';
import { cn } from '@web/lib/cn';
import { OutcomeBadge } from '@web/components/outcome-badge';
import { CandidateList, SourceList } from './review-evidence';
import { useReviewActions } from './use-review-actions';
import { ConflictNotes } from './conflict-notes';

function StateBadges({ item }: { item: TReviewItem }) {
  const failed = item.status === 'failed';
  return (
    <div className="flex flex-wrap gap-1">
      {item.prefilled && !item.edited && <Badge tone="gray">From your document</Badge>}
      {!failed && !(item.prefilled && !item.edited) && item.confidence !== null && (
        <Badge tone={confidenceTone(item.confidence)} aria-label={`Confidence ${Math.round(item.confidence)}%`}>
          {Math.round(item.confidence)}%
        </Badge>
      )}
      <OutcomeBadge outcome={item.outcome} />
      {item.fallback && <Badge tone="yellow">Fallback</Badge>}
      {item.edited && <Badge tone="blue">Edited</Badge>}
      {item.approved && (
        <Badge tone="green" data-testid="review-approved">
          <Check aria-hidden /> Approved
        </Badge>
      )}
    </div>
  );
}

export interface ReviewItemCardProps {
  completionId: string;
  item: TReviewItem;
  /** The reviewer's unsaved answer (null when not editing): kept by the page, so it survives scrolling the card away. */
  draft: string | null;
  onDraft: (itemId: string, draft: string | null) => void;
}

export const ReviewItemCard = memo(function ReviewItemCard({ completionId, item, draft, onDraft }: ReviewItemCardProps) {
  const actions = useReviewActions(completionId, item.id);
  const setDraft = (value: string | null) => onDraft(item.id, value);
  const fieldId = useId();
  const save = () => {
    if (draft === null) return;
    actions.edit.mutate(draft, { onSuccess: () => setDraft(null) });
  };
  return (
    <Card
      className={cn('flex flex-col gap-3 p-4 sm:p-5', item.outcome === 'draft' && 'border-l-4 border-l-yellow-400')}
      data-testid="review-item"
      data-outcome={item.outcome}
      aria-label={item.question}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 className="min-w-0 font-semibold text-slate-900">
          {item.itemNumber && <span className="mr-2 text-slate-500">{item.itemNumber}</span>}
          {item.question}
        </h3>
        <StateBadges item={item} />
      </div>
      {item.sectionTitle && <p className="text-xs text-slate-500">{item.sectionTitle}</p>}
      {item.outcome === 'draft' && (
        <p className="text-sm text-yellow-800" data-testid="draft-note">
          I'm not sure enough of this answer to send it as it is: check it, then approve it or edit it.
        </p>
      )}
      <ConflictNotes item={item} />
      {draft !== null ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
            Your answer
          </label>
          <textarea
            id={fieldId}
            className="min-h-28 w-full rounded-lg border border-slate-300 p-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={save} disabled={actions.busy || !draft.trim()}>
              Save answer
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDraft(null)} disabled={actions.busy}>
              Cancel
            </Button>
          </div>
        </div>
      ) : item.answer && item.status !== 'failed' ? (
        <p className="whitespace-pre-line text-sm text-slate-800" data-testid="review-answer">
          {item.answer}
        </p>
      ) : (
        <p className="text-sm italic text-slate-600" data-testid="review-answer">
          I couldn't find an answer to this in your knowledge base. Write one and I'll learn it when you approve.
        </p>
      )}
      {item.edited && item.originalAnswer && <p className="text-xs text-slate-500">My answer was: {item.originalAnswer}</p>}
      {item.note && !item.edited && <p className="text-xs text-slate-500">Note: {item.note}</p>}
      {item.approved && item.approvedBy && <p className="text-xs text-slate-500">Approved by {item.approvedBy}</p>}
      {draft === null && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setDraft(item.answer ?? '')} disabled={actions.busy} aria-label={`Edit answer: ${item.question}`}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button size="sm" variant="outline" onClick={() => actions.regenerate.mutate()} disabled={actions.busy} aria-label={`Regenerate answer: ${item.question}`}>
            <RefreshCw aria-hidden className={actions.regenerate.isPending ? 'animate-spin' : ''} /> Regenerate
          </Button>
          <Button
            size="sm"
            onClick={() => actions.approve.mutate()}
            disabled={actions.busy || item.approved || !item.answer || item.status === 'failed'}
            aria-label={`Approve answer: ${item.question}`}
          >
            <Check aria-hidden /> {item.approved ? 'Approved' : 'Approve'}
          </Button>
        </div>
      )}
      <details className="group rounded-lg border border-slate-100 px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Where this came from ({item.sources.length})</summary>
        <div className="pt-2">
          <SourceList sources={item.sources} />
        </div>
      </details>
      <details className="group rounded-lg border border-slate-100 px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Other answers I found ({item.candidates.filter((c) => c.answer !== item.answer).length})</summary>
        <div className="pt-2">
          <CandidateList candidates={item.candidates} current={item.answer} disabled={actions.busy} onPick={(id) => actions.pick.mutate(id)} />
        </div>
      </details>
    </Card>
  );
});
