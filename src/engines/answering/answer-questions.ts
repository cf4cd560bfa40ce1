/**
 * Answer a blank questionnaire's questions from the firm's knowledge index: rank, assess, then either compose
 * from the stored pairs (embedded default) or ask a generative model restricted to the top pairs, falling back
 * to the best stored answer (prefixed "[FALLBACK] ") when the model fails.
 */
import { asOf, DEFAULT_FRESHNESS_MONTHS, isoDay, staleNote, windowAsOf, type Freshness } from './as-of.js';
import { composeAnswer } from './compose.js';
import { mapLimit } from './concurrency.js';
import { assessCandidates, type Assessment } from './confidence.js';
import { judgeCoefficientsFor } from './judge-coefficients.js';
import type { JudgeCoefficients } from './judge.js';
import { embeddingText } from './embedder.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import { questionKind } from '../language/index.js';
import { fitToLimit, questionLimit, shortenedNote } from './limits.js';
import { questionKey } from './question-parts.js';
import { rankPairs, type RankedPair } from './ranker.js';
import type {
  AnswerGenerator,
  AnswerLimit,
  AnswerOutcome,
  AnswerResult,
  Embedder,
  QuestionInput,
  QuestionKind,
} from './types.js';

/** At or above this calibrated confidence (percent) an answer is given as answered. */
export const DEFAULT_MIN_CONFIDENCE = 80;
/** At or above this (and below the answered threshold) an answer is given as a draft for a reviewer to check. */
export const DEFAULT_DRAFT_CONFIDENCE = 50;
export const NO_ANSWER_NOTE = 'no suitable answer found in knowledge base';
export const FALLBACK_PREFIX = '[FALLBACK] ';
/** Why a question has no answer when the model, shown the best candidates, confirmed none of them. */
export const MODEL_REFUSED_NOTE =
  'no suitable answer found in knowledge base (the model found no stored answer that answers this question)';
/**
 * With a model configured, a question whose best candidate is at least this plausible (percent) goes to the
 * model with its candidates: the model is the judge, and it recognises rewordings the embedded judge doubts.
 */
export const MODEL_FLOOR = 5;
/** Candidates shown to the model and to the review UI. */
const TOP_CANDIDATES = 5;

export interface AnswerOptions {
  embedder?: Embedder;
  generator?: AnswerGenerator;
  /** Model calls in flight at once (default: the generator's own limit, else 4). */
  concurrency?: number;
  /** At or above this calibrated confidence (percent) the outcome is 'answered'. */
  minConfidence?: number;
  /** At or above this (below minConfidence) the outcome is 'draft'; below it 'none' (no answer). */
  draftConfidence?: number;
  onAnswer?: (result: AnswerResult) => void | Promise<void>;
  /** The judge's coefficients (default: the fitted ones; benches compare others). */
  judge?: JudgeCoefficients;
  /**
   * The firm's freshness window: an answer stating figures that age (AUM, headcount, clients, the last audit) and
   * older than this is a draft with "stated on …: confirm it is still true". Default: 12 months.
   */
  freshness?: Freshness;
}

export interface Thresholds {
  answered: number;
  draft: number;
}

/** The outcome of an answer at this calibrated confidence (percent). */
export function outcomeFor(confidence: number, t: Thresholds): AnswerOutcome {
  if (confidence >= t.answered) return 'answered';
  return confidence >= t.draft ? 'draft' : 'none';
}

interface Prepared {
  question: QuestionInput;
  kind: QuestionKind;
  ranked: RankedPair[];
  assessment: Assessment;
  limit: AnswerLimit | undefined;
}

