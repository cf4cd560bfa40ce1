/** A reviewer rewrites one answer: it is marked edited (the engine's answer is kept) and the document re-written. */
import type { TReviewItem, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { describeLimit, fitToLimit, questionLimit } from '../../../engines/answering/index';
import { getReviewItemRow } from './review-rows';
import { reviewItemDto } from './review-items';
import { changeAnswer } from './change-answer';

export async function editAnswer(
  ctx: AppContext,
  user: TUser,
  completionId: string,
  itemId: string,
  answer: string,
): Promise<TReviewItem> {
  const { firmId } = user;
  const item = await getReviewItemRow(ctx, firmId, completionId, itemId);
  const text = answer.trim();
  if (text === item.answer) return reviewItemDto(ctx, firmId, item);
  // Over the limit the document or the question sets: kept as written here, cut to fit in the document, and said.
  const limit = questionLimit(item.question, item.answerLimit);
  const fitted = fitToLimit(text, limit);
  return changeAnswer(
    ctx,
    user,
    item,
    {
      answer: text,
      edited: true,
      originalAnswer: item.edited ? item.originalAnswer : item.answer,
      // A question I could not answer gets the reviewer's answer in the document too.
      status: item.status === 'failed' ? 'generated' : item.status,
      // The reviewer wrote it: answered (a draft no longer).
      outcome: 'answered',
      fallback: false,
      note:
        fitted.shortened && limit
          ? `Longer than the ${describeLimit(limit)}: the document gets it cut to fit ("${fitted.text.slice(-40)}" ends it). Shorten it to choose what goes.`
          : null,
    },
    'edited',
  );
}
