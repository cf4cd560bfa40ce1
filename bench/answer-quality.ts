/**
 * Answer quality on real questionnaires (../shared/corpus): build the firm's knowledge base from completed
 * questionnaires, fill blank ones whose true answers are known, and print coverage, yes/no polarity accuracy
 * and mean token F1.
 *
 *   node --import tsx bench/answer-quality.ts [--lexical] [--fit] [--min-confidence 70] [--show-errors]
 *                                             [--via-documents [--layout table|numbered|form]]
 *
 * Honesty: weights, thresholds and calibration are tuned on the TUNE cases only (K-12CVAT and CAIQ as the
 * blank); the REPORT cases (HECVAT 3.04 as the blank) are only measured. --fit refits the calibration on the
 * tune cases and prints the coefficients to paste into confidence.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  answerPolarity,
  answerQuestions,
  buildKnowledgeIndex,
  createEmbedder,
  DEFAULT_MIN_CONFIDENCE,
  tokenF1,
  type AnswerResult,
  type Embedder,
  type KnowledgePair,
  type QuestionInput,
} from '../src/engines/answering/index.js';
import { assessCandidates, HYBRID_CALIBRATION, LEXICAL_CALIBRATION } from '../src/engines/answering/confidence.js';
import { embeddingText } from '../src/engines/answering/embedder.js';
import type { KnowledgeIndex } from '../src/engines/answering/knowledge-index.js';
import { questionKind } from '../src/engines/answering/normalize.js';
import { rankPairs } from '../src/engines/answering/ranker.js';
import { blankQuestionsViaDocuments, loadViaDocuments } from './answer-quality-documents.js';
import { fitCalibration, type FitRow } from './answer-quality-fit.js';

export const CORPUS = process.env.CORPUS_DIR ?? '/work/shared/corpus';
const RENDERED = path.join(CORPUS, 'rendered');

/** When each completed questionnaire was answered (from the corpus README). */
export const ANSWERED_ON: Record<string, string> = {
  'canvas-hecvat-full-3.03-2022': '2022-12-01',
  'canvas-hecvat-full-3.04-2024': '2024-07-01',
  'instructure-caiq-4.0.2-2022': '2022-12-01',
  'canvas-k12cvat-lite-4.1-2024': '2024-04-01',
  'ethicalcapital-pri-ddq': '2024-01-01',
};

export interface TruthQuestion {
  index: number;
  id: string;
  section: string;
  question: string;
  answer: string;
  expected: string;
}

interface Case {
  name: string;
  role: 'tune' | 'report';
  learn: string[];
  fill: string;
}

const CASES: Case[] = [
  { name: 'T1 HECVAT 3.03 + CAIQ -> K-12CVAT', role: 'tune', learn: ['canvas-hecvat-full-3.03-2022', 'instructure-caiq-4.0.2-2022'], fill: 'canvas-k12cvat-lite-4.1-2024' },
  { name: 'T2 HECVAT 3.03 + K-12CVAT -> CAIQ', role: 'tune', learn: ['canvas-hecvat-full-3.03-2022', 'canvas-k12cvat-lite-4.1-2024'], fill: 'instructure-caiq-4.0.2-2022' },
  { name: '(a) HECVAT 3.03 -> HECVAT 3.04 (new edition)', role: 'report', learn: ['canvas-hecvat-full-3.03-2022'], fill: 'canvas-hecvat-full-3.04-2024' },
  { name: '(b) CAIQ + K-12CVAT -> HECVAT 3.04 (other questionnaires)', role: 'report', learn: ['instructure-caiq-4.0.2-2022', 'canvas-k12cvat-lite-4.1-2024'], fill: 'canvas-hecvat-full-3.04-2024' },
];

export async function loadTruth(name: string): Promise<TruthQuestion[]> {
  const raw = JSON.parse(await readFile(path.join(RENDERED, `${name}.truth.json`), 'utf8')) as { questions: TruthQuestion[] };
  return raw.questions;
}

async function pairsFromTruth(name: string): Promise<KnowledgePair[]> {
  return (await loadTruth(name))
    .filter((q) => q.expected.trim() !== '')
    .map((q) => ({
      id: `${name}#${q.id}`,
      question: q.question,
      answer: q.expected,
      context: q.section,
      createdAt: new Date(ANSWERED_ON[name] ?? '2020-01-01'),
      sourceName: name,
    }));
}

