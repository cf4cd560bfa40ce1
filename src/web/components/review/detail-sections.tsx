/**
 * The sections of the selected answer's detail panel, each a component of the same props: the answer with its
 * actions, consistency flags, where it came from, other answers to pick. Another section (comments, assignment)
 * is one more entry in DETAIL_SECTIONS.
 */
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Check, ChevronsRight, Pencil, RefreshCw, Sparkles } from 'lucide-react';
import type { TReviewItem, TReviewSource } from '@contract/index';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { OutcomeBadge } from '@web/components/outcome-badge';
import { cn } from '@web/lib/cn';
import { SourceList, CandidateList } from './review-evidence';
import { ConflictNotes } from './conflict-notes';
import { ConfidenceBadge } from './review-row';
import type { RegenerateResult, ReviewActions } from './use-review-actions';

export interface DetailSectionProps {
  completionId: string;
  item: TReviewItem;
  actions: ReviewActions;
  /** The reviewer's unsaved answer (null when not editing): kept by the page, so moving away and back keeps it. */
  draft: string | null;
  setDraft: (draft: string | null) => void;
  /** The last regeneration of this answer, to say what it did. */
  regenerated: RegenerateResult | null;
  approveAndNext: () => void;
  /** The reviewer's role lets them change answers (editor or admin); a viewer sees the answer without the actions. */
  canEdit: boolean;
}

/** Other answers I found, in the order the keys 1-4 pick them. */
export function otherCandidates(item: TReviewItem): TReviewSource[] {
  return item.candidates.filter((c) => c.answer !== item.answer);
}

export const canApprove = (item: TReviewItem) => !item.approved && Boolean(item.answer) && item.status !== 'failed';

function Editor({ item, actions, draft, setDraft }: DetailSectionProps & { draft: string }) {
  const fieldId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const save = () => actions.edit.mutate({ itemId: item.id, answer: draft }, { onSuccess: () => setDraft(null) });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={fieldId}>Your answer</Label>
      <textarea
        id={fieldId}
        ref={ref}
        className="min-h-28 w-full rounded-lg border border-slate-300 p-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && draft.trim()) save();
          if (e.key === 'Escape') setDraft(null);
        }}
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
  );
}

/** What a regeneration did: the same answer, or a new one (highlighted, with the one it replaced). */
function RegeneratedNote({ item, regenerated }: { item: TReviewItem; regenerated: RegenerateResult }) {
  if (regenerated.item.answer !== item.answer) return null;
  if (regenerated.previousAnswer === item.answer) {
    return (
      <p
        className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700"
        data-testid="regenerate-result"
        role="status"
      >
        Same answer: no better match found.
      </p>
    );
  }
  return (
    <p
      className="flex items-start gap-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="regenerate-result"
      role="status"
    >
      <Sparkles className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        New answer, highlighted below.
        {regenerated.previousAnswer ? ` It was: ${regenerated.previousAnswer}` : ' Before, I had no answer.'}
      </span>
    </p>
  );
}

