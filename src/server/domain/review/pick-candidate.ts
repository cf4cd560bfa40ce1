/** A reviewer picks another candidate answer (one of the question's top matches) in place of mine. */
import type { TReviewItem, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { getReviewItemRow, updateReviewItem } from './review-rows';
import { reviewItemDto } from './review-items';
import { loadPairEvidence } from './pair-evidence';
import { rewriteOutput } from './rewrite-output';

export async function pickCandidate(
  ctx: AppContext,
  user: TUser,
  completionId: string,
  itemId: string,
  pairId: string,
): Promise<TReviewItem> {
  const { firmId } = user;
  const item = await getReviewItemRow(ctx, firmId, completionId, itemId);
  const candidate = item.candidates?.find((c) => c.pairId === pairId);
  const pair = candidate ? (await loadPairEvidence(ctx, firmId, [pairId])).get(pairId) : undefined;
  if (!candidate || !pair || pair.retired) throw notFound('That candidate answer');
  const updated = await updateReviewItem(
    ctx,
    item,
    {
      answer: pair.answer,
      sourcePairIds: [pairId],
      confidence: Math.round(candidate.score * 1000) / 10,
      status: item.status === 'failed' ? 'generated' : item.status,
      // The reviewer chose it: answered.
      outcome: 'answered',
      fallback: false,
      edited: false,
      originalAnswer: null,
      note: 'The reviewer chose this stored answer.',
      prefilled: false,
      approvedAt: null,
      approvedBy: null,
    },
    { actor: user, action: 'candidate picked' },
  );
  await rewriteOutput(ctx, firmId, completionId);
  return reviewItemDto(ctx, firmId, await getReviewItemRow(ctx, firmId, completionId, updated.id));
}
