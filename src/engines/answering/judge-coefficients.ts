/**
 * Coefficients of the answer judge's logistic model, fitted by bench/judge-fit.ts on the fit sets only: the
 * repository's paraphrase set, the odd-numbered items of the hard matching set and the two fresh fit sets
 * (bench/data/fresh-thistlewood.json, fresh-larkspur.json). Reported on the even hard items, the held-out fresh set
 * (fresh-corvid.json) and the corpus cases.
 */
import type { JudgeCoefficients } from './judge.js';

export const JUDGE_COEFFICIENTS: JudgeCoefficients = {
  intercept: -2.762,
  embedding: 0,
  standout: 0.197,
  scoreYardstick: 1.542,
  lexical: 0.657,
  score: 0,
  byPair: 1.413,
  byQuestion: 0.763,
  ofPair: 0.732,
  mutual: 0.376,
  missing: 0,
  scopeMismatch: -1.337,
  missingConcepts: -0.778,
  extraConcepts: -0.646,
  clash: -1.464,
  conceptConflict: -1.104,
  exact: 0,
  margin: 1.443,
  kindMismatch: -2.068,
};

/** Without sentence embeddings (EMBEDDINGS=off). */
export const JUDGE_COEFFICIENTS_LEXICAL: JudgeCoefficients = { ...JUDGE_COEFFICIENTS, embedding: 0 };
