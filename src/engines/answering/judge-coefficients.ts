/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the fresh fit sets (bench/data:
 * Thistlewood, Larkspur, Halyard). Reported on the even hard items, the held-out fresh sets (Corvid, Quillon,
 * Brightwater), the read ones (Marisol, Osprey) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.895,
  embedding: 0,
  standout: 0.17,
  scoreYardstick: 1.135,
  lexical: 0.358,
  score: 0,
  byPair: 1.537,
  byQuestion: 1.387,
  ofPair: 0.68,
  mutual: 1.237,
  missing: 0,
  scopeMismatch: -1.154,
  missingConcepts: -0.811,
  extraConcepts: -0.779,
  clash: -1.506,
  conceptConflict: -1.162,
  exact: 0,
  margin: 1.739,
  kindMismatch: -2.006,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
