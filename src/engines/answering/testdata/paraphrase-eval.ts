/**
 * Scores the hand-written paraphrase set (paraphrases.json): top-1 accuracy of paraphrases, and near-miss
 * rejection (the question is either failed or answered from a pair other than the forbidden ones).
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { answerQuestions } from '../answer-questions.js';
import { buildKnowledgeIndex } from '../knowledge-index.js';
import type { AnswerResult, Embedder, KnowledgePair } from '../types.js';

interface ParaphraseSet {
  knowledge: { id: string; question: string; answer: string }[];
  paraphrases: { question: string; expected: string }[];
  nearMisses: { question: string; forbidden: string[]; why: string }[];
}

export function loadParaphraseSet(): ParaphraseSet {
  return JSON.parse(readFileSync(new URL('./paraphrases.json', import.meta.url), 'utf8')) as ParaphraseSet;
}

export interface ParaphraseScore {
  paraphrases: number;
  top1: number;
  /** Paraphrases answered (confidence over the threshold) from the expected pair. */
  answeredRight: number;
  answeredWrong: number;
  nearMisses: number;
  rejected: number;
  misses: string[];
}

export async function scoreParaphrases(embedder?: Embedder, minConfidence?: number): Promise<ParaphraseScore> {
  const set = loadParaphraseSet();
  const pairs: KnowledgePair[] = set.knowledge.map((k) => ({ ...k, createdAt: new Date('2024-01-01') }));
  const index = buildKnowledgeIndex(pairs);
  const questions = [...set.paraphrases, ...set.nearMisses].map((q, i) => ({ index: i, text: q.question }));
  const results: AnswerResult[] = await answerQuestions(questions, index, {
    ...(embedder ? { embedder } : {}),
    ...(minConfidence !== undefined ? { minConfidence } : {}),
  });
  const score: ParaphraseScore = {
    paraphrases: set.paraphrases.length, top1: 0, answeredRight: 0, answeredWrong: 0,
    nearMisses: set.nearMisses.length, rejected: 0, misses: [],
  };
  set.paraphrases.forEach((p, i) => {
    const r = results[i]!;
    const top = r.candidates[0]?.pairId;
    if (top === p.expected) score.top1++;
    else score.misses.push(`paraphrase "${p.question}" -> ${top} (want ${p.expected})`);
    if (r.status === 'generated') {
      if (r.sourcePairIds[0] === p.expected) score.answeredRight++;
      else score.answeredWrong++;
    }
  });
  set.nearMisses.forEach((n, j) => {
    const r = results[set.paraphrases.length + j]!;
    const used = r.status === 'generated' ? r.sourcePairIds : [];
    if (used.some((id) => n.forbidden.includes(id))) {
      score.misses.push(`near-miss "${n.question}" answered from ${used.join(',')} at ${r.confidence}% (${n.why})`);
    } else score.rejected++;
  });
  return score;
}

/** Log the numbers and hold them to what was measured: top-1 floor, no wrong answers, every near-miss rejected. */
export function expectParaphraseScore(label: string, s: ParaphraseScore, minTop1: number): void {
  console.log(
    `${label}: top-1 ${s.top1}/${s.paraphrases}, answered right ${s.answeredRight}, wrong ${s.answeredWrong}; ` +
      `near-misses rejected ${s.rejected}/${s.nearMisses}`,
  );
  expect(s.top1).toBeGreaterThanOrEqual(minTop1);
  expect(s.answeredWrong).toBe(0);
  expect(s.rejected).toBe(s.nearMisses);
}
