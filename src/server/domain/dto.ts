/** Database rows → the API shapes of docs/product-spec.md §3 (contract/entities.ts). */
import {
  LIVE_FIELDS,
  type TDdqCompletion,
  type TLiveProgress,
  type TQaPair,
  type TSourceDocument,
} from '@contract/index';
import type { ddqCompletions, qaPairs, sourceDocuments } from '../db/schema';
import { asOf, DEFAULT_FRESHNESS_MONTHS } from '../../engines/answering/index';

type SourceDocumentRow = typeof sourceDocuments.$inferSelect;
type CompletionRow = typeof ddqCompletions.$inferSelect;
type QaPairRow = Omit<typeof qaPairs.$inferSelect, 'embedding' | 'search'>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function sourceDocumentDto(row: SourceDocumentRow): TSourceDocument {
  return {
    id: row.id,
    originalName: row.originalName,
    filename: row.filename,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    status: row.status,
    qaCount: row.qaCount,
    processingProgress: row.processingProgress,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function liveProgress(live: Record<string, unknown>): TLiveProgress {
  const out = {} as Record<string, unknown>;
  for (const key of LIVE_FIELDS) out[key] = live[key] ?? null;
  return out as TLiveProgress;
}

export function completionDownloadPath(id: string): string {
  return `/api/download-ddq/${id}`;
}

/**
 * A DDQ waiting in the queue is stored as 'uploading' (registered, not started). The spec's screens know only
 * processing, completed and error for a completion and show anything else as failed, so a waiting DDQ is
 * presented as processing, "getting ready" (the phase the worker starts in), never as "Processing failed".
 */
export function completionDto(row: CompletionRow): TDdqCompletion {
  const waiting = row.status === 'uploading';
  const live = liveProgress(row.live);
  return {
    id: row.id,
    filename: row.filename,
    originalName: row.originalName,
    status: waiting ? 'processing' : row.status,
    processingProgress: row.processingProgress,
    createdAt: iso(row.createdAt),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    outputObjectPath: row.status === 'completed' && row.outputStorageKey ? completionDownloadPath(row.id) : null,
    accuracy: row.accuracy === null ? null : Math.round(row.accuracy),
    answeredQuestions: row.answeredQuestions,
    totalQuestions: row.totalQuestions,
    errorMessage: row.errorMessage,
    ...live,
    ...(waiting ? { processingPhase: live.processingPhase ?? 'initializing' } : {}),
  };
}

export function qaPairDto(
  row: QaPairRow,
  sourceDocumentName: string | null,
  freshnessMonths = DEFAULT_FRESHNESS_MONTHS,
): TQaPair {
  const dated = asOf(row.answer, row.statedOn ?? row.createdAt, row.lastReviewedAt, { months: freshnessMonths });
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    context: row.context ?? row.section ?? null,
    confidence: row.confidence === null ? null : Math.round(row.confidence),
    usageCount: row.usageCount,
    sourceDocumentId: row.sourceDocumentId,
    sourceDocumentName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(dated ? { asOf: { statedOn: dated.statedOn.toISOString().slice(0, 10), stale: dated.stale } } : {}),
  };
}
