/** Loading what a reviewer acts on: a firm's completed completion and one of its questions (404 otherwise). */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { completionItems } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { getCompletionRow } from '../completions/completions';
import { isUuid } from '../source-documents/source-documents';

export type CompletionItemRow = typeof completionItems.$inferSelect;

/** The completion, which must have finished: answers are reviewed once I have written them all. */
export async function getReviewableCompletion(ctx: AppContext, firmId: string, completionId: string) {
  const row = await getCompletionRow(ctx, firmId, completionId);
  if (row.status !== 'completed') {
    throw conflict('REVIEW_NOT_READY', "I'm still working on this DDQ (or it failed). You can review it once it is completed.");
  }
  return row;
}

export async function getReviewItemRow(ctx: AppContext, firmId: string, completionId: string, itemId: string): Promise<CompletionItemRow> {
  await getReviewableCompletion(ctx, firmId, completionId);
  if (!isUuid(itemId)) throw notFound('The question');
  const [item] = await ctx.db
    .select()
    .from(completionItems)
    .where(and(eq(completionItems.id, itemId), eq(completionItems.completionId, completionId), eq(completionItems.firmId, firmId)));
  if (!item) throw notFound('The question');
  return item;
}

/** Saves changes to one question and returns the updated row. */
export async function updateReviewItem(
  ctx: AppContext,
  item: CompletionItemRow,
  changes: Partial<typeof completionItems.$inferInsert>,
): Promise<CompletionItemRow> {
  const [row] = await ctx.db
    .update(completionItems)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(completionItems.id, item.id), eq(completionItems.firmId, item.firmId)))
    .returning();
  if (!row) throw notFound('The question');
  return row;
}
