/**
 * The review copy of a completed DDQ: the same answers as the clean copy, each with a Word comment saying where
 * it came from and how sure I am. Built on request from the current answers; the clean copy stays as stored.
 */
import { and, asc, eq } from 'drizzle-orm';
import { completedFileName } from '@contract/index';
import type { AppContext } from '../../context';
import { completionItems } from '../../db/schema';
import { fillQuestionnaire, parseQuestionnaire, type FillAnswer } from '../../../engines/document/index';
import { answerPolarity } from '../../../engines/answering/index';
import { getReviewableCompletion, type CompletionItemRow } from './review-rows';
import { loadPairEvidence, type PairEvidence } from './pair-evidence';

export async function buildReviewCopy(ctx: AppContext, firmId: string, completionId: string) {
  const row = await getReviewableCompletion(ctx, firmId, completionId);
  const items = await ctx.db
    .select()
    .from(completionItems)
    .where(and(eq(completionItems.completionId, completionId), eq(completionItems.firmId, firmId)))
    .orderBy(asc(completionItems.itemIndex));
  const evidence = await loadPairEvidence(ctx, firmId, items.flatMap((i) => i.sourcePairIds));
  const bytes = await ctx.storage.get(row.storageKey);
  const parsed = await parseQuestionnaire(bytes, { filename: row.originalName });
  // The firm's own answers already in the document stay as they are, as in the clean copy (a PDF's new file carries them).
  const inPlace = parsed.format === 'docx' || parsed.format === 'xlsx';
  const answers: FillAnswer[] = items
    .filter((i) => i.answer && i.status !== 'failed' && !(inPlace && i.prefilled && !i.edited))
    .map((i) => ({
      itemIndex: i.itemIndex,
      text: i.answer!,
      yesNo: i.kind === 'yes_no' ? answerPolarity(i.answer!) : null,
      comment: reviewComment(i, evidence),
    }));
  const result = await fillQuestionnaire(bytes, parsed, answers, { reviewComments: true, completionDate: row.createdAt });
  const fileName = completedFileName(row.originalName, row.completedAt ?? new Date(), result.format).replace('_COMPLETED_', '_REVIEW_');
  return { bytes: result.bytes, format: result.format, fileName };
}

/** "Source: …; confidence 87%", or who edited and approved it. */
export function reviewComment(item: CompletionItemRow, evidence: Map<string, PairEvidence>): string {
  const parts: string[] = [];
  if (item.edited) parts.push('Written by the reviewer.');
  else if (item.prefilled) parts.push('Already in the uploaded document (the firm’s own answer), kept as written.');
  else {
    const sources = item.sourcePairIds.flatMap((id) => {
      const e = evidence.get(id);
      if (!e) return [];
      const from = e.documentName ?? (e.learnedFromCompletion ? `review of ${e.learnedFromCompletion}` : 'knowledge base');
      return [`"${e.question}" (${from}, ${e.createdAt.slice(0, 10)})`];
    });
    parts.push(sources.length ? `Source: ${sources.join('; ')}.` : 'Source: none recorded.');
    if (item.confidence !== null) parts.push(`Confidence ${Math.round(item.confidence)}%.`);
    if (item.fallback) parts.push('The AI model did not answer; this is the best stored answer.');
  }
  if (item.approvedAt) parts.push(`Approved ${item.approvedAt.toISOString().slice(0, 10)}.`);
  return parts.join(' ');
}
