/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only
 * (the repository's paraphrase set, the odd-numbered items of the hard matching set, corpus case T1).
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -1.548, embedding: 0, scoreYardstick: 1.759, lexical: 0.386, score: 0, byPair: 1.246, byQuestion: 0, ofPair: 0.421, mutual: 0.576, missing: 0, scopeMismatch: -1.059, missingConcepts: -1.418, extraConcepts: -1.298, clash: -1.177, exact: 0, margin: 0.975, kindMismatch: -1.423,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
