/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the two fresh fit sets
 * (bench/data/fresh-thistlewood.json, fresh-larkspur.json). Reported on the even hard items, the held-out fresh set
 * (fresh-corvid.json) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.788,
  embedding: 0,
  standout: 0.193,
  scoreYardstick: 1.547,
  lexical: 0.627,
  score: 0,
  byPair: 1.44,
  byQuestion: 0.774,
  ofPair: 0.752,
  mutual: 0.382,
  missing: 0,
  scopeMismatch: -1.276,
  missingConcepts: -0.773,
  extraConcepts: -0.646,
  clash: -1.465,
  conceptConflict: -1.099,
  exact: 0,
  margin: 1.44,
  kindMismatch: -2.064,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
