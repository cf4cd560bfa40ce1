/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the fresh fit sets (bench/data:
 * Thistlewood, Larkspur, Halyard). Reported on the even hard items, the held-out fresh sets (Corvid, Quillon), the
 * read one (Marisol) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.791,
  embedding: 0,
  standout: 0.15,
  scoreYardstick: 1.194,
  lexical: 0.273,
  score: 0,
  byPair: 1.533,
  byQuestion: 1.149,
  ofPair: 0.718,
  mutual: 1.227,
  missing: 0,
  scopeMismatch: -1.183,
  missingConcepts: -0.798,
  extraConcepts: -0.771,
  clash: -1.481,
  conceptConflict: -1.039,
  exact: 0,
  margin: 1.865,
  kindMismatch: -2.008,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
