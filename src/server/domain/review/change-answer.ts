/**
 * A reviewer's change to one answer (edit, pick another, regenerate): saved with its audit row and its approval
 * cleared (a changed answer is approved again), the document re-written, and the question returned as the review
 * screen shows it.
 */
import type { TReviewItem, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import type { completionItems } from '../../db/schema';
import { getReviewItemRow, updateReviewItem, type CompletionItemRow } from './review-rows';
import { reviewItemDto } from './review-items';
import { rewriteOutput } from './rewrite-output';

export async function changeAnswer(
  ctx: AppContext,
  user: TUser,
  item: CompletionItemRow,
  changes: Partial<typeof completionItems.$inferInsert>,
  action: string,
): Promise<TReviewItem> {
  const { firmId } = user;
  await updateReviewItem(ctx, item, { ...changes, approvedAt: null, approvedBy: null }, { actor: user, action });
  await rewriteOutput(ctx, firmId, item.completionId);
  return reviewItemDto(ctx, firmId, await getReviewItemRow(ctx, firmId, item.completionId, item.id));
}
