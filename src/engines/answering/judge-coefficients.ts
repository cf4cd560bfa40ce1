/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the fresh fit sets (bench/data:
 * Thistlewood, Larkspur, Halyard). Reported on the even hard items, the held-out fresh sets (Corvid, Quillon), the
 * read one (Marisol) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.911,
  embedding: 0,
  standout: 0.17,
  scoreYardstick: 1.153,
  lexical: 0.348,
  score: 0,
  byPair: 1.503,
  byQuestion: 1.413,
  ofPair: 0.682,
  mutual: 1.268,
  missing: 0,
  scopeMismatch: -1.152,
  missingConcepts: -0.809,
  extraConcepts: -0.783,
  clash: -1.511,
  conceptConflict: -1.15,
  exact: 0,
  margin: 1.703,
  kindMismatch: -1.991,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
