/** Small fixtures for answering tests (the corpus is not used by tests). */
import type { AnswerGenerator, Embedder, GenerationRequest, GenerationResult, KnowledgePair } from '../types.js';
import { normalizeVector } from '../vectors.js';

export function pair(id: string, question: string, answer: string, createdAt = '2024-01-01', sourceName?: string): KnowledgePair {
  return { id, question, answer, createdAt: new Date(createdAt), ...(sourceName ? { sourceName } : {}) };
}

/** Deterministic stand-in for USE-lite: hashed bag of words, so tests need no model. */
export function fakeEmbedder(dims = 64): Embedder & { calls: number } {
  const e = {
    dims,
    calls: 0,
    async embed(texts: string[]) {
      e.calls++;
      return texts.map((t) => {
        const v = new Float32Array(dims);
        for (const w of t.toLowerCase().split(/\W+/).filter(Boolean)) {
          let h = 0;
          for (const ch of w) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
          v[h % dims]! += 1;
        }
        return normalizeVector(v);
      });
    },
  };
  return e;
}

export function scriptedGenerator(
  reply: (req: GenerationRequest) => GenerationResult | Promise<GenerationResult>,
  concurrency = 2,
): AnswerGenerator & { requests: GenerationRequest[] } {
  const g = {
    concurrency,
    requests: [] as GenerationRequest[],
    async generate(req: GenerationRequest) {
      g.requests.push(req);
      return reply(req);
    },
  };
  return g;
}
