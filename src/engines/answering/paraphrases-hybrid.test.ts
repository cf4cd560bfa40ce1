/** Paraphrase set through the hybrid engine (loads USE-lite once for this file on the test thread: ~0.3 s, ~250 MB). */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmbedder } from './embedder.js';
import { expectParaphraseScore, scoreParaphrases } from '../../../tests/fixtures/answering/paraphrase-eval.js';
import type { Embedder } from './types.js';

let embedder: Embedder;
beforeAll(async () => {
  embedder = await createEmbedder({ workers: 0 });
});

describe('paraphrase set (hybrid: TF-IDF + USE-lite)', () => {
  it('embeds to unit vectors of 512 dims, similar questions closer than unrelated ones', async () => {
    const [a, b, c] = await embedder.embed([
      'How often is your disaster recovery plan tested?',
      'How frequently do you test disaster recovery?',
      'What management fee does the fund charge?',
    ]);
    const dot = (x: Float32Array, y: Float32Array) => x.reduce((s, v, i) => s + v * y[i]!, 0);
    expect(embedder.dims).toBe(512);
    expect(a!.length).toBe(512);
    expect(dot(a!, a!)).toBeCloseTo(1, 4);
    expect(dot(a!, b!)).toBeGreaterThan(dot(a!, c!));
  });

  it('gives the same vectors from worker threads as on the main thread', async () => {
    const pooled = await createEmbedder({ workers: 2, batchSize: 2 });
    try {
      const texts = [
        'Do you carry cyber insurance?',
        'Vendor Name',
        'Is data encrypted at rest?',
        'How is the fund valued?',
        'x',
      ];
      const [a, b] = [await embedder.embed(texts), await pooled.embed(texts)];
      a.forEach((v, i) => expect(v.reduce((s, x, j) => s + x * b[i]![j]!, 0)).toBeCloseTo(1, 4));
    } finally {
      await pooled.close();
    }
  });

  it('ranks the right stored question first and never borrows a near-miss answer', async () => {
    expectParaphraseScore('hybrid', await scoreParaphrases(embedder), 75); // 75/76 measured
  });
});