interface Metrics {
  questions: number;
  answered: number;
  yesNo: number;
  yesNoAnswered: number;
  yesNoCorrect: number;
  f1Answered: number;
  f1All: number;
  correctAnswered: number;
}

function isCorrect(result: AnswerResult, truth: TruthQuestion): boolean {
  const answer = result.answer ?? '';
  const tp = answerPolarity(truth.answer);
  if (tp) return answerPolarity(answer) === tp;
  return tokenF1(answer, truth.expected) >= 0.5;
}

function measure(results: AnswerResult[], truths: TruthQuestion[]): Metrics {
  const m: Metrics = { questions: 0, answered: 0, yesNo: 0, yesNoAnswered: 0, yesNoCorrect: 0, f1Answered: 0, f1All: 0, correctAnswered: 0 };
  results.forEach((r, i) => {
    const t = truths[i]!;
    m.questions++;
    const answered = r.status === 'generated';
    const f1 = answered ? tokenF1(r.answer ?? '', t.expected) : 0;
    m.f1All += f1;
    if (answered) {
      m.answered++;
      m.f1Answered += f1;
      if (isCorrect(r, t)) m.correctAnswered++;
    }
    const tp = answerPolarity(t.answer);
    if (tp) {
      m.yesNo++;
      if (answered) {
        m.yesNoAnswered++;
        if (answerPolarity(r.answer ?? '') === tp) m.yesNoCorrect++;
      }
    }
  });
  return m;
}

const pct = (a: number, b: number) => (b === 0 ? '  n/a' : `${((100 * a) / b).toFixed(1)}%`);

function printMetrics(c: Case, m: Metrics): void {
  console.log(`\n[${c.role}] ${c.name}`);
  console.log(`  questions ${m.questions}, answered ${m.answered} (${pct(m.answered, m.questions)} coverage)`);
  console.log(
    `  yes/no: ${m.yesNo} questions, answered ${m.yesNoAnswered}; polarity accuracy over answered ${pct(m.yesNoCorrect, m.yesNoAnswered)}` +
      ` (${m.yesNoCorrect}/${m.yesNoAnswered}), over all yes/no ${pct(m.yesNoCorrect, m.yesNo)} (${m.yesNoCorrect}/${m.yesNo})`,
  );
  console.log(
    `  mean token F1: over answered ${(m.f1Answered / Math.max(1, m.answered)).toFixed(3)}, over all ${(m.f1All / Math.max(1, m.questions)).toFixed(3)}` +
      `; answers judged right (polarity, or F1>=0.5): ${pct(m.correctAnswered, m.answered)}`,
  );
}

