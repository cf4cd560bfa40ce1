/** The process's one sentence-embedding model (the answering engine's createEmbedder), loaded on first use (seconds, ~250 MB), or none when EMBEDDINGS=off. */
import { createEmbedder, type Embedder } from '../../../engines/answering/index';
import type { Config } from '../../config';

let shared: Promise<Embedder> | undefined;

export async function processEmbedder(config: Config): Promise<Embedder | undefined> {
  if (!config.answering.embeddings) return undefined;
  shared ??= createEmbedder().catch((err: unknown) => {
    shared = undefined;
    throw err;
  });
  return shared;
}
