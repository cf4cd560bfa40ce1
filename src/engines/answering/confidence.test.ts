/**
 * Choosing among judged candidates: of two pairs that both account for what is asked, the one whose question asks
 * nothing more is the answer when the judge puts them close.
 */
import { describe, expect, it } from 'vitest';
import { narrowerFirst, NARROWER_WITHIN, type Judged } from './confidence.js';
import type { JudgeFeatures } from './judge.js';

const BASE: JudgeFeatures = {
  embedding: 0.7,
  standout: 4,
  sameness: 0,
  answerSameness: 0,
  scoreYardstick: 0.5,
  lexical: 0.8,
  score: 0.7,
  byPair: 1,
  byQuestion: 1,
  ofPair: 0.8,
  mutual: 0.8,
  missing: 0,
  scopeMismatch: 0,
  missingConcepts: 0,
  extraConcepts: 1,
  clash: 0,
  conceptConflict: 0,
  exact: 0,
  margin: 0,
  kindMismatch: 0,
};

function judged(pair: number, probability: number, f: Partial<JudgeFeatures> = {}): Judged {
  return { ranked: { pair, score: 0.7 } as Judged['ranked'], features: { ...BASE, ...f }, probability };
}

// "Contact Phone": the vendor's contact phone (pair 1), not its accessibility contact's (pair 0, one concept more).
const accessibility = () => judged(0, 0.905, { ofPair: 0.65, mutual: 0.65, extraConcepts: 2 });

describe('the narrower of two close candidates', () => {
  it('comes first when it asks less beyond the question on every count', () => {
    const order = narrowerFirst([accessibility(), judged(1, 0.857)]).map((j) => j.ranked.pair);
    expect(order).toEqual([1, 0]);
  });

  it('does not when the judge puts it further off than NARROWER_WITHIN', () => {
    const order = narrowerFirst([accessibility(), judged(1, 0.905 - NARROWER_WITHIN - 0.01)]).map((j) => j.ranked.pair);
    expect(order).toEqual([0, 1]);
  });

  it('does not when it accounts for less of the question, or differs in scope', () => {
    for (const f of [{ byPair: 0.9 }, { scopeMismatch: 1 }, { missingConcepts: 1 }, { kindMismatch: 1 }]) {
      const order = narrowerFirst([accessibility(), judged(1, 0.857, f)]).map((j) => j.ranked.pair);
      expect(order).toEqual([0, 1]);
    }
  });

  it('does not when it names as many concepts the question does not', () => {
    const order = narrowerFirst([accessibility(), judged(1, 0.857, { extraConcepts: 2 })]).map((j) => j.ranked.pair);
    expect(order).toEqual([0, 1]);
  });
});
