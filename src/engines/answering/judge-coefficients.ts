/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the fresh fit sets (bench/data:
 * Thistlewood, Larkspur, Halyard). Reported on the even hard items, the held-out fresh sets (Corvid, Quillon), the
 * read one (Marisol) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.794,
  embedding: 0,
  standout: 0.155,
  scoreYardstick: 1.198,
  lexical: 0.267,
  score: 0,
  byPair: 1.522,
  byQuestion: 1.148,
  ofPair: 0.734,
  mutual: 1.218,
  missing: 0,
  scopeMismatch: -1.184,
  missingConcepts: -0.801,
  extraConcepts: -0.767,
  clash: -1.485,
  conceptConflict: -1.042,
  exact: 0,
  margin: 1.846,
  kindMismatch: -2.004,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
