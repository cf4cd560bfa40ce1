/**
 * Embeddings of stored pairs, kept in the worker process: a pair's question never changes, so neither does
 * its vector. Learning puts the vectors it computes here; loading a knowledge base then reads only the text of
 * the pairs from the database and fetches just the vectors this process has not seen (for embedded PGlite,
 * that keeps 20 MB reads for 10,000 pairs off the web process). Bounded: least recently used first out.
 */
const MAX_ENTRIES = 60_000; // ~120 MB of 512-dimension vectors

const cache = new Map<string, Float32Array>();

export function rememberEmbedding(pairId: string, vector: Float32Array): void {
  cache.delete(pairId);
  cache.set(pairId, vector);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
}

export function cachedEmbedding(pairId: string): Float32Array | undefined {
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
