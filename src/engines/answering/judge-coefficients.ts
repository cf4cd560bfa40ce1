/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the fresh fit sets (bench/data:
 * Thistlewood, Larkspur, Halyard). Reported on the even hard items, the held-out fresh sets (Corvid, Quillon), the
 * read one (Marisol) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.802,
  embedding: 0,
  standout: 0.159,
  scoreYardstick: 1.182,
  lexical: 0.261,
  score: 0,
  byPair: 1.525,
  byQuestion: 1.147,
  ofPair: 0.733,
  mutual: 1.232,
  missing: 0,
  scopeMismatch: -1.119,
  missingConcepts: -0.788,
  extraConcepts: -0.768,
  clash: -1.496,
  conceptConflict: -1.044,
  exact: 0,
  margin: 1.843,
  kindMismatch: -2.007,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
