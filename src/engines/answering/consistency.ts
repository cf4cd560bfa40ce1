/**
 * Consistency check of one completed DDQ before it goes out: answers that contradict each other (the same question
 * answered Yes in one place and No in another; two different figures for one quantity such as AUM) or the firm's
 * newest knowledge. Plain function: answers and pairs in, conflicts out. Answers that merely share a topic are not
 * compared: a yes/no pair must answer the same (or a near-identical) question, a figure must measure the same quantity.
 */
import { tokenF1 } from './answer-similarity.js';
import { answerPolarity } from '../language/index.js';
import { normalizeQuestion } from './normalize.js';
import type { KnowledgePair } from './types.js';

export interface ConsistencyItem {
  index: number;
  question: string;
  answer: string | null;
  section?: string | null;
  /** The stored pairs the answer came from (a pair is not in conflict with the answer taken from it). */
  sourcePairIds?: readonly string[];
}

export type ConflictKind = 'yes_no' | 'figure';

export interface Conflict {
  /** The item flagged. */
  index: number;
  kind: ConflictKind;
  /** The other side: another item of the same DDQ, or the firm's newest stored pair. */
  with: { type: 'item'; index: number } | { type: 'knowledge'; pairId: string; createdAt: Date };
  /** What is compared, e.g. 'yes or no' or 'assets under management'. */
  subject: string;
  /** This item's value and the other side's, as written ('Yes', '$4.2bn'). */
  mine: string;
  theirs: string;
}

/** Near-identical questions: their normalised forms share this token F1 (the rest are different questions). */
const SAME_QUESTION_F1 = 0.85;
/** Two figures of one quantity differ when they are more than this far apart (relative). */
const FIGURE_TOLERANCE = 0.01;

type Pair = Pick<KnowledgePair, 'id' | 'question' | 'answer' | 'createdAt'>;

interface Quantity {
  key: string;
  label: string;
  /** The question asks for this quantity. */
  asked: RegExp;
  /** A sentence of an answer states it (with the figure in the same sentence). */
  stated: RegExp;
  figure: (text: string) => Figure | null;
}

interface Figure {
  value: number;
  written: string;
}

const SCOPED =
  /\b(?:strateg(?:y|ies)|funds?|products?|composites?|vehicles?|mandates?|portfolios?|team|desk|office)\b/i;
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  tn: 1e12,
  trillion: 1e12,
};
const CURRENCY = String.raw`(?:US\$|\$|USD|EUR|€|GBP|£|CHF|JPY|¥)`;
const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const SCALE = String.raw`(thousand|million|billion|trillion|mn|mm|bn|tn|[kmb])\b`;
const MONEY = new RegExp(String.raw`${CURRENCY}\s?${NUMBER}\s?(?:${SCALE})?|${NUMBER}\s?${SCALE}`, 'i');
const COUNT = /\b(\d[\d,]*)\b(?!\s*(?:%|percent|years?|months?|days?))/;

function money(text: string): Figure | null {
  const m = text.match(MONEY);
  if (!m) return null;
  const digits = m[1] ?? m[3];
  const scale = (m[2] ?? m[4] ?? '').toLowerCase();
  if (!digits) return null;
  return { value: Number(digits.replace(/,/g, '')) * (MULTIPLIERS[scale] ?? 1), written: m[0].trim() };
}

/** The number stated with the quantity's noun ("95 employees"), else the first number that is not a year. */
function count(stated: RegExp): (text: string) => Figure | null {
  return (text) => {
    const m = text.match(stated)?.[0].match(/\d[\d,]*/);
    return m ? { value: Number(m[0].replace(/,/g, '')), written: m[0] } : firstCount(text);
  };
}

function firstCount(text: string): Figure | null {
  for (const m of text.matchAll(new RegExp(COUNT, 'g'))) {
    const value = Number(m[1]!.replace(/,/g, ''));
    if (value >= 1900 && value <= 2100 && !m[1]!.includes(',')) continue; // a year, not a count
    return { value, written: m[1]! };
  }
  return null;
}

const HEADCOUNT = /\b\d[\d,]*\s+(?:full[- ]time\s+)?(?:employees|staff members)\b/i;
const CLIENTS = /\b\d[\d,]*\s+(?:clients|investors)\b/i;

const QUANTITIES: Quantity[] = [
  {
    key: 'aum',
    label: 'assets under management',
    asked: /\b(?:assets under management|aum)\b/i,
    stated: /\b(?:assets under management|aum)\b/i,
    figure: money,
  },
  {
    key: 'headcount',
    label: 'number of employees',
    asked: /\b(?:headcount|(?:number|total) of (?:employees|staff|personnel)|how many (?:employees|staff|people))\b/i,
    stated: HEADCOUNT,
    figure: count(HEADCOUNT),
  },
  {
    key: 'clients',
    label: 'number of clients',
    asked: /\b(?:(?:number|total) of (?:clients|investors)|how many (?:clients|investors))\b/i,
    stated: CLIENTS,
    figure: count(CLIENTS),
  },
];

interface Prepared {
  item: ConsistencyItem;
  normalized: string;
  negated: boolean;
  polarity: 'yes' | 'no' | null;
  figures: { quantity: Quantity; scope: string; figure: Figure }[];
}

