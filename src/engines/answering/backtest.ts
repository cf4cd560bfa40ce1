/**
 * "How well do I know you?": answer each of the firm's completed documents from the rest of its knowledge (that
 * document's pairs left out) and compare with what the firm actually wrote. Per document and per section: questions,
 * answered / draft / none, answers that agree (same yes/no when the firm's answer has one, else token F1 >= 0.5), the
 * worst disagreements, and the share right per confidence band (the firm's own calibration check). Plain function.
 */
import {
  answerPolarity,
  answerQuestions,
  buildKnowledgeIndex,
  tokenF1,
  type AnswerOptions,
  type AnswerResult,
  type KnowledgePair,
} from './index.js';

/** Text answers agree when their token F1 reaches this. */
export const AGREEMENT_F1 = 0.5;
/** Confidence bands (percent, lower bound inclusive) of the calibration table. */
export const CONFIDENCE_BANDS = [0, 60, 70, 80, 90] as const;
/** Disagreements listed per document, most confident first. */
const WORST_LISTED = 5;

/** A stored pair with the document it was learned from (null: learned from a review edit) and its section. */
export interface BacktestPair extends KnowledgePair {
  documentId: string | null;
  section?: string | null;
}

export interface BacktestDocument {
  id: string;
  name: string;
}

export interface BacktestTally {
  questions: number;
  answered: number;
  draft: number;
  none: number;
  /** Answers given (answered or draft) that agree with the firm's own answer. */
  agree: number;
  /** Of the firm's yes/no answers that I answered: how many, and how many with the same yes/no. */
  yesNo: number;
  yesNoAgree: number;
}

export interface BacktestDisagreement {
  question: string;
  section: string | null;
  firmAnswer: string;
  myAnswer: string;
  outcome: 'answered' | 'draft';
  confidence: number;
  /** Token F1 of my answer against the firm's. */
  overlap: number;
}

export interface BacktestBand {
  /** Lower bound (inclusive) and upper bound (exclusive; 101 for the last band) in percent. */
  from: number;
  to: number;
  answers: number;
  right: number;
}

export interface BacktestDocumentResult {
  documentId: string;
  name: string;
  totals: BacktestTally;
  sections: (BacktestTally & { title: string | null })[];
  disagreements: BacktestDisagreement[];
  bands: BacktestBand[];
}

export interface BacktestSummary {
  documents: number;
  totals: BacktestTally;
  bands: BacktestBand[];
}

export type BacktestOptions = Pick<AnswerOptions, 'embedder' | 'minConfidence' | 'draftConfidence' | 'judge'>;

/**
 * Answers one document's questions from every other pair. Pairs should come with their embeddings (the index is
 * rebuilt per document; an embedder embeds only what is missing, once).
 */
export async function backtestDocument(
  document: BacktestDocument,
  pairs: readonly BacktestPair[],
  opts: BacktestOptions = {},
): Promise<BacktestDocumentResult> {
  const own = pairs.filter((p) => p.documentId === document.id);
  const rest = pairs.filter((p) => p.documentId !== document.id);
  const results =
    own.length === 0
      ? []
      : await answerQuestions(
          own.map((p, i) => ({ index: i, text: p.question, section: p.section ?? undefined })),
          buildKnowledgeIndex(rest),
          opts,
        );
  const graded = results.map((r) => grade(own[r.index]!, r));

  const totals = emptyTally();
  const sections = new Map<string | null, BacktestTally>();
  for (const g of graded) {
    const title = g.pair.section ?? null;
    if (!sections.has(title)) sections.set(title, emptyTally());
    add(totals, g);
    add(sections.get(title)!, g);
  }
  const disagreements = graded
    .filter((g) => g.given && !g.agree)
    .sort((a, b) => b.result.confidence - a.result.confidence || a.overlap - b.overlap)
    .slice(0, WORST_LISTED)
    .map((g) => ({
      question: g.pair.question,
      section: g.pair.section ?? null,
      firmAnswer: g.pair.answer,
      myAnswer: g.result.answer ?? '',
      outcome: g.result.outcome as 'answered' | 'draft',
      confidence: g.result.confidence,
      overlap: round(g.overlap),
    }));
  return {
    documentId: document.id,
    name: document.name,
    totals,
    sections: [...sections].map(([title, tally]) => ({ title, ...tally })),
    disagreements,
    bands: bandsOf(graded),
  };
}

/** The firm-wide figures of a set of document results. */
export function summarizeBacktest(documents: readonly BacktestDocumentResult[]): BacktestSummary {
  const totals = emptyTally();
  for (const d of documents) for (const k of TALLY_KEYS) totals[k] += d.totals[k];
  const bands = CONFIDENCE_BANDS.map((from, i) => ({ from, to: CONFIDENCE_BANDS[i + 1] ?? 101, answers: 0, right: 0 }));
  for (const d of documents)
    for (const b of d.bands) {
      const band = bands.find((x) => x.from === b.from)!;
      band.answers += b.answers;
      band.right += b.right;
    }
  return { documents: documents.length, totals, bands };
}

interface Graded {
  pair: BacktestPair;
  result: AnswerResult;
  given: boolean;
  agree: boolean;
  overlap: number;
  /** null when the firm's answer has no yes/no. */
  yesNoAgree: boolean | null;
}

function grade(pair: BacktestPair, result: AnswerResult): Graded {
  const given = result.outcome !== 'none' && result.answer !== null;
  const mine = result.answer ?? '';
  const overlap = given ? tokenF1(mine, pair.answer) : 0;
  const truth = answerPolarity(pair.answer);
  const yesNoAgree = given && truth ? answerPolarity(mine) === truth : null;
  return { pair, result, given, agree: given && (yesNoAgree ?? overlap >= AGREEMENT_F1), overlap, yesNoAgree };
}

const TALLY_KEYS = ['questions', 'answered', 'draft', 'none', 'agree', 'yesNo', 'yesNoAgree'] as const;

function emptyTally(): BacktestTally {
  return { questions: 0, answered: 0, draft: 0, none: 0, agree: 0, yesNo: 0, yesNoAgree: 0 };
}

function add(t: BacktestTally, g: Graded): void {
  t.questions += 1;
  t[g.result.outcome] += 1;
  if (g.agree) t.agree += 1;
  if (g.yesNoAgree !== null) {
    t.yesNo += 1;
    if (g.yesNoAgree) t.yesNoAgree += 1;
  }
}

function bandsOf(graded: Graded[]): BacktestBand[] {
  return CONFIDENCE_BANDS.map((from, i) => {
    const to = CONFIDENCE_BANDS[i + 1] ?? 101;
    const inBand = graded.filter((g) => g.given && g.result.confidence >= from && g.result.confidence < to);
    return { from, to, answers: inBand.length, right: inBand.filter((g) => g.agree).length };
  });
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
