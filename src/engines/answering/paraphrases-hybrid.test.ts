/** Paraphrase set through the hybrid engine (loads USE-lite once for this file: ~0.3 s, ~250 MB). */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmbedder } from './embedder.js';
import { scoreParaphrases } from './testdata/paraphrase-eval.js';
import type { Embedder } from './types.js';

let embedder: Embedder;
beforeAll(async () => {
  embedder = await createEmbedder();
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

  it('ranks the right stored question first and never borrows a near-miss answer', async () => {
    const s = await scoreParaphrases(embedder);
    console.log(
      `hybrid: top-1 ${s.top1}/${s.paraphrases}, answered right ${s.answeredRight}, wrong ${s.answeredWrong}; ` +
        `near-misses rejected ${s.rejected}/${s.nearMisses}`,
    );
    expect(s.top1).toBeGreaterThanOrEqual(75); // 75/76 measured
    expect(s.answeredWrong).toBe(0);
    expect(s.rejected).toBe(s.nearMisses); // 22/22
  });
});
