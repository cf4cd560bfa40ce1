/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the two fresh fit sets
 * (bench/data/fresh-thistlewood.json, fresh-larkspur.json). Reported on the even hard items, the held-out fresh set
 * (fresh-corvid.json) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.712,
  embedding: 0,
  standout: 0.025,
  scoreYardstick: 1.401,
  lexical: 0.346,
  score: 0,
  byPair: 1.64,
  byQuestion: 1.124,
  ofPair: 0.89,
  mutual: 0.809,
  missing: 0,
  scopeMismatch: -1.268,
  missingConcepts: -0.76,
  extraConcepts: -0.783,
  clash: -1.365,
  conceptConflict: -1.07,
  exact: 0,
  margin: 1.826,
  kindMismatch: -2.103,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
