/**
 * Learning a training document: parse → extract pairs → embed → save, moving processingProgress through the
 * spec's bands (25 / 50 / 75 / 90). Idempotent: the pairs of the document are replaced in one transaction
 * at the end, so a retry or a restart after a crash never duplicates them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { qaPairs, sourceDocuments } from '../../db/schema';
import { extractQaPairs, parseQuestionnaire } from '../../../engines/document/index';
import { answerEmbeddingText, embeddingToBytes, pairEmbeddingText } from '../../../engines/answering/index';
import { firmEmbedder } from '../knowledge/text-embeddings';
import { PROCESSING_ATTEMPTS, PermanentFailure } from '../permanent-failure';
import { rememberEmbedding } from '../knowledge/embedding-cache';

export async function learnSourceDocument(ctx: AppContext, firmId: string, documentId: string): Promise<void> {
  const [doc] = await ctx.db
    .update(sourceDocuments)
    .set({
      status: 'processing',
      processingProgress: 5,
      errorMessage: null,
      attempts: sql`${sourceDocuments.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(sourceDocuments.id, documentId),
        eq(sourceDocuments.firmId, firmId),
        inArray(sourceDocuments.status, ['uploading', 'processing']),
      ),
    )
    .returning();
  if (!doc) return; // deleted, or already finished by an earlier run
  if (doc.attempts > PROCESSING_ATTEMPTS) {
    await failSourceDocument(
      ctx,
      firmId,
      documentId,
      'Processing kept failing on this document. Try re-saving it from Word or Excel and uploading it again.',
    );
    return;
  }
  const progress = (processingProgress: number) => {
    // A checkpoint: a run whose job another worker has taken over stops here (jobs/leases.ts).
    ctx.signal?.throwIfAborted();
    return ctx.db
      .update(sourceDocuments)
      .set({ processingProgress, updatedAt: new Date() })
      .where(and(eq(sourceDocuments.id, documentId), eq(sourceDocuments.firmId, firmId)));
  };

  const t0 = performance.now();
  const bytes = await ctx.storage.get(doc.storageKey);
  const parsed = await parseQuestionnaire(bytes, { filename: doc.originalName });
  await progress(25);
  const drafts = extractQaPairs(parsed);
  if (drafts.length === 0) {
    throw new PermanentFailure(
      'I could not find any answered questions in this document. Is it a completed DDQ (questions with their answers)?',
    );
  }
  await progress(50);
  const t1 = performance.now();
  const embedder = await firmEmbedder(ctx, firmId);
  // Each pair's question and its answer, in one call (the judge reads the new question against both).
  const embedded = embedder
    ? await embedder.embed([
        ...drafts.map((d) => pairEmbeddingText(d.question)),
        ...drafts.map((d) => answerEmbeddingText(d.answer)),
      ])
    : [];
  const vectors = embedded.slice(0, drafts.length);
  const answerVectors = embedded.slice(drafts.length);
  await progress(75);
  const t2 = performance.now();

  ctx.signal?.throwIfAborted();
  await ctx.db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: sourceDocuments.id })
      .from(sourceDocuments)
      .where(and(eq(sourceDocuments.id, documentId), eq(sourceDocuments.firmId, firmId)))
      .for('update');
    if (!still) return; // deleted while we worked
    await tx
      .update(sourceDocuments)
      .set({ processingProgress: 90, updatedAt: new Date() })
      .where(eq(sourceDocuments.id, documentId));
    await tx.delete(qaPairs).where(and(eq(qaPairs.sourceDocumentId, documentId), eq(qaPairs.firmId, firmId)));
    const rows = drafts.map((d, ordinal) => ({
      firmId,
      sourceDocumentId: documentId,
      ordinal,
      question: d.question,
      answer: d.answer,
      context: d.context ?? null,
      section: d.sectionTitle ?? null,
      itemNumber: d.itemNumber ?? null,
      confidence: Math.round(d.confidence * 100),
      // The day the firm stated these answers (the file's last save), so figures that age are dated.
      statedOn: parsed.savedOn ?? null,
      embedding: vectors[ordinal] ? Buffer.from(embeddingToBytes(vectors[ordinal]!)) : null,
      answerEmbedding: answerVectors[ordinal] ? Buffer.from(embeddingToBytes(answerVectors[ordinal]!)) : null,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      const saved = await tx
        .insert(qaPairs)
        .values(rows.slice(i, i + 500))
        .returning({ id: qaPairs.id, ordinal: qaPairs.ordinal });
      for (const p of saved) {
        const question = vectors[p.ordinal];
        if (question) rememberEmbedding(p.id, { question, answer: answerVectors[p.ordinal] });
      }
    }
    await tx
      .update(sourceDocuments)
      .set({
        status: 'completed',
        processingProgress: 100,
        qaCount: rows.length,
        errorMessage: null,
        updatedAt: new Date(),
      })
      .where(eq(sourceDocuments.id, documentId));
  });
  const ms = (a: number, b: number) => Math.round(b - a);
  ctx.log.info(
    { documentId, pairs: drafts.length, parseMs: ms(t0, t1), embedMs: ms(t1, t2), saveMs: ms(t2, performance.now()) },
    'learned training document',
  );
}

export async function failSourceDocument(
  ctx: AppContext,
  firmId: string,
  documentId: string,
  message: string,
): Promise<void> {
  await ctx.db
    .update(sourceDocuments)
    .set({ status: 'error', errorMessage: message, updatedAt: new Date() })
    .where(
      and(
        eq(sourceDocuments.id, documentId),
        eq(sourceDocuments.firmId, firmId),
        inArray(sourceDocuments.status, ['uploading', 'processing']),
      ),
    );
}