function AnswerSection(props: DetailSectionProps) {
  const { item, actions, draft, setDraft, regenerated, approveAndNext } = props;
  const answer = item.answer && item.status !== 'failed' ? item.answer : null;
  const isNew = regenerated && regenerated.item.answer === item.answer && regenerated.previousAnswer !== item.answer;
  return (
    <section className="flex flex-col gap-3" aria-label="Answer">
      <div className="flex flex-col gap-2">
        <h2 className="font-semibold text-slate-900" data-testid="detail-question">
          {item.itemNumber && <span className="mr-2 text-slate-500">{item.itemNumber}</span>}
          {item.question}
        </h2>
        {item.sectionTitle && <p className="text-xs text-slate-500">{item.sectionTitle}</p>}
        <div className="flex flex-wrap gap-1">
          {item.prefilled && !item.edited && <Badge tone="gray">From your document</Badge>}
          <ConfidenceBadge item={item} />
          <OutcomeBadge outcome={item.outcome} />
          {item.fallback && <Badge tone="yellow">Fallback</Badge>}
          {item.edited && <Badge tone="blue">Edited</Badge>}
          {item.approved && (
            <Badge tone="green" data-testid="review-approved">
              <Check aria-hidden /> Approved
            </Badge>
          )}
        </div>
      </div>
      {item.outcome === 'draft' && (
        <p className="text-sm text-yellow-800" data-testid="draft-note">
          I'm not sure enough of this answer to send it as it is: check it, then approve it or edit it.
        </p>
      )}
      {regenerated && <RegeneratedNote item={item} regenerated={regenerated} />}
      {draft !== null ? (
        <Editor {...props} draft={draft} />
      ) : answer ? (
        <p
          className={cn(
            'whitespace-pre-line break-words text-sm text-slate-800',
            isNew && 'rounded-md bg-amber-100 p-2',
          )}
          data-testid="review-answer"
        >
          {answer}
        </p>
      ) : (
        <p className="text-sm italic text-slate-600" data-testid="review-answer">
          I couldn't find an answer to this in your knowledge base. Write one and I'll learn it when you approve.
        </p>
      )}
      {item.edited && item.originalAnswer && (
        <p className="break-words text-xs text-slate-500">My answer was: {item.originalAnswer}</p>
      )}
      {item.note && !item.edited && <p className="text-xs text-slate-500">Note: {item.note}</p>}
      {item.approved && item.approvedBy && <p className="text-xs text-slate-500">Approved by {item.approvedBy}</p>}
      {draft === null && props.canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => actions.approve.mutate(item.id)}
            disabled={actions.approve.isPending || !canApprove(item)}
          >
            <Check aria-hidden /> {item.approved ? 'Approved' : 'Approve'}
          </Button>
          <Button size="sm" variant="outline" onClick={approveAndNext} disabled={actions.approve.isPending}>
            <ChevronsRight aria-hidden /> {canApprove(item) ? 'Approve and next' : 'Next'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDraft(item.answer ?? '')} disabled={actions.busy}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button size="sm" variant="outline" onClick={() => actions.regenerate.mutate(item)} disabled={actions.busy}>
            <RefreshCw aria-hidden className={actions.regenerate.isPending ? 'animate-spin' : ''} /> Regenerate
          </Button>
        </div>
      )}
    </section>
  );
}

function ConflictSection({ item }: DetailSectionProps) {
  return <ConflictNotes item={item} />;
}

function SourcesSection({ item }: DetailSectionProps) {
  return (
    <section className="flex flex-col gap-2" aria-label="Where this came from">
      <h3 className="text-sm font-semibold text-slate-700">Where this came from ({item.sources.length})</h3>
      <SourceList sources={item.sources} />
    </section>
  );
}

/** Wider than a phone: the detail panel sits beside the list, so the other answers are shown open. */
function useWide(): boolean {
  const query = '(min-width: 768px)';
  const [wide, setWide] = useState(
    () => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const m = window.matchMedia(query);
    const on = () => setWide(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, []);
  return wide;
}

/** Other answers to pick: open beside the list; folded on a phone, where the detail sits above the list. */
function CandidatesSection({ item, actions, canEdit }: DetailSectionProps) {
  const others = otherCandidates(item);
  const wide = useWide();
  return (
    <section aria-label="Other answers I found">
      <details open={wide} className="group flex flex-col gap-2" data-testid="detail-candidates">
        <summary className="cursor-pointer text-sm font-semibold text-slate-700">
          Other answers I found ({others.length})
        </summary>
        <div className="pt-2">
          <CandidateList
            candidates={others}
            disabled={actions.busy || !canEdit}
            onPick={(pairId) => actions.pick.mutate({ itemId: item.id, pairId })}
          />
        </div>
      </details>
    </section>
  );
}

export const DETAIL_SECTIONS: { id: string; Component: ComponentType<DetailSectionProps> }[] = [
  { id: 'answer', Component: AnswerSection },
  { id: 'conflicts', Component: ConflictSection },
  { id: 'sources', Component: SourcesSection },
  { id: 'candidates', Component: CandidatesSection },
];
