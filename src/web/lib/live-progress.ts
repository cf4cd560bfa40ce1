import { LIVE_FIELDS, type TDdqCompletion, type TLiveProgress } from '@contract/index';

/** Live-progress values of a completion; the nested `completion` object's values take priority (docs/product-spec.md §3). */
export function liveProgress(c: TDdqCompletion): TLiveProgress {
  const merged: Record<string, unknown> = {};
  const top = c as unknown as Record<string, unknown>;
  const nested = (c.completion ?? {}) as Record<string, unknown>;
  for (const k of LIVE_FIELDS) merged[k] = nested[k] ?? top[k] ?? null;
  return merged as TLiveProgress;
}

/** Overall progress percentage of answered over total questions, else the processing progress. */
export function overallPercent(c: Pick<TDdqCompletion, 'answeredQuestions' | 'totalQuestions' | 'processingProgress'>): number {
  const total = c.totalQuestions ?? 0;
  if (total > 0) return Math.min(100, Math.round(((c.answeredQuestions ?? 0) / total) * 100));
  return c.processingProgress ?? 0;
}

/** Drafts to check (answers a reviewer must check before they go out), reported apart from the answered count. */
export function draftCount(c: TDdqCompletion): number {
  return liveProgress(c).outcomeCounts?.draft ?? 0;
}
