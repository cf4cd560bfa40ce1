/**
 * The client's data, polled exactly per docs/product-spec.md §9 while a component that shows it is mounted
 * (TanStack Query stops an interval when its last observer unmounts).
 */
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZHygieneReport,
  type TFirmSettings,
  type THygieneReport,
  type TLearnedPair,
  type TReview,
} from '@contract/index';
import type {
  TDdqCompletion,
  TDetailedBreakdown,
  TProcessingStatusItem,
  TQaPair,
  TSourceDocument,
  TStats,
} from '@contract/index';
import { getQueryFn } from '@web/lib/api';

export const POLL_MS = {
  stats: 5000,
  sourceDocuments: 2000,
  completions: 2000,
  breakdown: 2000,
  processingStatus: 1000,
} as const;

export const KEYS = {
  stats: ['/api/stats'],
  sourceDocuments: ['/api/source-documents'],
  completions: ['/api/ddq-completions'],
  processingStatus: ['/api/processing-status'],
  qaPairs: ['/api/qa-pairs'],
  knowledge: ['/api/knowledge'],
  firmSettings: ['/api/firm-settings'],
  backtest: ['/api/backtest'],
} as const;

export function useStats() {
  return useQuery<TStats>({ queryKey: KEYS.stats, refetchInterval: POLL_MS.stats });
}

export function useSourceDocuments() {
  return useQuery<TSourceDocument[]>({
    queryKey: KEYS.sourceDocuments,
    refetchInterval: POLL_MS.sourceDocuments,
    refetchIntervalInBackground: true,
  });
}

export function byUpdatedDesc<T extends { updatedAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
}

export function useCompletions() {
  return useQuery<TDdqCompletion[], Error, TDdqCompletion[]>({
    queryKey: KEYS.completions,
    refetchInterval: POLL_MS.completions,
    select: byUpdatedDesc,
  });
}

export function useProcessingStatus() {
  return useQuery<TProcessingStatusItem[]>({
    queryKey: KEYS.processingStatus,
    refetchInterval: POLL_MS.processingStatus,
  });
}

/** All pairs, or the pairs of one source document (the id is the key's second segment). */
export function useQaPairs(documentId?: string | null) {
  return useQuery<TQaPair[]>({ queryKey: documentId ? [...KEYS.qaPairs, documentId] : KEYS.qaPairs });
}

/** Server search; only runs with 3 or more characters. */
export function useQaSearch(query: string, enabled: boolean) {
  return useQuery<TQaPair[]>({
    queryKey: [...KEYS.qaPairs, 'search', query],
    queryFn: async (ctx) => {
      const run = getQueryFn<TQaPair[]>({ on401: 'throw' });
      const data = await run({ ...ctx, queryKey: [`/api/qa-pairs?search=${encodeURIComponent(query)}`] });
      return data ?? [];
    },
    enabled,
  });
}

export function useBreakdown(id: string, enabled: boolean) {
  return useQuery<TDetailedBreakdown>({
    queryKey: ['/api/ddq-completions', id, 'detailed-breakdown'],
    refetchInterval: POLL_MS.breakdown,
    enabled,
  });
}

/** A completion's answers for review (not polled: the reviewer's own actions change it). */
export function useReview(id: string) {
  return useQuery<TReview>({ queryKey: ['/api/ddq-completions', id, 'review'] });
}

/** Knowledge-base hygiene report and the pairs learned from reviews. */
export function useHygiene() {
  // Checked against the contract: the panel shows nothing rather than break on an unexpected answer.
  return useQuery<THygieneReport, Error, THygieneReport | undefined>({
    queryKey: [...KEYS.knowledge, 'hygiene'],
    select: (d) => ZHygieneReport.safeParse(d).data,
  });
}

export function useLearnedPairs() {
  return useQuery<TLearnedPair[]>({ queryKey: [...KEYS.knowledge, 'learned'] });
}

/** The firm's settings (whether drafts go into the clean copy). */
export function useFirmSettings() {
  return useQuery<TFirmSettings>({ queryKey: KEYS.firmSettings });
}

/** Refreshers used after uploads, retries and deletes. */
export function useRefresh() {
  const qc = useQueryClient();
  return useMemo(() => {
    const inv = (key: readonly string[]) => qc.invalidateQueries({ queryKey: key });
    return {
      sourceDocuments: () => inv(KEYS.sourceDocuments),
      completions: () => inv(KEYS.completions),
      stats: () => inv(KEYS.stats),
      processingStatus: () => inv(KEYS.processingStatus),
      qaPairs: () => inv(KEYS.qaPairs),
      knowledge: () => inv(KEYS.knowledge),
      backtest: () => inv(KEYS.backtest),
      review: (id: string) => inv(['/api/ddq-completions', id, 'review']),
    };
  }, [qc]);
}
