/**
 * The candidate answers of each question (the engine's top matches), shown on the review screen. The completion job
 * saves them with each answer, and computes them for the answers the firm already wrote in its document, so the
 * review screen finds them ready. Rows of completions made before that get them the first time the screen needs
 * them (stored answering, no model call), saved in one statement.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { answerQuestions, type Embedder, type KnowledgeIndex } from '../../../engines/answering/index';
import { loadFirmKnowledge } from '../knowledge/firm-knowledge';
import { firmEmbedder } from '../knowledge/text-embeddings';
import type { CompletionItemRow } from './review-rows';
import { questionInput } from '../completions/completion-items';

type Row = Pick<CompletionItemRow, 'id' | 'itemIndex' | 'question' | 'kind' | 'sectionTitle' | 'candidates'>;

export async function ensureCandidates<R extends Row>(ctx: AppContext, firmId: string, rows: R[]): Promise<R[]> {
  const missing = rows.filter((r) => r.candidates === null);
  if (missing.length === 0) return rows;
  const embedder = await firmEmbedder(ctx, firmId);
  const found = await saveCandidates(ctx, firmId, missing, await loadFirmKnowledge(ctx, firmId, embedder), embedder);
  return rows.map((r) => (r.candidates === null ? { ...r, candidates: found.get(r.id) ?? [] } : r));
}

/** Computes the candidates of these rows from the index and saves them (one statement); returns them by row id. */
export async function saveCandidates(
  ctx: AppContext,
  firmId: string,
  rows: Row[],
  index: KnowledgeIndex,
  embedder: Embedder | undefined,
): Promise<Map<string, { pairId: string; score: number }[]>> {
  const results = await answerQuestions(rows.map(questionInput), index, {
    ...(embedder ? { embedder } : {}),
    minConfidence: ctx.config.answering.minConfidence,
    draftConfidence: ctx.config.answering.draftConfidence,
  });
  const byIndex = new Map(results.map((r) => [r.index, r.candidates]));
  const found = new Map(rows.map((r) => [r.id, byIndex.get(r.itemIndex) ?? []]));
  const values = [...found].map(([id, candidates]) => ({ id, candidates }));
  await ctx.db.execute(sql`
    update completion_items c set candidates = v.candidates
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, candidates jsonb)
     where c.id = v.id and c.firm_id = ${firmId}`);
  return found;
}
