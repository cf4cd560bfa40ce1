/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the fresh fit sets (bench/data:
 * Thistlewood, Larkspur, Halyard). Reported on the even hard items, the held-out fresh sets (Corvid, Marisol) and the
 * corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.838,
  embedding: 0,
  standout: 0.138,
  scoreYardstick: 1.226,
  lexical: 0.325,
  score: 0,
  byPair: 1.613,
  byQuestion: 1.064,
  ofPair: 0.828,
  mutual: 1.147,
  missing: 0,
  scopeMismatch: -1.199,
  missingConcepts: -0.779,
  extraConcepts: -0.778,
  clash: -1.484,
  conceptConflict: -1.023,
  exact: 0,
  margin: 1.786,
  kindMismatch: -2.043,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
