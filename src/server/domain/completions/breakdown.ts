/** The detailed breakdown of a completion (docs/product-spec.md §3, plus each answer's outcome) and its results message. */
import { and, count, eq } from 'drizzle-orm';
import { countOutcomes, type TDetailedBreakdown, type TResults } from '@contract/index';
import type { AppContext } from '../../context';
import { completionItems } from '../../db/schema';
import { MODEL_REFUSED_NOTE } from '../../../engines/answering/index';
import { getCompletionRow } from './completions';
import { liveProgress } from '../dto';
import { getFirmSettings } from '../firm-settings';
import { resultsMessage } from './results-message';
import { countConflictingAnswers } from '../review/answer-conflicts';
import { loadCompletionItems, ofCompletion } from './completion-items';

export async function completionBreakdown(ctx: AppContext, firmId: string, id: string): Promise<TDetailedBreakdown> {
  const row = await getCompletionRow(ctx, firmId, id);
  const items = await loadCompletionItems(ctx, firmId, id);
  const live = liveProgress(row.live);
  const answered = items.filter((i) => i.status === 'generated' || i.status === 'injected');
  const failed = items.filter((i) => i.status === 'failed');
  const done = items.filter((i) => i.status !== 'identified' && i.status !== 'pending');
  const total = row.totalQuestions ?? items.length;
  const tokensUsed = items.reduce((s, i) => s + i.tokensUsed, 0);
  const pct = (c: number | null) => Math.round(c ?? 0);
  return {
    completion: { originalName: row.originalName },
    processingStats: {
      totalQuestions: total,
      errorCount: live.errorCount ?? 0,
      progress: row.processingProgress,
      processingPhase: live.processingPhase,
      tokensUsed: live.tokensUsedTotal ?? tokensUsed,
      averageAnswerTime: live.averageAnswerTime ?? 0,
      fallbackAnswers: items.filter((i) => i.fallback).length,
      modelRefusals: items.filter((i) => i.note === MODEL_REFUSED_NOTE).length,
      memoryUsage: live.memoryUsageMB ?? 0,
      estimatedTimeRemaining: row.status === 'processing' ? (live.estimatedTimeRemaining ?? 0) : 0,
    },
    answersGenerated: {
      completed: answered.length,
      failed: failed.length,
      outcomes: countOutcomes(done),
      answers: done.map((i) => ({
        questionIndex: i.itemIndex + 1,
        status: i.status === 'failed' ? 'failed' : 'generated',
        confidence: pct(i.confidence),
        answerLength: i.answer?.length ?? 0,
        tokensUsed: i.tokensUsed,
        question: i.question,
        answer: i.answer ?? '',
        outcome: i.outcome,
      })),
    },
    injectionProgress: {
      completed: items.filter((i) => i.injectionStatus === 'injected').length,
      total: items.length,
      questions: items.map((i) => ({
        questionIndex: i.itemIndex + 1,
        question: i.question,
        hasAnswer: Boolean(i.answer) && i.status !== 'failed',
        confidence: pct(i.confidence),
        injectionStatus: i.injectionStatus,
        outcome: i.outcome,
      })),
    },
    questionsIdentified: {
      extracted: items.length,
      total,
      questions: items.map((i) => ({ index: i.itemIndex + 1, question: i.question, status: i.status })),
    },
  };
}

export async function completionResults(ctx: AppContext, firmId: string, id: string): Promise<TResults> {
  const row = await getCompletionRow(ctx, firmId, id);
  if (row.status === 'completed' && row.outputStorageKey) {
    const answered = row.answeredQuestions ?? 0;
    const live = liveProgress(row.live);
    const drafts = live.outcomeCounts?.draft ?? 0;
    const total = row.totalQuestions ?? 0;
    const { draftsInCleanCopy } = await getFirmSettings(ctx, firmId);
    const [kept] = await ctx.db
      .select({ n: count() })
      .from(completionItems)
      .where(and(ofCompletion(firmId, id), eq(completionItems.prefilled, true), eq(completionItems.edited, false)));
    return {
      hasDocument: true,
      message: resultsMessage({
        name: row.originalName,
        total,
        answered,
        drafts,
        kept: kept?.n ?? 0,
        accuracy: row.accuracy ?? 0,
        draftsInCleanCopy,
        conflicts: await countConflictingAnswers(ctx, firmId, id),
        outputNotice: live.outputNotice,
      }),
    };
  }
  if (row.status === 'error')
    return {
      hasDocument: false,
      message: `This DDQ could not be completed: ${row.errorMessage ?? 'Processing failed'}`,
    };
  return {
    hasDocument: false,
    message: `I'm still working on "${row.originalName}" (${row.processingProgress}% done). Check back in a moment.`,
  };
}
