/**
 * The client's data, polled exactly per docs/product-spec.md §9 while a component that shows it is mounted
 * (TanStack Query stops an interval when its last observer unmounts).
 */
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryFnOf } from '@web/lib/api';

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
  return useQuery({ queryKey: KEYS.stats, queryFn: queryFnOf('stats'), refetchInterval: POLL_MS.stats });
}

export function useSourceDocuments() {
  return useQuery({
    queryKey: KEYS.sourceDocuments,
    queryFn: queryFnOf('sourceDocuments'),
    refetchInterval: POLL_MS.sourceDocuments,
    refetchIntervalInBackground: true,
  });
}

export function byUpdatedDesc<T extends { updatedAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
}

export function useCompletions() {
  return useQuery({
    queryKey: KEYS.completions,
    queryFn: queryFnOf('ddqCompletions'),
    refetchInterval: POLL_MS.completions,
    select: byUpdatedDesc,
  });
}

export function useProcessingStatus() {
  return useQuery({
    queryKey: KEYS.processingStatus,
    queryFn: queryFnOf('processingStatus'),
    refetchInterval: POLL_MS.processingStatus,
  });
}

/** All pairs, or the pairs of one source document (the id is the key's second segment). */
export function useQaPairs(documentId?: string | null) {
  return useQuery({
    queryKey: documentId ? [...KEYS.qaPairs, documentId] : KEYS.qaPairs,
    queryFn: documentId ? queryFnOf('qaPairsByDocument', { params: { documentId } }) : queryFnOf('qaPairs'),
  });
}

/** Server search; only runs with 3 or more characters. */
export function useQaSearch(query: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEYS.qaPairs, 'search', query],
    queryFn: queryFnOf('qaPairs', { search: { search: query } }),
    enabled,
  });
}

export function useBreakdown(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/ddq-completions', id, 'detailed-breakdown'],
    queryFn: queryFnOf('ddqCompletionBreakdown', { params: { id } }),
    refetchInterval: POLL_MS.breakdown,
    enabled,
  });
}

/** A completion's answers for review (not polled: the reviewer's own actions change it). */
export function useReview(id: string) {
  return useQuery({
    queryKey: ['/api/ddq-completions', id, 'review'],
    queryFn: queryFnOf('review', { params: { id } }),
  });
}

/** Knowledge-base hygiene report and the pairs learned from reviews. */
export function useHygiene() {
  // Parsed with the contract: on an unexpected answer the query fails and the panel shows nothing.
  return useQuery({ queryKey: [...KEYS.knowledge, 'hygiene'], queryFn: queryFnOf('knowledgeHygiene') });
}

export function useLearnedPairs() {
  return useQuery({ queryKey: [...KEYS.knowledge, 'learned'], queryFn: queryFnOf('knowledgeLearned') });
}

/** The firm's settings (whether drafts go into the clean copy). */
export function useFirmSettings() {
  return useQuery({ queryKey: KEYS.firmSettings, queryFn: queryFnOf('firmSettings') });
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
