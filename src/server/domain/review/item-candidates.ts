/**
 * The candidate answers of each question (the engine's top matches). The pipeline does not keep them, so they
 * are computed the first time the review screen needs them (stored answering, no model call) and saved.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { completionItems } from '../../db/schema';
import { answerQuestions, type QuestionKind } from '../../../engines/answering/index';
import { loadFirmKnowledge } from '../knowledge/firm-knowledge';
import { processEmbedder } from '../knowledge/embedder';
import type { CompletionItemRow } from './review-rows';

export async function ensureCandidates(ctx: AppContext, firmId: string, rows: CompletionItemRow[]): Promise<CompletionItemRow[]> {
  const missing = rows.filter((r) => r.candidates === null);
  if (missing.length === 0) return rows;
  const embedder = await processEmbedder(ctx.config);
  const index = await loadFirmKnowledge(ctx, firmId, embedder);
  const results = await answerQuestions(
    missing.map((r) => ({ index: r.itemIndex, text: r.question, kind: (r.kind ?? undefined) as QuestionKind | undefined, section: r.sectionTitle ?? undefined })),
    index,
    { ...(embedder ? { embedder } : {}), minConfidence: ctx.config.answering.minConfidence, draftConfidence: ctx.config.answering.draftConfidence },
  );
  const byIndex = new Map(results.map((r) => [r.index, r.candidates]));
  await ctx.db.transaction(async (tx) => {
    for (const r of missing) {
      await tx
        .update(completionItems)
        .set({ candidates: byIndex.get(r.itemIndex) ?? [] })
        .where(and(eq(completionItems.id, r.id), eq(completionItems.firmId, firmId)));
    }
  });
  return rows.map((r) => (r.candidates === null ? { ...r, candidates: byIndex.get(r.itemIndex) ?? [] } : r));
}
