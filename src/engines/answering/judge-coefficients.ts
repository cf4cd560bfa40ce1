/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the two fresh fit sets
 * (bench/data/fresh-thistlewood.json, fresh-larkspur.json). Reported on the even hard items, the held-out fresh set
 * (fresh-corvid.json) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.868,
  embedding: 0,
  standout: 0.166,
  scoreYardstick: 1.593,
  lexical: 0.423,
  score: 0,
  byPair: 1.534,
  byQuestion: 0.925,
  ofPair: 0.866,
  mutual: 0.716,
  missing: 0,
  scopeMismatch: -1.334,
  missingConcepts: -0.786,
  extraConcepts: -0.757,
  clash: -1.462,
  conceptConflict: -1.071,
  exact: 0,
  margin: 1.296,
  kindMismatch: -2.143,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
