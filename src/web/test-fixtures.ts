/** Small entity factories for component tests. */
import {
  LIVE_FIELDS,
  type TDdqCompletion,
  type TLiveProgress,
  type TQaPair,
  type TSourceDocument,
} from '@contract/index';

/** Every live-progress field empty, from the contract's list (a new field needs no edit here). */
const NO_LIVE = Object.fromEntries(LIVE_FIELDS.map((k) => [k, null])) as { [K in keyof TLiveProgress]: null };

export function completionFixture(over: Partial<TDdqCompletion> = {}): TDdqCompletion {
  return {
    ...NO_LIVE,
    id: 'c1',
    filename: 'f',
    originalName: 'Blank DDQ.docx',
    status: 'completed',
    processingProgress: 100,
    createdAt: '2025-03-01T10:00:00Z',
    updatedAt: new Date().toISOString(),
    startedAt: '2025-03-01T10:00:00Z',
    completedAt: null,
    outputObjectPath: '/api/download-ddq/c1',
    accuracy: 88,
    answeredQuestions: 9,
    totalQuestions: 10,
    errorMessage: null,
    processingPhase: 'completed',
    ...over,
  };
}

export function documentFixture(over: Partial<TSourceDocument> = {}): TSourceDocument {
  return {
    id: 'd1',
    originalName: 'Fund DDQ 2024.docx',
    filename: 'f',
    fileSize: 123456,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    status: 'completed',
    qaCount: 12,
    processingProgress: 100,
    errorMessage: null,
    createdAt: '2025-03-01T10:00:00Z',
    updatedAt: '2025-03-01T10:05:00Z',
    ...over,
  };
}

export function pairFixture(over: Partial<TQaPair> = {}): TQaPair {
  return {
    id: 'p1',
    question: 'Is the firm SEC registered?',
    answer: 'Yes, since 2010.',
    context: null,
    confidence: 95,
    usageCount: 2,
    sourceDocumentId: 'd1',
    sourceDocumentName: 'Fund DDQ 2024.docx',
    createdAt: '2025-03-01T10:00:00Z',
    updatedAt: '2025-03-01T10:00:00Z',
    ...over,
  };
}