export async function answerQuestions(
  questions: QuestionInput[],
  index: KnowledgeIndex,
  opts: AnswerOptions = {},
): Promise<AnswerResult[]> {
  const thresholds: Thresholds = {
    answered: opts.minConfidence ?? DEFAULT_MIN_CONFIDENCE,
    draft: Math.min(opts.draftConfidence ?? DEFAULT_DRAFT_CONFIDENCE, opts.minConfidence ?? DEFAULT_MIN_CONFIDENCE),
  };
  const vectors: (Float32Array | null)[] = questions.map(() => null);
  if (opts.embedder && index.pairs.length > 0) {
    await index.ensureEmbeddings(opts.embedder);
    // A question asked before in the same words (a new edition) is decided by the exact match: skip the model.
    const todo = questions.flatMap((q, i) => (index.byNormalized.has(questionKey(q.text)) ? [] : [i]));
    const embedded = await opts.embedder.embed(todo.map((i) => embeddingText(questions[i]!.text)));
    todo.forEach((qi, k) => (vectors[qi] = embedded[k] ?? null));
  }
  const coefficients = opts.judge ?? judgeCoefficientsFor(index.matrix && opts.embedder ? opts.embedder.dims : null);

  const prepared: Prepared[] = questions.map((question, i) => {
    const kind = question.kind ?? questionKind(question.text);
    const ranked = rankPairs(index, question.text, vectors[i] ?? null, TOP_CANDIDATES + 3);
    return {
      question,
      kind,
      ranked,
      assessment: assessCandidates(index, ranked, question.text, kind, coefficients, question.section),
      limit: questionLimit(question.text, question.limit),
    };
  });

  const limit = opts.concurrency ?? opts.generator?.concurrency ?? 4;
  const freshness = opts.freshness ?? { months: DEFAULT_FRESHNESS_MONTHS };
  return mapLimit(prepared, opts.generator ? limit : 1, async (p) => {
    const answered = opts.generator
      ? await generateOne(p, index, opts.generator, thresholds)
      : composeOne(p, index, thresholds);
    const result = withDates(withinLimit(answered, p), p.question.text, index, freshness);
    await opts.onAnswer?.(result);
    return result;
  });
}

function joinNotes(a: string | undefined, b: string): string {
  return a ? `${a}; ${b}` : b;
}

/** Keep a given answer within the question's limit, and say so when it had to be cut. */
function withinLimit(result: AnswerResult, p: Prepared): AnswerResult {
  if (!p.limit || result.answer === null) return result;
  const fitted = fitToLimit(result.answer, p.limit);
  if (!fitted.shortened) return { ...result, limit: p.limit };
  return {
    ...result,
    limit: p.limit,
    answer: fitted.text,
    shortened: true,
    note: joinNotes(result.note, shortenedNote(p.limit, fitted.cutWords)),
  };
}

/**
 * An answer stating figures that age carries the day they were stated; past the freshness window it is a draft. So is
 * an answer to a question over a window ending today ("in the last 12 months") once the window has moved on.
 */
function withDates(result: AnswerResult, question: string, index: KnowledgeIndex, freshness: Freshness): AnswerResult {
  const i = index.byId.get(result.sourcePairIds[0] ?? '');
  if (result.answer === null || i === undefined) return result;
  const pair = index.pairs[i]!;
  const stated = pair.statedOn ?? pair.createdAt;
  const facts = asOf(result.answer, stated, pair.confirmedOn, freshness);
  const window = windowAsOf(question, stated, pair.confirmedOn, freshness);
  const dated = facts && window ? { statedOn: facts.statedOn, stale: facts.stale || window.stale } : (facts ?? window);
  if (!dated) return result;
  if (!dated.stale) return { ...result, statedOn: isoDay(dated.statedOn) };
  return {
    ...result,
    statedOn: isoDay(dated.statedOn),
    stale: true,
    outcome: result.outcome === 'answered' ? 'draft' : result.outcome,
    note: joinNotes(result.note, staleNote(dated.statedOn)),
  };
}

function baseResult(p: Prepared, index: KnowledgeIndex): AnswerResult {
  return {
    index: p.question.index,
    status: 'failed',
    outcome: 'none',
    answer: null,
    confidence: p.assessment.confidence,
    sourcePairIds: [],
    candidates: p.ranked.slice(0, TOP_CANDIDATES).map((r) => ({
      pairId: index.pairs[r.pair]!.id,
      score: Math.round(r.score * 1000) / 1000,
    })),
    tokensUsed: 0,
    fallback: false,
  };
}