function printCalibration(rows: { confidence: number; correct: boolean }[]): void {
  const bins = [0, 30, 50, 70, 85, 95, 101];
  const parts: string[] = [];
  for (let b = 0; b < bins.length - 1; b++) {
    const inBin = rows.filter((r) => r.confidence >= bins[b]! && r.confidence < bins[b + 1]!);
    if (inBin.length === 0) continue;
    const mean = inBin.reduce((s, r) => s + r.confidence, 0) / inBin.length;
    const right = inBin.filter((r) => r.correct).length;
    parts.push(`${bins[b]}-${Math.min(100, bins[b + 1]!)}%: n=${inBin.length} said ${mean.toFixed(0)}% was ${pct(right, inBin.length)}`);
  }
  console.log(`  calibration (top candidate, all questions): ${parts.join(' | ')}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const lexicalOnly = args.includes('--lexical');
  const viaDocuments = args.includes('--via-documents');
  const layoutArg = args.indexOf('--layout');
  const layout = layoutArg >= 0 ? (args[layoutArg + 1] ?? 'table') : 'table';
  const mcArg = args.indexOf('--min-confidence');
  const minConfidence = mcArg >= 0 ? Number(args[mcArg + 1]) : DEFAULT_MIN_CONFIDENCE;
  const embedder: Embedder | undefined = lexicalOnly ? undefined : await createEmbedder();
  console.log(`answer quality: ${lexicalOnly ? 'lexical only' : 'hybrid (TF-IDF + USE-lite)'}, min confidence ${minConfidence}%` +
    `${viaDocuments ? ', knowledge read from the .docx files through the document engine' : ', knowledge from *.truth.json'}`);

  const fitRows: FitRow[] = [];
  const embeddingCache = new Map<string, Float32Array>();
  for (const c of CASES) {
    const learned = viaDocuments
      ? await loadViaDocuments(c.learn, ANSWERED_ON, layout)
      : (await Promise.all(c.learn.map(pairsFromTruth))).flat();
    for (const p of learned) {
      const cached = embeddingCache.get(p.id);
      if (cached) p.embedding = cached;
    }
    const index = buildKnowledgeIndex(learned);
    const truths = (await loadTruth(c.fill)).filter((q) => q.expected.trim() !== '');
    let questions: QuestionInput[] = truths.map((t) => ({ index: t.index, text: t.question, section: t.section }));
    if (viaDocuments) {
      const blank = await blankQuestionsViaDocuments(c.fill, truths, layout);
      console.log(`  read ${learned.length} pairs from completed .docx; ` + (blank
        ? `${blank.byTruthIndex.size}/${truths.length} questions of ${blank.file} aligned with the truth`
        : 'no blank render of this questionnaire: questions from its truth file'));
      if (blank) questions = truths.map((t) => blank.byTruthIndex.get(t.index) ?? { index: t.index, text: '' });
    }
    // minConfidence 0 first: every question gets its top candidate, for calibration; then apply the threshold.
    const answered = await answerQuestions(questions.filter((q) => q.text), index, { ...(embedder ? { embedder } : {}), minConfidence: 0 });
    const byIndex = new Map(answered.map((r) => [r.index, r]));
    const all = questions.map((q): AnswerResult => byIndex.get(q.index) ?? {
      index: q.index, status: 'failed', outcome: 'none', answer: null, confidence: 0, sourcePairIds: [], candidates: [], tokensUsed: 0, fallback: false,
    });
    for (const p of learned) if (p.embedding) embeddingCache.set(p.id, p.embedding);
    const results = all.map((r) => (r.confidence >= minConfidence ? r : { ...r, status: 'failed' as const, answer: null }));
    printMetrics(c, measure(results, truths));
    const rows = all.map((r, i) => ({ confidence: r.confidence, correct: isCorrect(r, truths[i]!) }));
    printCalibration(rows);
    // T2's blank (CAIQ) is 259 "Yes" out of 261: any match looks right there, so only T1 feeds the fit.
    if (c.role === 'tune' && c.name.startsWith('T1') && args.includes('--fit')) fitRows.push(...(await fitFeatures(index, questions, embedder, rows)));
    if (args.includes('--show-errors')) showErrors(results, truths, learned);
  }
  if (args.includes('--fit')) fitCalibration(fitRows);
}

/** Features of the chosen candidate per question, the same pipeline answerQuestions runs. */
async function fitFeatures(
  index: KnowledgeIndex,
  questions: QuestionInput[],
  embedder: Embedder | undefined,
  rows: { correct: boolean }[],
): Promise<FitRow[]> {
  const vectors = embedder ? await embedder.embed(questions.map((q) => embeddingText(q.text))) : [];
  const calibration = embedder ? HYBRID_CALIBRATION : LEXICAL_CALIBRATION;
  return questions.flatMap((q, i) => {
    const ranked = rankPairs(index, q.text, vectors[i] ?? null, 8);
    const a = assessCandidates(index, ranked, questionKind(q.text), calibration);
    return a.chosen ? [{ score: a.chosen.score, gap: a.gap, exact: a.chosen.exact, correct: rows[i]!.correct }] : [];
  });
}

function showErrors(results: AnswerResult[], truths: TruthQuestion[], pairs: KnowledgePair[]): void {
  const byId = new Map(pairs.map((p) => [p.id, p]));
  results.forEach((r, i) => {
    const t = truths[i]!;
    if (r.status !== 'generated' || isCorrect(r, t)) return;
    const src = byId.get(r.sourcePairIds[0] ?? '');
    console.log(`    WRONG ${t.id} (${r.confidence}%) "${t.question.slice(0, 90)}" truth=${t.answer.slice(0, 20)} got=${(r.answer ?? '').slice(0, 20)}`);
    console.log(`          from "${src?.question.slice(0, 100)}"`);
  });
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
