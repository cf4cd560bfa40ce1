/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and eight fresh firms (bench/data:
 * Thistlewood, Larkspur, Halyard, Osprey, Corvid, Marisol, Quillon, Brightwater). Reported on the even hard items,
 * the held-out fresh sets (Ashcombe, Fernhollow, Pellucid and the final two) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -3.103,
  embedding: 0,
  standout: 0.089,
  scoreYardstick: 1.176,
  lexical: 0,
  score: 0,
  byPair: 2.792,
  byQuestion: 0.051,
  ofPair: 0.125,
  mutual: 2.724,
  missing: 0,
  scopeMismatch: -1.293,
  missingConcepts: -0.982,
  extraConcepts: -0.654,
  clash: -0.187,
  conceptConflict: -0.761,
  exact: 0,
  margin: 2.578,
  kindMismatch: -3.227,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
