/**
 * From ranked candidates to one chosen pair and a calibrated confidence (percent): the answer judge
 * (judge.ts) gives each of the best few candidates the probability that it answers the question; the most
 * probable one is chosen, and among candidates that ask the same thing but answer differently the newest wins
 * (a reviewer's correction, a newer edition), with a note.
 */
import { answersAgree } from './answer-similarity.js';
import { questionProfile } from './evidence.js';
import { candidateFeatures, judgeProbability, type JudgeCoefficients, type JudgeFeatures } from './judge.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import type { RankedPair } from './ranker.js';
import type { QuestionKind } from './types.js';

/**
 * Candidates judged (the rest are too far down the ranking to be the answer). 6 was tried in the thirteenth session:
 * 10 more rewordings right on the fit firms for 3 more near-miss drafts, but the best of six is more often a stranger
 * lifted by chance than the best of four the judge was calibrated on: on questionnaire families nothing was fitted on
 * (bench/answer-unseen.ts) "How often do the different offices meet?" was answered at 84 % from the vulnerability-scan
 * pair, and "How often do you test backup restoration?" at 90 % from the DR-plan pair.
 */
export const JUDGED_CANDIDATES = 4;
/** Candidates this close in probability to the best are the same match; if they disagree, the newest wins. */
const TIE = 0.03;
/** Several stored answers to the same question that disagree: less sure, whichever is taken. */
const CONFLICT_FACTOR = 0.9;
/**
 * Of two pairs that both account for what is asked, the one whose question asks nothing more is the answer, when
 * the judge's other evidence puts them this close: "Contact Phone" is the vendor's contact phone, not its
 * accessibility contact's phone (answered at 90 % from that pair by a judge refitted on more firms).
 */
export const NARROWER_WITHIN = 0.1;

export interface Judged {
  ranked: RankedPair;
  features: JudgeFeatures;
  probability: number;
}

export interface Assessment {
  /** Chosen candidate, or null when there is none. */
  chosen: RankedPair | null;
  /** Calibrated probability (percent) that the chosen pair's answer is right for this question. */
  confidence: number;
  /** Every judged candidate, most probable first. */
  judged: Judged[];
  note?: string;
}

export function assessCandidates(
  index: KnowledgeIndex,
  ranked: RankedPair[],
  question: string,
  kind: QuestionKind,
  coefficients: JudgeCoefficients,
  section?: string,
): Assessment {
  if (ranked.length === 0) return { chosen: null, confidence: 0, judged: [] };
  const profile = questionProfile(question, index.acronyms, section);
  const judged = ranked
    .slice(0, JUDGED_CANDIDATES)
    .map((r): Judged => {
      const features = candidateFeatures(index, profile, kind, ranked, r);
      return { ranked: r, features, probability: judgeProbability(features, coefficients) };
    })
    .sort((a, b) => b.probability - a.probability);
  narrowerFirst(judged);
  const top = judged[0]!;
  const pairs = index.pairs;
  const answerOf = (j: Judged) => pairs[j.ranked.pair]!.answer;
  const sameAsTop = (j: Judged) => index.normalized[j.ranked.pair] === index.normalized[top.ranked.pair];
  const tied = judged.filter((j) => j.probability >= top.probability - TIE || sameAsTop(j));
  const newest = (js: Judged[]) =>
    js.reduce((a, b) => (pairs[b.ranked.pair]!.createdAt > pairs[a.ranked.pair]!.createdAt ? b : a));
  // The same question asked in the same words: the newest answer is the current one.
  let chosen = newest(tied.filter(sameAsTop));
  let note: string | undefined;
  let probability = top.probability;
  if (tied.some((j) => !answersAgree(answerOf(j), answerOf(top)))) {
    chosen = newest(tied);
    const distinct = countDistinct(tied.map(answerOf));
    const pair = pairs[chosen.ranked.pair]!;
    note = `${distinct} stored answers differ; used the newest (${pair.createdAt.toISOString().slice(0, 10)}${pair.sourceName ? `, ${pair.sourceName}` : ''})`;
    probability *= CONFLICT_FACTOR;
  }
  return {
    chosen: chosen.ranked,
    confidence: Math.round(probability * 1000) / 10,
    judged,
    ...(note ? { note } : {}),
  };
}

/** Moves to the front a candidate close to the best that asks less beyond the question (NARROWER_WITHIN). */
export function narrowerFirst(judged: Judged[]): Judged[] {
  const best = judged[0];
  const narrower =
    best && judged.find((j) => j !== best && j.probability >= best.probability - NARROWER_WITHIN && asksLess(j, best));
  if (narrower) {
    judged.splice(judged.indexOf(narrower), 1);
    judged.unshift(narrower);
  }
  return judged;
}

/** `a` accounts for at least as much of the question as `b` and asks less beyond it, on every count. */
function asksLess(a: Judged, b: Judged): boolean {
  const f = a.features;
  const g = b.features;
  return (
    f.byPair >= g.byPair &&
    f.ofPair > g.ofPair &&
    f.extraConcepts < g.extraConcepts &&
    f.missingConcepts <= g.missingConcepts &&
    f.scopeMismatch <= g.scopeMismatch &&
    f.kindMismatch <= g.kindMismatch
  );
}

function countDistinct(answers: string[]): number {
  const groups: string[] = [];
  for (const a of answers) if (!groups.some((g) => answersAgree(g, a))) groups.push(a);
  return groups.length;
}