function composeOne(p: Prepared, index: KnowledgeIndex, thresholds: Thresholds): AnswerResult {
  const result = baseResult(p, index);
  const chosen = p.assessment.chosen;
  const outcome = chosen ? outcomeFor(p.assessment.confidence, thresholds) : 'none';
  if (!chosen || outcome === 'none') return { ...result, note: NO_ANSWER_NOTE };
  const composed = composeAnswer(index, p.ranked, chosen, p.kind);
  return {
    ...result,
    status: 'generated',
    outcome,
    answer: composed.answer,
    sourcePairIds: composed.sourcePairIds,
    ...(p.assessment.note ? { note: p.assessment.note } : {}),
  };
}

async function generateOne(
  p: Prepared,
  index: KnowledgeIndex,
  generator: AnswerGenerator,
  thresholds: Thresholds,
): Promise<AnswerResult> {
  const result = baseResult(p, index);
  const chosen = p.assessment.chosen;
  // With a model, the model is the judge: every question with a plausible candidate goes to it, even below the
  // draft threshold (it can recognise a rewording the embedded judge cannot), and it answers only from the
  // pairs it confirms answer the question.
  const floor = Math.min(thresholds.draft, MODEL_FLOOR);
  if (!chosen || p.assessment.confidence < floor) return { ...result, note: NO_ANSWER_NOTE };
  const judgeOutcome = outcomeFor(p.assessment.confidence, thresholds);
  // Most probable first (the chosen pair, newest of a conflicting set, leads), then the rest of the ranking.
  const order = [chosen, ...p.assessment.judged.map((j) => j.ranked), ...p.ranked];
  const shown = order.filter((r, i) => order.indexOf(r) === i).slice(0, TOP_CANDIDATES);
  try {
    const generated = await generator.generate({
      question: p.question.text,
      kind: p.kind,
      ...(p.question.options ? { options: p.question.options } : {}),
      ...(p.question.section ? { section: p.question.section } : {}),
      ...(p.limit ? { limit: p.limit } : {}),
      pairs: shown.map((r) => {
        const pair = index.pairs[r.pair]!;
        return {
          id: pair.id,
          question: pair.question,
          answer: pair.answer,
          ...(pair.context ? { context: pair.context } : {}),
          createdAt: pair.createdAt,
          score: r.score,
        };
      }),
    });
    const known = new Set(shown.map((r) => index.pairs[r.pair]!.id));
    const used = generated.usedPairIds.filter((id) => known.has(id));
    // No answer, or an answer that names no pair it comes from: the model confirmed nothing.
    if (generated.answer === null || generated.answer.trim() === '' || used.length === 0) {
      return { ...result, tokensUsed: generated.tokensUsed, refusedByModel: true, note: MODEL_REFUSED_NOTE };
    }
    return {
      ...result,
      status: 'generated',
      // Confirmed by the model: at least a draft; an answer only when the judge is sure as well.
      outcome: judgeOutcome === 'none' ? 'draft' : judgeOutcome,
      answer: generated.answer.trim(),
      sourcePairIds: used,
      tokensUsed: generated.tokensUsed,
      ...(p.assessment.note ? { note: p.assessment.note } : {}),
    };
  } catch (err) {
    // The model could not be reached: the embedded judge decides alone.
    if (judgeOutcome === 'none') return { ...result, note: NO_ANSWER_NOTE };
    const composed = composeAnswer(index, p.ranked, chosen, p.kind);
    const reason = err instanceof Error ? err.message : String(err);
    return {
      ...result,
      status: 'generated',
      outcome: judgeOutcome,
      answer: FALLBACK_PREFIX + composed.answer,
      sourcePairIds: composed.sourcePairIds,
      fallback: true,
      note: `model failed (${reason.slice(0, 200)}); used the best stored answer`,
    };
  }
}

/** How many times each pair was used by these results (the server adds these to its usage counts). */
export function countPairUsage(results: readonly Pick<AnswerResult, 'sourcePairIds'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of results) for (const id of r.sourcePairIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
