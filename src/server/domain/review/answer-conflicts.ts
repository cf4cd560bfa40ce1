/**
 * Consistency check before download: the answers of one completion that contradict each other or the
 * firm's newest knowledge (engine: answering/consistency.ts), by item index. Computed when asked, so an edit, a pick
 * or a newly learned pair shows at once; shown on the review screen, in the review copy and in the results message.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TAnswerConflict } from '@contract/index';
import type { AppContext } from '../../context';
import { completionItems, qaPairs } from '../../db/schema';
import { findConflicts } from '../../../engines/answering/consistency';
import type { CompletionItemRow } from './review-rows';
import { ofCompletion } from '../completions/completion-items';

type Item = Pick<
  CompletionItemRow,
  'itemIndex' | 'itemNumber' | 'question' | 'answer' | 'sectionTitle' | 'sourcePairIds'
>;

export async function completionConflicts(
  ctx: Pick<AppContext, 'db'>,
  firmId: string,
  completionId: string,
  items?: readonly Item[],
): Promise<Map<number, TAnswerConflict[]>> {
  const rows =
    items ??
    (await ctx.db
      .select({
        itemIndex: completionItems.itemIndex,
        itemNumber: completionItems.itemNumber,
        question: completionItems.question,
        answer: completionItems.answer,
        sectionTitle: completionItems.sectionTitle,
        sourcePairIds: completionItems.sourcePairIds,
      })
      .from(completionItems)
      .where(and(ofCompletion(firmId, completionId), isNotNull(completionItems.answer)))
      .orderBy(asc(completionItems.itemIndex)));
  const knowledge = await ctx.db
    .select({ id: qaPairs.id, question: qaPairs.question, answer: qaPairs.answer, createdAt: qaPairs.createdAt })
    .from(qaPairs)
    .where(and(eq(qaPairs.firmId, firmId), isNull(qaPairs.retiredAt)));
  const byIndex = new Map(rows.map((r) => [r.itemIndex, r]));
  const byPair = new Map(knowledge.map((p) => [p.id, p]));
  const conflicts = findConflicts(
    rows.map((r) => ({
      index: r.itemIndex,
      question: r.question,
      answer: r.answer,
      section: r.sectionTitle,
      sourcePairIds: r.sourcePairIds,
    })),
    knowledge,
  );
  const result = new Map<number, TAnswerConflict[]>();
  for (const c of conflicts) {
    const other = c.with.type === 'item' ? byIndex.get(c.with.index) : undefined;
    const pair = c.with.type === 'knowledge' ? byPair.get(c.with.pairId) : undefined;
    const dto: TAnswerConflict = {
      kind: c.kind,
      subject: c.subject,
      mine: c.mine,
      theirs: c.theirs,
      otherItemIndex: other?.itemIndex ?? null,
      otherItemNumber: other?.itemNumber ?? null,
      otherQuestion: other?.question ?? pair?.question ?? '',
      knowledgePairId: pair?.id ?? null,
      knowledgeDate: pair?.createdAt.toISOString() ?? null,
    };
    result.set(c.index, [...(result.get(c.index) ?? []), dto]);
  }
  return result;
}

/** How many answers are flagged (an answer with two conflicts counts once). */
export async function countConflictingAnswers(
  ctx: Pick<AppContext, 'db'>,
  firmId: string,
  completionId: string,
): Promise<number> {
  return (await completionConflicts(ctx, firmId, completionId)).size;
}
