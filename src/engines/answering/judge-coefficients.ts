/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only
 * (the repository's paraphrase set, the odd-numbered items of the hard matching set, corpus case T1).
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -1.756, embedding: 0, scoreYardstick: 1.327, lexical: 1.197, score: 0, byPair: 1.302, byQuestion: 0, ofPair: 0.859,
  mutual: 0.37, missing: 0, scopeMismatch: -1.023, missingConcepts: -1.589, extraConcepts: -1.161, clash: -1.632, exact: 0,
  margin: 0.284, kindMismatch: -1.383,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
