/**
 * Learning from a reviewer: an approved edited answer becomes a knowledge-base pair with its provenance (the
 * completion and the reviewer). Older pairs for the same question are kept: the answering engine prefers the
 * newest of pairs that ask the same thing and disagree, so the learned answer wins from now on. Only the pair
 * learned earlier from this same question (a superseded edit of the reviewer's own) is retired, as history.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { qaPairs } from '../../db/schema';
import {
  answerEmbeddingText,
  embeddingToBytes,
  FALLBACK_PREFIX,
  pairEmbeddingText,
} from '../../../engines/answering/index';
import { firmEmbedder } from '../knowledge/text-embeddings';
import type { CompletionItemRow } from './review-rows';
import { writeAudit, type Actor } from '../audit/record-audit';

export async function learnFromEdit(ctx: AppContext, item: CompletionItemRow, reviewer: Actor): Promise<string> {
  const answer = item.answer!.startsWith(FALLBACK_PREFIX) ? item.answer!.slice(FALLBACK_PREFIX.length) : item.answer!;
  if (item.learnedPairId) {
    const [previous] = await ctx.db
      .select({ answer: qaPairs.answer, retiredAt: qaPairs.retiredAt })
      .from(qaPairs)
      .where(and(eq(qaPairs.id, item.learnedPairId), eq(qaPairs.firmId, item.firmId)));
    if (previous && previous.retiredAt === null && previous.answer === answer) return item.learnedPairId;
  }
  const embedder = await firmEmbedder(ctx, item.firmId);
  const [vector, answerVector] = embedder
    ? await embedder.embed([pairEmbeddingText(item.question), answerEmbeddingText(answer)])
    : [];
  return ctx.db.transaction(async (tx) => {
    if (item.learnedPairId) {
      await tx
        .update(qaPairs)
        .set({ retiredAt: new Date() })
        .where(and(eq(qaPairs.id, item.learnedPairId), eq(qaPairs.firmId, item.firmId)));
    }
    const [pair] = await tx
      .insert(qaPairs)
      .values({
        firmId: item.firmId,
        sourceCompletionId: item.completionId,
        reviewedBy: reviewer.id,
        ordinal: item.itemIndex,
        question: item.question,
        answer,
        section: item.sectionTitle,
        itemNumber: item.itemNumber,
        confidence: 100,
        embedding: vector ? Buffer.from(embeddingToBytes(vector)) : null,
        answerEmbedding: answerVector ? Buffer.from(embeddingToBytes(answerVector)) : null,
      })
      .returning({ id: qaPairs.id });
    await writeAudit(tx, reviewer, [
      ...(item.learnedPairId
        ? [
            {
              entityType: 'pair' as const,
              entityId: item.learnedPairId,
              action: 'retired',
              before: { retired: false },
              after: { retired: true, supersededBy: pair!.id },
            },
          ]
        : []),
      {
        entityType: 'pair',
        entityId: pair!.id,
        action: 'learned from an approved answer',
        completionId: item.completionId,
        after: { question: item.question, answer, itemId: item.id },
      },
    ]);
    return pair!.id;
  });
}
