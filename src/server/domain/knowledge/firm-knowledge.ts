/** Loads a firm's knowledge base (live pairs with their stored embeddings) into the answering engine's index. */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { qaPairs, sourceDocuments } from '../../db/schema';
import {
  buildKnowledgeIndex,
  bytesToEmbedding,
  createOpenAiGenerator,
  type AnswerGenerator,
  type KnowledgeIndex,
  type KnowledgePair,
} from '../../../engines/answering/index';
import type { Config } from '../../config';

/** Pairs per query: a 10,000-pair knowledge base (2 KB of embedding each) loads in small steps, not one 20 MB read. */
const LOAD_CHUNK = 1000;

export async function loadFirmKnowledge(ctx: AppContext, firmId: string): Promise<KnowledgeIndex> {
  const pairs: KnowledgePair[] = [];
  for (let after = ''; ; ) {
    const rows = await ctx.db
      .select({
        id: qaPairs.id,
        question: qaPairs.question,
        answer: qaPairs.answer,
        context: qaPairs.context,
        section: qaPairs.section,
        createdAt: qaPairs.createdAt,
        embedding: qaPairs.embedding,
        sourceName: sourceDocuments.originalName,
      })
      .from(qaPairs)
      .leftJoin(sourceDocuments, eq(qaPairs.sourceDocumentId, sourceDocuments.id))
      .where(and(eq(qaPairs.firmId, firmId), isNull(qaPairs.retiredAt), after ? gt(qaPairs.id, after) : undefined))
      .orderBy(asc(qaPairs.id))
      .limit(LOAD_CHUNK);
    for (const r of rows) {
      pairs.push({
        id: r.id,
        question: r.question,
        answer: r.answer,
        context: r.context ?? r.section ?? undefined,
        createdAt: r.createdAt,
        embedding: r.embedding ? bytesToEmbedding(new Uint8Array(r.embedding.buffer, r.embedding.byteOffset, r.embedding.byteLength)) : undefined,
        sourceName: r.sourceName ?? undefined,
      });
    }
    if (rows.length < LOAD_CHUNK) break;
    after = rows.at(-1)!.id;
  }
  return buildKnowledgeIndex(pairs);
}

/** Adds the uses of each pair to its usage count (one statement). */
export async function recordPairUsage(tx: Pick<AppContext['db'], 'execute'>, firmId: string, usage: Map<string, number>): Promise<void> {
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
