/**
 * Embeddings of stored pairs, kept in the worker process: a pair's question and answer never change (an edit makes
 * a new pair), so neither do their vectors. Learning puts the vectors it computes here; loading a knowledge base
 * then reads only the text of the pairs from the database and fetches just the vectors this process has not seen
 * (for embedded PGlite, that keeps 40 MB reads for 10,000 pairs off the web process). Bounded: least recently used
 * first out.
 */
const MAX_ENTRIES = 60_000; // ~240 MB of two 512-dimension vectors a pair

/** A pair's question vector and its answer's (the answer's is absent until embedded). */
export interface PairVectors {
  question: Float32Array;
  answer?: Float32Array;
}

const cache = new Map<string, PairVectors>();

export function rememberEmbedding(pairId: string, vectors: PairVectors): void {
  cache.delete(pairId);
  cache.set(pairId, vectors);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
}

/** The pair's vectors known to this process (the answer's may be missing: pairs learned before answers were embedded). */
export function cachedEmbedding(pairId: string): PairVectors | undefined {
  const v = cache.get(pairId);
  if (v) {
    cache.delete(pairId);
    cache.set(pairId, v);
  }
  return v;
}

/** Forget every cached vector (a process start, as far as this cache knows). */
export function clearEmbeddingCache(): void {
  cache.clear();
}
