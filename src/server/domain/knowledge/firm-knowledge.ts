/** Loads a firm's knowledge base (live pairs with their stored embeddings) into the answering engine's index. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cachedEmbedding, rememberEmbedding } from './embedding-cache';
import type { AppContext } from '../../context';
import { qaPairs, sourceDocuments } from '../../db/schema';
import {
  buildKnowledgeIndex,
  createOpenAiGenerator,
  decodeEmbedding,
  EMBEDDING_VERSION_TAG,
  embeddingToBytes,
  type Embedder,
  type AnswerGenerator,
  type KnowledgeIndex,
  type KnowledgePair,
} from '../../../engines/answering/index';
import type { Config } from '../../config';

/** Pairs per query when fetching the vectors this process has not cached (2 KB each, two a pair). */
const VECTOR_CHUNK = 1000;

/**
 * The firm's live pairs as an answering index. With an embedder, pairs whose stored vectors (question and answer)
 * are missing or of an older version (EMBEDDING_VERSION_TAG) are embedded now and written back, so it happens once
 * per pair: pairs learned before answers were embedded get their answer's vector on the first completion after.
 */
export async function loadFirmKnowledge(ctx: AppContext, firmId: string, embedder?: Embedder): Promise<KnowledgeIndex> {
  const rows = await ctx.db
    .select({
      id: qaPairs.id,
      question: qaPairs.question,
      answer: qaPairs.answer,
      context: qaPairs.context,
      section: qaPairs.section,
      createdAt: qaPairs.createdAt,
      statedOn: qaPairs.statedOn,
      lastReviewedAt: qaPairs.lastReviewedAt,
      sourceName: sourceDocuments.originalName,
    })
    .from(qaPairs)
    .leftJoin(sourceDocuments, eq(qaPairs.sourceDocumentId, sourceDocuments.id))
    .where(and(eq(qaPairs.firmId, firmId), isNull(qaPairs.retiredAt)));
  const missing = rows.filter((r) => !cachedEmbedding(r.id)?.answer).map((r) => r.id);
  for (let i = 0; i < missing.length; i += VECTOR_CHUNK) {
    const vectors = await ctx.db
      .select({ id: qaPairs.id, embedding: qaPairs.embedding, answerEmbedding: qaPairs.answerEmbedding })
      .from(qaPairs)
      .where(and(eq(qaPairs.firmId, firmId), inArray(qaPairs.id, missing.slice(i, i + VECTOR_CHUNK))));
    for (const v of vectors) {
      const question = current(v.embedding);
      if (question) rememberEmbedding(v.id, { question, answer: current(v.answerEmbedding) });
    }
  }
  const pairs: KnowledgePair[] = rows.map((r) => {
    const vectors = cachedEmbedding(r.id);
    return {
      id: r.id,
      question: r.question,
      answer: r.answer,
      context: r.context ?? r.section ?? undefined,
      createdAt: r.createdAt,
      statedOn: r.statedOn ?? r.createdAt,
      confirmedOn: r.lastReviewedAt,
      embedding: vectors?.question,
      answerEmbedding: vectors?.answer,
      sourceName: r.sourceName ?? undefined,
    };
  });
  const index = buildKnowledgeIndex(pairs);
  // Only what is missing is embedded (ensureEmbeddings): a pair whose question vector is stored keeps it.
  const stale = pairs.filter((p) => !p.embedding || !p.answerEmbedding);
  if (embedder && stale.length > 0) {
    await index.ensureEmbeddings(embedder);
    await saveEmbeddings(ctx, firmId, stale);
  }
  return index;
}

/** Writes freshly computed vectors back (one statement per chunk) and keeps them in this process's cache. */
async function saveEmbeddings(ctx: AppContext, firmId: string, pairs: KnowledgePair[]): Promise<void> {
  for (let i = 0; i < pairs.length; i += VECTOR_CHUNK) {
    const rows = pairs
      .slice(i, i + VECTOR_CHUNK)
      .flatMap((p) =>
        p.embedding && p.answerEmbedding
          ? [{ id: p.id, hex: hex(p.embedding), answer_hex: hex(p.answerEmbedding) }]
          : [],
      );
    if (rows.length === 0) continue;
    await ctx.db.execute(sql`
      update qa_pairs q set embedding = decode(v.hex, 'hex'), answer_embedding = decode(v.answer_hex, 'hex')
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, hex text, answer_hex text)
       where q.id = v.id and q.firm_id = ${firmId}`);
    for (const p of pairs.slice(i, i + VECTOR_CHUNK))
      if (p.embedding) rememberEmbedding(p.id, { question: p.embedding, answer: p.answerEmbedding });
  }
}

/** A stored vector of the current embedding version, or undefined (none yet, or of another model or text). */
function current(bytes: Buffer | null): Float32Array | undefined {
  if (!bytes) return undefined;
  const stored = decodeEmbedding(bytes);
  return stored.version === EMBEDDING_VERSION_TAG ? stored.vector : undefined;
}

const hex = (v: Float32Array) => Buffer.from(embeddingToBytes(v)).toString('hex');

/** Adds the uses of each pair to its usage count (one statement). */
export async function recordPairUsage(
  tx: Pick<AppContext['db'], 'execute'>,
  firmId: string,
  usage: Map<string, number>,
): Promise<void> {
  if (usage.size === 0) return;
  const rows = [...usage].map(([id, count]) => ({ id, count }));
  await tx.execute(sql`
    update qa_pairs p set usage_count = p.usage_count + v.count
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, count int)
     where p.id = v.id and p.firm_id = ${firmId}`);
}

let generator: AnswerGenerator | undefined;
/** The configured generative model (OpenAI-compatible), or undefined for the embedded composer. */
export function processGenerator(config: Config): AnswerGenerator | undefined {
  if (!config.answering.llm) return undefined;
  generator ??= createOpenAiGenerator(config.answering.llm);
  return generator;
}
