/**
 * A reviewer approves one answer. An edited answer, or the firm's own answer kept from the document, is learned
 * into the knowledge base on approval (my answers came from it already). An approved draft is answered: it goes
 * into the clean copy, which is re-written.
 */
import type { TApproveResponse, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { getReviewItemRow, updateReviewItem } from './review-rows';
import { reviewItemDto } from './review-items';
import { learnFromEdit } from './learn-from-edit';
import { rewriteOutput } from './rewrite-output';

export async function approveAnswer(
  ctx: AppContext,
  user: TUser,
  completionId: string,
  itemId: string,
): Promise<TApproveResponse> {
  const item = await getReviewItemRow(ctx, user.firmId, completionId, itemId);
  if (!item.answer || item.status === 'failed') {
    throw badRequest(
      'NOTHING_TO_APPROVE',
      'There is no answer to approve yet. Write one (Edit) or ask me to try again (Regenerate).',
    );
  }
  const learnedPairId = item.edited || item.prefilled ? await learnFromEdit(ctx, item, user) : null;
  const updated = await updateReviewItem(
    ctx,
    item,
    {
      approvedAt: new Date(),
      approvedBy: user.id,
      outcome: 'answered',
      ...(learnedPairId ? { learnedPairId } : {}),
    },
    { actor: user, action: 'approved' },
  );
  if (item.outcome === 'answered') return { item: await reviewItemDto(ctx, user.firmId, updated), learnedPairId };
  await rewriteOutput(ctx, user.firmId, completionId);
  return {
    item: await reviewItemDto(ctx, user.firmId, await getReviewItemRow(ctx, user.firmId, completionId, item.id)),
    learnedPairId,
  };
}
