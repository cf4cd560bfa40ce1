/**
 * The firm's sentence embedder: every text is embedded once. Identical texts within a call are embedded once, and
 * vectors are kept in `text_embeddings` keyed by the SHA-256 of the exact text embedded, so re-learning a document,
 * a new edition of a questionnaire, a retry after a crash, a completion of questions asked before or a regenerated
 * answer reuse them instead of running the model again (it costs 10-40 ms of CPU per text). Per firm: one firm's
 * cache never tells anything about another's texts.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { textEmbeddings } from '../../db/schema';
import {
  decodeEmbedding,
  EMBEDDING_VERSION_TAG,
  embeddingToBytes,
  type Embedder,
} from '../../../engines/answering/index';
import { processEmbedder } from './process-embedder';

/** Rows per statement (about 2 KB each). */
const CHUNK = 500;
/** Texts per model call, stored before the next: a run interrupted while embedding a long document keeps its work. */
const MODEL_CHUNK = 256;

/** The process's embedder behind the firm's text cache, or undefined when EMBEDDINGS=off. */
export async function firmEmbedder(ctx: AppContext, firmId: string): Promise<Embedder | undefined> {
  const model = await processEmbedder(ctx.config);
  return model && cachedEmbedder(ctx, firmId, model);
}

export function cachedEmbedder(ctx: Pick<AppContext, 'db'>, firmId: string, model: Embedder): Embedder {
  return {
    dims: model.dims,
    async embed(texts: string[]): Promise<Float32Array[]> {
      const distinct = [...new Set(texts)];
      const hashes = new Map(distinct.map((t) => [t, createHash('sha256').update(t).digest()] as const));
      const known = await storedVectors(ctx, firmId, [...hashes.values()]);
      const missing = distinct.filter((t) => !known.has(hashes.get(t)!.toString('hex')));
      const size = Math.ceil(missing.length / Math.ceil(missing.length / MODEL_CHUNK)); // equal chunks, none left small
      for (let i = 0; i < missing.length; i += size) {
        const chunk = missing.slice(i, i + size);
        const vectors = await model.embed(chunk);
        chunk.forEach((t, k) => known.set(hashes.get(t)!.toString('hex'), vectors[k]!));
        await storeVectors(
          ctx,
          firmId,
          chunk.map((t, k) => ({ hash: hashes.get(t)!, vector: vectors[k]! })),
        );
      }
      return texts.map((t) => known.get(hashes.get(t)!.toString('hex'))!);
    },
  };
}

async function storedVectors(
  ctx: Pick<AppContext, 'db'>,
  firmId: string,
  hashes: Buffer[],
): Promise<Map<string, Float32Array>> {
  const found = new Map<string, Float32Array>();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const rows = await ctx.db
      .select({ hash: textEmbeddings.textHash, embedding: textEmbeddings.embedding })
      .from(textEmbeddings)
      .where(and(eq(textEmbeddings.firmId, firmId), inArray(textEmbeddings.textHash, hashes.slice(i, i + CHUNK))));
    for (const r of rows) {
      const stored = decodeEmbedding(r.embedding);
      if (stored.version === EMBEDDING_VERSION_TAG) found.set(r.hash.toString('hex'), stored.vector);
    }
  }
  return found;
}

async function storeVectors(
  ctx: Pick<AppContext, 'db'>,
  firmId: string,
  rows: { hash: Buffer; vector: Float32Array }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await ctx.db
      .insert(textEmbeddings)
      .values(
        rows
          .slice(i, i + CHUNK)
          .map((r) => ({ firmId, textHash: r.hash, embedding: Buffer.from(embeddingToBytes(r.vector)) })),
      )
      // A vector of another version is replaced; two jobs embedding one text at once store the same vector.
      .onConflictDoUpdate({
        target: [textEmbeddings.firmId, textEmbeddings.textHash],
        set: { embedding: sql`excluded.embedding` },
      });
  }
}
