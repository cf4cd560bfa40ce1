/**
 * The answering step of a completion: the questions not answered yet, in document order, answered in one engine call;
 * the answers are saved BATCH_SIZE at a time, so an interrupted run resumes after the last saved batch.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  answerQuestions,
  MODEL_REFUSED_NOTE,
  NO_ANSWER_NOTE,
  type AnswerResult,
} from '../../../engines/answering/index';
import { loadFirmKnowledge, processGenerator } from '../knowledge/firm-knowledge';
import { firmEmbedder } from '../knowledge/text-embeddings';
import { saveCandidates } from '../review/item-candidates';
import { holdPastDueAnswers, pastDuePairIds } from '../knowledge/pair-review';
import type { LiveProgress } from './live-progress';
import { countOutcomes, type TAnswerOutcome } from '@contract/index';
import { firmFreshnessMonths } from '../firm-settings';
import { loadCompletionItems, questionInput } from './completion-items';

export const BATCH_SIZE = 25;

export async function answerPendingItems(
  ctx: AppContext,
  firmId: string,
  completionId: string,
  live: LiveProgress,
): Promise<void> {
  const items = await loadCompletionItems(ctx, firmId, completionId);
  const total = items.length;
  const pending = items.filter((i) => i.status === 'identified' || i.status === 'pending');
  const finished = items.filter((i) => i.status !== 'identified' && i.status !== 'pending');
  let done = finished.length;
  const sectionOrder = [...new Set(items.map((i) => i.sectionIndex ?? -1))];
  const sectionTotals = countBy(items, (i) => i.sectionIndex ?? -1);
  const sectionDone = countBy(finished, (i) => i.sectionIndex ?? -1);
  const usedPairs = new Set(items.flatMap((i) => i.sourcePairIds));
  let tokens = items.reduce((sum, i) => sum + i.tokensUsed, 0);
  let fallbacks = items.filter((i) => i.fallback).length;
  let refusals = items.filter((i) => i.note === MODEL_REFUSED_NOTE).length;
  const outcomes = countOutcomes(finished);
  const totalBatches = Math.ceil(pending.length / BATCH_SIZE);
  live.set(
    {
      totalBatches,
      batchSize: BATCH_SIZE,
      currentBatch: 0,
      tokensUsedTotal: tokens,
      fallbackAnswersCount: fallbacks,
      modelRefusalsCount: refusals,
      outcomeCounts: { ...outcomes },
    },
    // "Answered" means the answered outcome from start to end (it climbed with every question done, then dropped to
    // the answered ones when the DDQ finished); how far along it is, is processingProgress and the outcome counts.
    { answeredQuestions: outcomes.answered },
  );
  // The answers the firm already wrote get their candidates too, so the review screen never computes them.
  const kept = items.filter((i) => i.prefilled && i.candidates === null);
  if (pending.length === 0 && kept.length === 0) return;

  const embedder = await firmEmbedder(ctx, firmId);
  const index = await loadFirmKnowledge(ctx, firmId, embedder);
  if (kept.length > 0) await saveCandidates(ctx, firmId, kept, index, embedder);
  if (pending.length === 0) return;
  const generator = processGenerator(ctx.config);
  // Answers from pairs past their review date are drafts until the pair's owner confirms it.
  const pastDue = await pastDuePairIds(ctx, firmId);

  const answeringStarted = Date.now();
  let answeredThisRun = 0;
  let saved = 0;
  let unsaved: AnswerResult[] = [];
  // The questions go to the engine in one call, so it embeds them together (the model's threads stay busy instead of
  // waiting on a small last chunk per batch); answers are saved BATCH_SIZE at a time, each batch in one statement, so
  // an interrupted run resumes after the last saved batch (and finds the vectors it computed in the text cache).
  let saving = Promise.resolve();
  const save = (force: boolean) => {
    if (unsaved.length === 0 || (!force && unsaved.length < BATCH_SIZE)) return saving;
    const results = unsaved;
    unsaved = [];
    saving = saving.then(async () => {
      await saveAnswers(ctx, firmId, completionId, results);
      saved += results.length;
      live.set({ currentBatch: Math.min(totalBatches, Math.ceil(saved / BATCH_SIZE) + 1) });
      await live.flush(true);
    });
    return saving;
  };
  const first = pending[0]!;
  live.set({
    currentBatch: 1,
    currentQuestionText: first.question,
    currentSection: first.sectionTitle,
    currentSectionIndex: sectionOrder.indexOf(first.sectionIndex ?? -1) + 1,
  });
  await live.flush(true);
  const byIndex = new Map(pending.map((i) => [i.itemIndex, i]));
  await answerQuestions(
    pending.map((i) => ({ ...questionInput(i), ...(i.answerLimit ? { limit: i.answerLimit } : {}) })),
    index,
    {
      embedder,
      generator,
      minConfidence: ctx.config.answering.minConfidence,
      draftConfidence: ctx.config.answering.draftConfidence,
      freshness: { months: await firmFreshnessMonths(ctx, firmId) },
      onAnswer: async (answer) => {
        const r = holdPastDueAnswers(answer, pastDue);
        done += 1;
        answeredThisRun += 1;
        outcomes[r.outcome] += 1;
        tokens += r.tokensUsed;
        if (r.refusedByModel) refusals += 1;
        if (r.fallback) {
          fallbacks += 1;
          live.error(`The AI model did not answer question ${r.index + 1}; I used the best stored answer instead.`);
        }
        r.sourcePairIds.forEach((id) => usedPairs.add(id));
        const item = byIndex.get(r.index);
        const sectionKey = item?.sectionIndex ?? -1;
        sectionDone.set(sectionKey, (sectionDone.get(sectionKey) ?? 0) + 1);
        const nextItem = pending[pending.indexOf(item!) + 1];
        live.answered(Date.now() - answeringStarted, answeredThisRun, total - done);
        live.set(
          {
            currentQuestionText: nextItem?.question ?? item?.question ?? null,
            currentSection: nextItem?.sectionTitle ?? item?.sectionTitle ?? null,
            currentSectionIndex: sectionOrder.indexOf(nextItem?.sectionIndex ?? sectionKey) + 1,
            sectionsCompleted: [...sectionTotals].filter(([k, n]) => (sectionDone.get(k) ?? 0) >= n).length,
            lastAnswerGenerated: r.answer ?? `Answer generation failed - ${NO_ANSWER_NOTE}.`,
            lastAnswerOutcome: r.outcome,
            outcomeCounts: { ...outcomes },
            tokensUsedTotal: tokens,
            knowledgeChunksUsed: usedPairs.size,
            fallbackAnswersCount: fallbacks,
            modelRefusalsCount: refusals,
          },
          { answeredQuestions: outcomes.answered, processingProgress: 15 + Math.floor((70 * done) / total) },
        );
        unsaved.push(r);
        await save(false);
        await live.flush();
      },
    },
  );
  await save(true);
}

/** Saves a batch of answers in one statement (a JSON record set), only for questions not answered yet. */
async function saveAnswers(
  ctx: AppContext,
  firmId: string,
  completionId: string,
  results: AnswerResult[],
): Promise<void> {
  if (!results.length) return;
  const rows = results.map((r) => ({
    item_index: r.index,
    status: r.status,
    outcome: r.outcome satisfies TAnswerOutcome,
    answer: r.answer,
    confidence: r.confidence,
    tokens_used: r.tokensUsed,
    fallback: r.fallback,
    source_pair_ids: r.sourcePairIds,
    candidates: r.candidates,
    note: r.note ?? (r.status === 'failed' ? NO_ANSWER_NOTE : null),
  }));
  await ctx.db.execute(sql`
    update completion_items c
       set status = v.status, outcome = v.outcome, answer = v.answer, confidence = v.confidence, tokens_used = v.tokens_used,
           fallback = v.fallback, source_pair_ids = v.source_pair_ids, candidates = v.candidates, note = v.note, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           as v(item_index int, status text, outcome text, answer text, confidence real, tokens_used int, fallback boolean, source_pair_ids jsonb, candidates jsonb, note text)
     where c.completion_id = ${completionId} and c.firm_id = ${firmId} and c.item_index = v.item_index
       and c.status in ('identified', 'pending')`);
}

function countBy<T>(items: T[], key: (t: T) => number): Map<number, number> {
  const m = new Map<number, number>();
  for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
  return m;
}
