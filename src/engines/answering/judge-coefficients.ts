/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only
 * (the repository's paraphrase set, the odd-numbered items of the hard matching set, corpus case T1).
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -1.621, embedding: 0, scoreYardstick: 1.568, lexical: 0.72, score: 0, byPair: 1.119, byQuestion: 0, ofPair: 0.73,
  mutual: 0.355, missing: 0, scopeMismatch: -1.092, missingConcepts: -1.514, extraConcepts: -1.111, clash: -1.391, exact: 0,
  margin: 1.299, kindMismatch: -1.28,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
