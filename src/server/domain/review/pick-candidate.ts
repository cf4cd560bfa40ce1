/** A reviewer picks another candidate answer (one of the question's top matches) in place of mine. */
import type { TReviewItem, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { getReviewItemRow } from './review-rows';
import { loadPairEvidence } from './pair-evidence';
import { changeAnswer } from './change-answer';

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
  return changeAnswer(
    ctx,
    user,
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
    },
    'candidate picked',
  );
}
