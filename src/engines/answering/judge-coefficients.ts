/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the fresh fit sets (bench/data:
 * Thistlewood, Larkspur, Halyard). Reported on the even hard items, the held-out fresh sets (Corvid, Quillon), the
 * read one (Marisol) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.835,
  embedding: 0,
  standout: 0.093,
  scoreYardstick: 0.844,
  lexical: 0.552,
  score: 0,
  byPair: 1.769,
  byQuestion: 0.927,
  ofPair: 0.519,
  mutual: 1.627,
  missing: 0,
  scopeMismatch: -0.966,
  missingConcepts: -0.828,
  extraConcepts: -0.67,
  clash: -0.747,
  conceptConflict: -0.945,
  exact: 0,
  margin: 2.018,
  kindMismatch: -1.93,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
