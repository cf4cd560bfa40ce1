/** Stored pairs as evidence for the review screen: question, answer, document or review it came from, date. */
import { and, eq, inArray } from 'drizzle-orm';
import type { TReviewSource } from '@contract/index';
import type { AppContext } from '../../context';
import { ddqCompletions, qaPairs, sourceDocuments } from '../../db/schema';

export type PairEvidence = Omit<TReviewSource, 'score'>;

/** The firm's pairs with these ids, retired ones included (an answer keeps showing where it came from). */
export async function loadPairEvidence(
  ctx: AppContext,
  firmId: string,
  ids: Iterable<string>,
): Promise<Map<string, PairEvidence>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: qaPairs.id,
      question: qaPairs.question,
      answer: qaPairs.answer,
      createdAt: qaPairs.createdAt,
      retiredAt: qaPairs.retiredAt,
      documentName: sourceDocuments.originalName,
      completionName: ddqCompletions.originalName,
    })
    .from(qaPairs)
    .leftJoin(sourceDocuments, eq(qaPairs.sourceDocumentId, sourceDocuments.id))
    .leftJoin(ddqCompletions, eq(qaPairs.sourceCompletionId, ddqCompletions.id))
    .where(and(eq(qaPairs.firmId, firmId), inArray(qaPairs.id, wanted)));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        pairId: r.id,
        question: r.question,
        answer: r.answer,
        documentName: r.documentName,
        learnedFromCompletion: r.completionName,
        createdAt: r.createdAt.toISOString(),
        retired: r.retiredAt !== null,
      },
    ]),
  );
}
