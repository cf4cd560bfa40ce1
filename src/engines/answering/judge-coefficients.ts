/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the fresh fit sets (bench/data:
 * Thistlewood, Larkspur, Halyard). Reported on the even hard items, the held-out fresh sets (Corvid, Marisol) and the
 * corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.831,
  embedding: 0,
  standout: 0.141,
  scoreYardstick: 1.23,
  lexical: 0.325,
  score: 0,
  byPair: 1.598,
  byQuestion: 1.087,
  ofPair: 0.816,
  mutual: 1.131,
  missing: 0,
  scopeMismatch: -1.19,
  missingConcepts: -0.783,
  extraConcepts: -0.77,
  clash: -1.485,
  conceptConflict: -1.034,
  exact: 0,
  margin: 1.789,
  kindMismatch: -2.03,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
