/** Paraphrase set, lexical engine only (fast: no model). The hybrid run is in paraphrases-hybrid.test.ts. */
import { describe, expect, it } from 'vitest';
import {
  expectParaphraseScore,
  loadParaphraseSet,
  scoreParaphrases,
} from '../../../tests/fixtures/answering/paraphrase-eval.js';

describe('paraphrase set (lexical + DDQ vocabulary)', () => {
  it('has at least 60 paraphrases and a near-miss list', () => {
    const set = loadParaphraseSet();
    expect(set.paraphrases.length).toBeGreaterThanOrEqual(60);
    expect(set.nearMisses.length).toBeGreaterThanOrEqual(20);
    const ids = new Set(set.knowledge.map((k) => k.id));
    for (const p of set.paraphrases) expect(ids.has(p.expected)).toBe(true);
    for (const n of set.nearMisses) for (const f of n.forbidden) expect(ids.has(f)).toBe(true);
  });

  it('ranks the right stored question first and never borrows a near-miss answer', async () => {
    expectParaphraseScore('lexical', await scoreParaphrases(), 72); // 72/76 measured
  });
});
