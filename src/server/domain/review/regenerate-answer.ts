/** Answers one question again with the firm's current knowledge (including pairs learned since) and the model. */
import type { TReviewItem, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { answerQuestions, NO_ANSWER_NOTE } from '../../../engines/answering/index';
import { loadFirmKnowledge, processGenerator } from '../knowledge/firm-knowledge';
import { firmEmbedder } from '../knowledge/text-embeddings';
import { getReviewItemRow, updateReviewItem } from './review-rows';
import { reviewItemDto } from './review-items';
import { rewriteOutput } from './rewrite-output';
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
  const [result] = await answerQuestions(
    [
      {
        index: item.itemIndex,
        text: item.question,
        kind: item.kind ?? undefined,
        section: item.sectionTitle ?? undefined,
      },
    ],
    index,
    {
      ...(embedder ? { embedder } : {}),
      ...(generator ? { generator } : {}),
      minConfidence: ctx.config.answering.minConfidence,
      draftConfidence: ctx.config.answering.draftConfidence,
    },
  );
  const r = holdPastDueAnswers(result!, await pastDuePairIds(ctx, firmId));
  await updateReviewItem(
    ctx,
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
      approvedAt: null,
      approvedBy: null,
    },
    { actor: user, action: 'regenerated' },
  );
  await rewriteOutput(ctx, firmId, completionId);
  return reviewItemDto(ctx, firmId, await getReviewItemRow(ctx, firmId, completionId, item.id));
}