/** The conflicts of each item (an item-to-item conflict is reported on both items), in item order. */
export function findConflicts(items: readonly ConsistencyItem[], knowledge: readonly Pair[] = []): Conflict[] {
  const prepared = items
    .filter((i) => i.answer?.trim())
    .map((item) => prepare(item.index, item.question, item.answer!, item));
  const conflicts: Conflict[] = [];
  for (let a = 0; a < prepared.length; a++) {
    for (let b = a + 1; b < prepared.length; b++) {
      for (const c of compare(prepared[a]!, prepared[b]!)) {
        conflicts.push({
          index: c.a.item.index,
          kind: c.kind,
          with: { type: 'item', index: c.b.item.index },
          subject: c.subject,
          mine: c.mine,
          theirs: c.theirs,
        });
        conflicts.push({
          index: c.b.item.index,
          kind: c.kind,
          with: { type: 'item', index: c.a.item.index },
          subject: c.subject,
          mine: c.theirs,
          theirs: c.mine,
        });
      }
    }
  }
  conflicts.push(...againstKnowledge(prepared, knowledge));
  return conflicts.sort((x, y) => x.index - y.index);
}

function prepare(index: number, question: string, answer: string, item: ConsistencyItem): Prepared {
  const figures: Prepared['figures'] = [];
  for (const quantity of QUANTITIES) {
    const sentence = quantity.asked.test(question)
      ? answer
      : answer.split(/(?<=[.;])\s+/).find((s) => quantity.stated.test(s));
    const figure = sentence ? quantity.figure(sentence) : null;
    if (figure) figures.push({ quantity, scope: SCOPED.test(question) ? 'scoped' : 'firm', figure });
  }
  const normalized = normalizeQuestion(question);
  return { item, normalized, negated: /\bnot\b|n't\b/.test(normalized), polarity: answerPolarity(answer), figures };
}

function sameQuestion(a: Prepared, b: Prepared): boolean {
  if (a.normalized === b.normalized) return !differentSections(a, b) || a.normalized.split(' ').length >= 4;
  if (a.negated !== b.negated) return false;
  return tokenF1(a.normalized, b.normalized) >= SAME_QUESTION_F1 && !differentSections(a, b);
}

/** A short question ("Is it audited?") under two different headings asks about two different things. */
function differentSections(a: Prepared, b: Prepared): boolean {
  return Boolean(a.item.section && b.item.section && a.item.section !== b.item.section);
}

interface Found {
  a: Prepared;
  b: Prepared;
  kind: ConflictKind;
  subject: string;
  mine: string;
  theirs: string;
}

function compare(a: Prepared, b: Prepared): Found[] {
  const found: Found[] = [];
  const same =
    (a.polarity && b.polarity && a.polarity !== b.polarity) || (a.figures.length && b.figures.length)
      ? sameQuestion(a, b)
      : false;
  if (a.polarity && b.polarity && a.polarity !== b.polarity && same) {
    found.push({ a, b, kind: 'yes_no', subject: 'yes or no', mine: yesNo(a.polarity), theirs: yesNo(b.polarity) });
  }
  for (const fa of a.figures) {
    const fb = b.figures.find((f) => f.quantity.key === fa.quantity.key && f.scope === fa.scope);
    if (!fb || !differ(fa.figure.value, fb.figure.value)) continue;
    // Figures of a fund or strategy are compared only between near-identical questions (two funds differ).
    if (fa.scope === 'scoped' && !same) continue;
    found.push({
      a,
      b,
      kind: 'figure',
      subject: fa.quantity.label,
      mine: fa.figure.written,
      theirs: fb.figure.written,
    });
  }
  return found;
}

function againstKnowledge(prepared: Prepared[], knowledge: readonly Pair[]): Conflict[] {
  if (knowledge.length === 0) return [];
  const newestByQuestion = new Map<string, Pair>();
  const newestFigure = new Map<string, { pair: Pair; figure: Figure }>();
  for (const pair of knowledge) {
    const key = normalizeQuestion(pair.question);
    const known = newestByQuestion.get(key);
    if (!known || known.createdAt < pair.createdAt) newestByQuestion.set(key, pair);
    const p = prepare(-1, pair.question, pair.answer, { index: -1, question: pair.question, answer: pair.answer });
    for (const f of p.figures.filter((x) => x.scope === 'firm')) {
      const current = newestFigure.get(f.quantity.key);
      if (!current || current.pair.createdAt < pair.createdAt)
        newestFigure.set(f.quantity.key, { pair, figure: f.figure });
    }
  }
  const conflicts: Conflict[] = [];
  for (const p of prepared) {
    const from = new Set(p.item.sourcePairIds ?? []);
    const pair = newestByQuestion.get(p.normalized);
    const pairPolarity = pair ? answerPolarity(pair.answer) : null;
    if (pair && !from.has(pair.id) && p.polarity && pairPolarity && pairPolarity !== p.polarity) {
      conflicts.push({
        index: p.item.index,
        kind: 'yes_no',
        with: { type: 'knowledge', pairId: pair.id, createdAt: pair.createdAt },
        subject: 'yes or no',
        mine: yesNo(p.polarity),
        theirs: yesNo(pairPolarity),
      });
    }
    for (const f of p.figures.filter((x) => x.scope === 'firm')) {
      const newest = newestFigure.get(f.quantity.key);
      if (!newest || from.has(newest.pair.id) || !differ(f.figure.value, newest.figure.value)) continue;
      conflicts.push({
        index: p.item.index,
        kind: 'figure',
        with: { type: 'knowledge', pairId: newest.pair.id, createdAt: newest.pair.createdAt },
        subject: f.quantity.label,
        mine: f.figure.written,
        theirs: newest.figure.written,
      });
    }
  }
  return conflicts;
}

function differ(a: number, b: number): boolean {
  return Math.abs(a - b) > FIGURE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

function yesNo(p: 'yes' | 'no'): string {
  return p === 'yes' ? 'Yes' : 'No';
}
