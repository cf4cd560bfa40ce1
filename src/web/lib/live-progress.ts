import { LIVE_FIELDS, type TDdqCompletion, type TLiveProgress } from '@contract/index';

/** Live-progress values of a completion; the nested `completion` object's values take priority (docs/product-spec.md §3). */
export function liveProgress(c: TDdqCompletion): TLiveProgress {
  const merged: Record<string, unknown> = {};
  const top = c as unknown as Record<string, unknown>;
  const nested = (c.completion ?? {}) as Record<string, unknown>;
  for (const k of LIVE_FIELDS) merged[k] = nested[k] ?? top[k] ?? null;
  return merged as TLiveProgress;
}

/**
 * Questions I am done with (answered, drafted or left without an answer): every question once the DDQ is completed,
 * else the outcome counts so far. Not the "Answered" figure, which counts the answered outcome only.
 */
export function questionsDone(c: TDdqCompletion): number {
  const total = c.totalQuestions ?? 0;
  if (c.status === 'completed') return total;
  const o = liveProgress(c).outcomeCounts;
  return Math.min(total, o ? o.answered + o.draft + o.none : 0);
}

/** Overall progress: questions done over total (100 % once completed, in the panel as in the breakdown), else the processing progress. */
export function overallPercent(c: TDdqCompletion): number {
  if (c.status === 'completed') return 100;
  const total = c.totalQuestions ?? 0;
  if (total > 0 && liveProgress(c).outcomeCounts) return Math.min(100, Math.round((questionsDone(c) / total) * 100));
  return c.processingProgress ?? 0;
}

/** Drafts to check (answers a reviewer must check before they go out), reported apart from the answered count. */
export function draftCount(c: TDdqCompletion): number {
  return liveProgress(c).outcomeCounts?.draft ?? 0;
}
