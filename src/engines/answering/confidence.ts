/**
 * From ranked candidates to one chosen pair and a calibrated confidence (percent).
 * Confidence is a logistic function of the match score and of the gap to the best candidate that would give
 * a different answer (a close runner-up that agrees is no risk). Coefficients are fitted on the tuning
 * cases of bench/answer-quality.ts (see docs/decisions/022-confidence-calibration.md).
 */
import { answersAgree } from './answer-similarity.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import type { RankedPair } from './ranker.js';
import type { QuestionKind } from './types.js';

export interface Calibration {
  intercept: number;
  score: number;
  gap: number;
  exact: number;
}

/** Fitted with embeddings (hybrid score). */
export const HYBRID_CALIBRATION: Calibration = { intercept: -2.43, score: 5.63, gap: 2.16, exact: 0 };
/** Fitted without embeddings (lexical score only). */
export const LEXICAL_CALIBRATION: Calibration = { intercept: -0.36, score: 1.77, gap: 2.26, exact: 0 };

/** Candidates this close to the best are the same match; if they disagree, the newest wins. */
const TIE_MARGIN = 0.02;

export interface Assessment {
  /** Chosen candidate (position in the ranked list), or null when there is none. */
  chosen: RankedPair | null;
  confidence: number;
  /** Gap between the chosen score and the best candidate that answers differently. */
  gap: number;
  note?: string;
}

export function assessCandidates(
  index: KnowledgeIndex,
  ranked: RankedPair[],
  kind: QuestionKind,
  calibration: Calibration,
): Assessment {
  const top = ranked[0];
  if (!top) return { chosen: null, confidence: 0, gap: 0 };

  const pairs = index.pairs;
  const answerOf = (r: RankedPair) => pairs[r.pair]!.answer;
  const sameQuestion = ranked.filter(
    (r) => r.score >= top.score - TIE_MARGIN || index.normalized[r.pair] === index.normalized[top.pair],
  );
  const newest = (rs: RankedPair[]) => rs.reduce((a, b) => (pairs[b.pair]!.createdAt > pairs[a.pair]!.createdAt ? b : a));
  // The same question asked in the same words: the newest answer is the current one (a reviewer's correction).
  let chosen = newest(sameQuestion.filter((r) => index.normalized[r.pair] === index.normalized[top.pair]));
  let note: string | undefined;
  const differing = sameQuestion.filter((r) => !answersAgree(answerOf(r), answerOf(top)));
  if (differing.length > 0) {
    chosen = newest(sameQuestion);
    const distinct = countDistinct(sameQuestion.map(answerOf));
    const date = pairs[chosen.pair]!.createdAt.toISOString().slice(0, 10);
    note = `${distinct} stored answers differ; used the newest (${date}${sourceSuffix(pairs[chosen.pair]!.sourceName)})`;
  }

  const sameIds = new Set(sameQuestion.map((r) => r.pair));
  const rival = ranked.find((r) => !sameIds.has(r.pair) && !answersAgree(answerOf(r), answerOf(chosen)));
  const gap = Math.max(0, chosen.score - (rival?.score ?? 0));

  const z =
    calibration.intercept +
    calibration.score * chosen.score +
    calibration.gap * Math.min(gap, 0.5) +
    (chosen.exact ? calibration.exact : 0);
  let confidence = 100 / (1 + Math.exp(-z));
  if (note) confidence *= 0.9;
  if (kind === 'yes_no' && index.polarity[chosen.pair] === null) confidence *= 0.8;
  return { chosen, confidence: Math.round(confidence * 10) / 10, gap, ...(note ? { note } : {}) };
}

function countDistinct(answers: string[]): number {
  const groups: string[] = [];
  for (const a of answers) if (!groups.some((g) => answersAgree(g, a))) groups.push(a);
  return groups.length;
}

function sourceSuffix(name: string | undefined): string {
  return name ? `, ${name}` : '';
}
