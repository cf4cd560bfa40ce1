/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only
 * (the repository's paraphrase set, the odd-numbered items of the hard matching set, corpus case T1).
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -1.945,
  embedding: 0,
  scoreYardstick: 1.74,
  lexical: 0.806,
  score: 0,
  byPair: 1.434,
  byQuestion: 0.086,
  ofPair: 0.59,
  mutual: 0.576,
  missing: 0,
  scopeMismatch: -0.985,
  missingConcepts: -1.46,
  extraConcepts: -1.262,
  clash: -1.268,
  exact: 0,
  margin: 0.104,
  kindMismatch: -2.064,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
