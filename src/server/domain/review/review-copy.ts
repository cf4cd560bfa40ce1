/**
 * The review copy of a completed DDQ: the clean copy's answers and every draft (whatever the firm's setting), each
 * with a Word comment saying where it came from and how sure I am; a draft's comment says it is a draft to check.
 * Built on request from the current answers; the clean copy stays as stored.
 */
import { completedFileName, conflictSentence, DRAFT_MARKER, type TAnswerConflict } from '@contract/index';
import type { AppContext } from '../../context';
import { fillQuestionnaire, parseQuestionnaire, type FillAnswer } from '../../../engines/document/index';
import { answersToWrite } from '../completions/write-output';
import { loadCompletionItems } from '../completions/completion-items';
import { getReviewableCompletion, type CompletionItemRow } from './review-rows';
import { loadPairEvidence, type PairEvidence } from './pair-evidence';
import { completionConflicts } from './answer-conflicts';

/** Starts the comment of an answer the consistency check flags. */
export const CONFLICT_MARKER = 'Check consistency';

export async function buildReviewCopy(ctx: AppContext, firmId: string, completionId: string) {
  const row = await getReviewableCompletion(ctx, firmId, completionId);
  const items = await loadCompletionItems(ctx, firmId, completionId);
  const evidence = await loadPairEvidence(
    ctx,
    firmId,
    items.flatMap((i) => i.sourcePairIds),
  );
  const bytes = await ctx.storage.get(row.storageKey);
  const parsed = await parseQuestionnaire(bytes, { filename: row.originalName });
  // The clean copy's answers and the drafts, each with its comment.
  const byIndex = new Map(items.map((i) => [i.itemIndex, i]));
  const conflicts = await completionConflicts(ctx, firmId, completionId, items);
  const answers: FillAnswer[] = answersToWrite(items, parsed, { includeDrafts: true }).answers.map((a) => ({
    ...a,
    comment: reviewComment(byIndex.get(a.itemIndex)!, evidence, conflicts.get(a.itemIndex)),
  }));
  const result = await fillQuestionnaire(bytes, parsed, answers, {
    reviewComments: true,
    completionDate: row.createdAt,
  });
  const fileName = completedFileName(row.originalName, row.completedAt ?? new Date(), result.format).replace(
    '_COMPLETED_',
    '_REVIEW_',
  );
  return { bytes: result.bytes, format: result.format, fileName };
}

/** "Source: …; confidence 87%", or who edited and approved it; a draft says so first, then any contradiction. */
export function reviewComment(
  item: CompletionItemRow,
  evidence: Map<string, PairEvidence>,
  conflicts: readonly TAnswerConflict[] = [],
): string {
  const parts: string[] = [];
  if (item.outcome === 'draft') parts.push(`${DRAFT_MARKER}: this is a draft, not sure enough to send as it is.`);
  for (const c of conflicts) parts.push(`${CONFLICT_MARKER}: ${conflictSentence(c)}`);
  if (item.edited) parts.push('Written by the reviewer.');
  else if (item.prefilled) parts.push('Already in the uploaded document (the firm’s own answer), kept as written.');
  else {
    const sources = item.sourcePairIds.flatMap((id) => {
      const e = evidence.get(id);
      if (!e) return [];
      const from =
        e.documentName ?? (e.learnedFromCompletion ? `review of ${e.learnedFromCompletion}` : 'knowledge base');
      return [`"${e.question}" (${from}, ${e.createdAt.slice(0, 10)})`];
    });
    parts.push(sources.length ? `Source: ${sources.join('; ')}.` : 'Source: none recorded.');
    if (item.confidence !== null) parts.push(`Confidence ${Math.round(item.confidence)}%.`);
    if (item.fallback) parts.push('The AI model did not answer; this is the best stored answer.');
  }
  if (item.approvedAt) parts.push(`Approved ${item.approvedAt.toISOString().slice(0, 10)}.`);
  return parts.join(' ');
}
