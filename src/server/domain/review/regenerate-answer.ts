/** Answers one question again with the firm's current knowledge (including pairs learned since) and the model. */
import type { TReviewItem, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { answerQuestions, NO_ANSWER_NOTE } from '../../../engines/answering/index';
import { loadFirmKnowledge, processGenerator } from '../knowledge/firm-knowledge';
import { firmEmbedder } from '../knowledge/text-embeddings';
import { getReviewItemRow } from './review-rows';
import { changeAnswer } from './change-answer';
import { questionInput } from '../completions/completion-items';
import { holdPastDueAnswers, pastDuePairIds } from '../knowledge/pair-review';

export async function regenerateAnswer(
  ctx: AppContext,
  user: TUser,
  completionId: string,
  itemId: string,
): Promise<TReviewItem> {
  const { firmId } = user;
  const item = await getReviewItemRow(ctx, firmId, completionId, itemId);
  const embedder = await firmEmbedder(ctx, firmId);
  const index = await loadFirmKnowledge(ctx, firmId, embedder);
  const generator = processGenerator(ctx.config);
  const [result] = await answerQuestions([questionInput(item)], index, {
    ...(embedder ? { embedder } : {}),
    ...(generator ? { generator } : {}),
    minConfidence: ctx.config.answering.minConfidence,
    draftConfidence: ctx.config.answering.draftConfidence,
  });
  const r = holdPastDueAnswers(result!, await pastDuePairIds(ctx, firmId));
  return changeAnswer(
    ctx,
    user,
    item,
    {
      status: r.status,
      outcome: r.outcome,
      answer: r.answer,
      confidence: r.confidence,
      fallback: r.fallback,
      sourcePairIds: r.sourcePairIds,
      candidates: r.candidates,
      tokensUsed: item.tokensUsed + r.tokensUsed,
      note: r.note ?? (r.status === 'failed' ? NO_ANSWER_NOTE : null),
      edited: false,
      originalAnswer: null,
      prefilled: false,
    },
    'regenerated',
  );
}
