import type { TDdqCompletion, TLiveProgress } from '@contract/index';

/** Live-progress values of a completion; the nested `completion` object's values take priority (spec section 3). */
export function liveProgress(c: TDdqCompletion): TLiveProgress {
  const merged: Record<string, unknown> = {};
  const top = c as unknown as Record<string, unknown>;
  const nested = (c.completion ?? {}) as Record<string, unknown>;
  const keys: (keyof TLiveProgress)[] = [
    'processingPhase', 'estimatedTimeRemaining', 'averageAnswerTime', 'currentQuestionText', 'lastAnswerGenerated', 'tokensUsedTotal',
    'memoryUsageMB', 'knowledgeChunksUsed', 'fallbackAnswersCount', 'errorCount', 'lastErrorMessage', 'lastErrorTime', 'currentSection',
    'currentSectionIndex', 'totalSections', 'sectionsCompleted', 'totalBatches', 'currentBatch', 'batchSize',
  ];
  for (const k of keys) merged[k] = nested[k] ?? top[k] ?? null;
  return merged as TLiveProgress;
}

/** Overall progress percentage of answered over total questions, else the processing progress. */
export function overallPercent(c: Pick<TDdqCompletion, 'answeredQuestions' | 'totalQuestions' | 'processingProgress'>): number {
  const total = c.totalQuestions ?? 0;
  if (total > 0) return Math.min(100, Math.round(((c.answeredQuestions ?? 0) / total) * 100));
  return c.processingProgress ?? 0;
}
