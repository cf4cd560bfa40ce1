/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only
 * (the repository's paraphrase set, the odd-numbered items of the hard matching set, corpus case T1).
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -1.531, embedding: 0, yardstick: 0, scoreYardstick: 0.96, lexical: 0.809, score: 0, byPair: 1.354, byQuestion: 0,
  ofPair: 0.788, mutual: 0.304, missing: 0, scopeMismatch: -1.061, missingConcepts: -1.513, extraConcepts: -1.126,
  clash: -1.561, exact: 0, margin: 1.565, kindMismatch: -1.166,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0, yardstick: 0 };
