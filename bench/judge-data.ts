/**
 * Labelled question sets for fitting and reporting the answer judge (bench/judge-fit.ts, bench/answer-quality.ts).
 *
 * Fit sets: the repository's own paraphrase set (tests/fixtures/answering/paraphrases.json), the
 * odd-numbered items of the hard matching set and the fresh sets marked 'fit' in FRESH_SETS (bench/data).
 * Report sets (never fitted on): the even-numbered hard items, the held-out fresh sets, the corpus cases.
 */
import { readFile } from 'node:fs/promises';
import { answerPolarity, tokenF1, type KnowledgePair, type QuestionInput } from '../src/engines/answering/index.js';
import { FRESH_SETS, hardKnowledge, loadFreshSet, loadHardSet, type HardSet } from './answer-quality-hard.js';

export interface LabelledSet {
  name: string;
  pairs: KnowledgePair[];
  questions: QuestionInput[];
  /** Is this stored pair's answer a right answer to question i? */
  right: (questionIndex: number, pair: KnowledgePair) => boolean;
  /** Candidates left out for question i (the question's own pair, in a leave-one-out set). */
  exclude?: (questionIndex: number, pair: KnowledgePair) => boolean;
}

/**
 * Leave-one-out near-misses from one real questionnaire: each question is asked of the questionnaire's other
 * pairs, none of which answers it (a questionnaire does not ask one thing twice), so every candidate is a
 * real-world near-miss: "Do you have a DR plan?" for "Are any DR locations outside the region?".
 */
export function leaveOneOutSet(name: string, pairs: KnowledgePair[]): LabelledSet {
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return {
    name,
    pairs,
    questions: pairs.map((p, i) => ({ index: i, text: p.question })),
    right: () => false,
    exclude: (i, p) =>
      p.id === pairs[i]!.id || norm(p.question) === norm(pairs[i]!.question) || /\bsee\b/i.test(p.answer),
  };
}

export async function repoParaphraseSet(): Promise<LabelledSet> {
  const raw = JSON.parse(
    await readFile(new URL('../tests/fixtures/answering/paraphrases.json', import.meta.url), 'utf8'),
  ) as {
    knowledge: { id: string; question: string; answer: string }[];
    paraphrases: { question: string; expected: string }[];
    nearMisses: { question: string }[];
  };
  const pairs = raw.knowledge.map((k) => ({ ...k, createdAt: new Date('2024-01-01') }));
  const expected = [...raw.paraphrases.map((p) => p.expected), ...raw.nearMisses.map(() => null)];
  const questions = [...raw.paraphrases, ...raw.nearMisses].map((q, i) => ({ index: i, text: q.question }));
  return { name: 'repo paraphrases', pairs, questions, right: (i, p) => expected[i] === p.id };
}

export async function hardSet(corpus: string, parity: 'odd' | 'even'): Promise<LabelledSet> {
  return matchingSet(`hard set (${parity})`, await loadHardSet(corpus), parity);
}

/** A fresh matching set (bench/data), whole. */
export async function freshSet(name: string, file: string): Promise<LabelledSet> {
  return matchingSet(name, await loadFreshSet(file), 'all');
}

/** The fresh sets (bench/data) by their role: fitted on, or held out and only reported. */
export async function freshSetsByRole(): Promise<{ fit: LabelledSet[]; report: LabelledSet[] }> {
  const sets = await Promise.all(FRESH_SETS.map(async (f) => ({ role: f.role, set: await freshSet(f.name, f.file) })));
  return {
    fit: sets.filter((f) => f.role === 'fit').map((f) => f.set),
    report: sets.filter((f) => f.role === 'report').map((f) => f.set),
  };
}

/** What the judge and the sameness model are fitted on by default: both must see the same sets. */
export async function defaultFitSets(corpus: string): Promise<LabelledSet[]> {
  return [await repoParaphraseSet(), await hardSet(corpus, 'odd'), ...(await freshSetsByRole()).fit];
}

function matchingSet(name: string, set: HardSet, parity: 'odd' | 'even' | 'all'): LabelledSet {
  const keep = (n: number) => parity === 'all' || (parity === 'odd' ? n % 2 === 1 : n % 2 === 0);
  const items = [
    ...set.paraphrases.map((p, i) => ({ text: p.question, expected: p.expected as string | null, n: i + 1 })),
    ...set.nearMisses.map((m, i) => ({ text: m.question, expected: null, n: i + 1 })),
  ].filter((x) => keep(x.n));
  return {
    name,
    pairs: hardKnowledge(set),
    questions: items.map((x, i) => ({ index: i, text: x.text })),
    right: (i, p) => items[i]!.expected === p.id,
  };
}

export interface CorpusTruth {
  index: number;
  question: string;
  answer: string;
  expected: string;
  /** The section the question stands under (the engine weighs it, as it does in a completion). */
  section?: string;
}

/** A corpus case: right = the firm's yes/no, or token F1 >= 0.5 with the firm's answer for narrative questions. */
export function corpusSet(name: string, pairs: KnowledgePair[], truths: CorpusTruth[]): LabelledSet {
  return {
    name,
    pairs,
    questions: truths.map((t, i) => ({ index: i, text: t.question, ...(t.section ? { section: t.section } : {}) })),
    right: (i, p) => answerIsRight(p.answer, truths[i]!),
  };
}

export function answerIsRight(answer: string, truth: { answer: string; expected: string }): boolean {
  const tp = answerPolarity(truth.answer);
  if (tp) return answerPolarity(answer) === tp;
  return tokenF1(answer, truth.expected) >= 0.5;
}
