/** Loading what a reviewer acts on: a firm's completed completion and one of its questions (404 otherwise). */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { completionItems } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { getCompletionRow } from '../completions/completions';
import { writeAudit, type Actor, type Tx } from '../audit/record-audit';
import { isUuid } from '../firm-rows';
import { ofCompletion } from '../completions/completion-items';

export type CompletionItemRow = typeof completionItems.$inferSelect;

/** The completion, which must have finished: answers are reviewed once I have written them all. */
export async function getReviewableCompletion(ctx: AppContext, firmId: string, completionId: string) {
  const row = await getCompletionRow(ctx, firmId, completionId);
  if (row.status !== 'completed') {
    throw conflict(
      'REVIEW_NOT_READY',
      "I'm still working on this DDQ (or it failed). You can review it once it is completed.",
    );
  }
  return row;
}

export async function getReviewItemRow(
  ctx: AppContext,
  firmId: string,
  completionId: string,
  itemId: string,
): Promise<CompletionItemRow> {
  await getReviewableCompletion(ctx, firmId, completionId);
  if (!isUuid(itemId)) throw notFound('The question');
  const [item] = await ctx.db
    .select()
    .from(completionItems)
    .where(and(eq(completionItems.id, itemId), ofCompletion(firmId, completionId)));
  if (!item) throw notFound('The question');
  return item;
}

/** What the audit trail keeps of an answer, before and after a change. */
export function answerState(item: Pick<CompletionItemRow, 'answer' | 'outcome' | 'approvedAt' | 'edited'>) {
  return { answer: item.answer, outcome: item.outcome, approved: item.approvedAt !== null, edited: item.edited };
}

/** The audit row of a change to one answer (entity 'answer', the completion's id alongside for its CSV). */
export function answerAuditEntry(action: string, before: CompletionItemRow, after: CompletionItemRow) {
  return {
    entityType: 'answer' as const,
    entityId: before.id,
    completionId: before.completionId,
    action,
    before: answerState(before),
    after: answerState(after),
  };
}

/**
 * Saves changes to one question and returns the updated row. With `audit`, the change and its audit row (who,
 * the action, the answer before and after) are written in one transaction.
 */
export async function updateReviewItem(
  ctx: AppContext,
  item: CompletionItemRow,
  changes: Partial<typeof completionItems.$inferInsert>,
  audit?: { actor: Actor; action: string },
): Promise<CompletionItemRow> {
  const update = async (tx: Tx | AppContext['db']) => {
    const [row] = await tx
      .update(completionItems)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(completionItems.id, item.id), eq(completionItems.firmId, item.firmId)))
      .returning();
    if (!row) throw notFound('The question');
    if (audit) await writeAudit(tx, audit.actor, [answerAuditEntry(audit.action, item, row)]);
    return row;
  };
  return audit ? ctx.db.transaction(update) : update(ctx.db);
}
