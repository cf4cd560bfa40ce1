/**
 * Every /api call of the product: method, path, and the zod schemas of its input and output.
 * Server routes, the web client and the tests import these, so the three cannot drift apart.
 */
import { z } from 'zod';
import {
  INJECTION_STATUSES,
  PROCESSING_PHASES,
  QUESTION_STATUSES,
  ZAuthUserResponse,
  ZDdqCompletion,
  ZProcessingStatusItem,
  ZQaPair,
  ZSourceDocument,
  ZStats,
} from './entities';
import {
  ZApproveResponse,
  ZEditAnswerRequest,
  ZHygieneReport,
  ZLearnedPair,
  ZMergePairsRequest,
  ZPickCandidateRequest,
  ZReview,
  ZReviewItem,
  ZReviewQuery,
} from './review';
import {
  ZBulkApproveRequest,
  ZBulkApproveResponse,
  ZBulkUnapproveRequest,
  ZBulkUnapproveResponse,
} from './review-bulk';
import { ZAnswerOutcome, ZFirmSettings, ZFirmSettingsUpdate, ZOutcomeCounts } from './outcomes';
import { ZBacktest } from './backtest';
import { collaborationCalls } from './collaboration-calls';

/** Limits of docs/product-spec.md §9. */
export const LIMITS = {
  dashboardUploadBytes: 10 * 1024 * 1024,
  uploadBytes: 50 * 1024 * 1024,
  searchMinChars: 3,
  searchDebounceMs: 300,
  dashboardSearchListSize: 10,
  answerPreviewChars: 200,
  recentCompletionsShown: 3,
} as const;

export const MIME = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const ZUploadUrlResponse = z.object({ uploadURL: z.string() });
/** Optional: the type the browser will send, so object storage can bind it into the signed address. */
export const ZUploadUrlRequest = z.object({ contentType: z.string().max(255).optional() }).optional();

export const ZUploadCompleteRequest = z.object({
  uploadURL: z.string().min(1).max(2048),
  filename: z.string().max(1024).optional(),
  originalName: z.string().max(1024).optional(),
  fileSize: z.number().int().nonnegative().optional(),
  mimeType: z.string().max(255).optional(),
});
export type TUploadCompleteRequest = z.infer<typeof ZUploadCompleteRequest>;

export const ZQaPairsQuery = z.object({
  search: z.string().max(500).optional(),
  document: z.string().max(64).optional(),
});

export const ZBreakdownQuestion = z.object({
  index: z.number().int(),
  question: z.string(),
  status: z.enum(QUESTION_STATUSES),
});
export const ZBreakdownAnswer = z.object({
  questionIndex: z.number().int(),
  status: z.enum(QUESTION_STATUSES),
  confidence: z.number(),
  answerLength: z.number().int(),
  tokensUsed: z.number().int(),
  question: z.string(),
  answer: z.string(),
  outcome: ZAnswerOutcome,
});
export const ZBreakdownInjection = z.object({
  questionIndex: z.number().int(),
  question: z.string(),
  hasAnswer: z.boolean(),
  confidence: z.number(),
  injectionStatus: z.enum(INJECTION_STATUSES),
  outcome: ZAnswerOutcome,
});
export const ZDetailedBreakdown = z.object({
  completion: z.object({ originalName: z.string() }),
  processingStats: z.object({
    totalQuestions: z.number(),
    errorCount: z.number(),
    progress: z.number(),
    processingPhase: z.enum(PROCESSING_PHASES).nullable(),
    tokensUsed: z.number(),
    averageAnswerTime: z.number(),
    fallbackAnswers: z.number(),
    /** Questions the model declined: none of the stored answers it was shown answers them. */
    modelRefusals: z.number(),
    memoryUsage: z.number(),
    estimatedTimeRemaining: z.number(),
  }),
  answersGenerated: z.object({
    completed: z.number(),
    failed: z.number(),
    /** Questions answered so far by outcome: `completed` is answered + draft, `failed` is none. */
    outcomes: ZOutcomeCounts,
    answers: z.array(ZBreakdownAnswer),
  }),
  injectionProgress: z.object({ completed: z.number(), total: z.number(), questions: z.array(ZBreakdownInjection) }),
  questionsIdentified: z.object({ extracted: z.number(), total: z.number(), questions: z.array(ZBreakdownQuestion) }),
});
export type TDetailedBreakdown = z.infer<typeof ZDetailedBreakdown>;

export const ZResults = z.object({ hasDocument: z.boolean(), message: z.string() });
export type TResults = z.infer<typeof ZResults>;

export const ZOk = z.object({ ok: z.literal(true) });
export const ZApiError = z.object({ code: z.string(), message: z.string() });
export type TApiError = z.infer<typeof ZApiError>;

/** Route table: every /api call, keyed by a stable name. Paths use `:param` placeholders. */
export const api = {
  authUser: { method: 'GET', path: '/api/auth/user', response: ZAuthUserResponse },
  stats: { method: 'GET', path: '/api/stats', response: ZStats },
  sourceDocuments: { method: 'GET', path: '/api/source-documents', response: z.array(ZSourceDocument) },
  ddqCompletions: { method: 'GET', path: '/api/ddq-completions', response: z.array(ZDdqCompletion) },
  processingStatus: { method: 'GET', path: '/api/processing-status', response: z.array(ZProcessingStatusItem) },
  qaPairs: { method: 'GET', path: '/api/qa-pairs', query: ZQaPairsQuery, response: z.array(ZQaPair) },
  qaPairsByDocument: { method: 'GET', path: '/api/qa-pairs/:documentId', response: z.array(ZQaPair) },
  sourceDocumentUpload: { method: 'POST', path: '/api/source-documents/upload', response: ZSourceDocument },
  ddqCompletionUpload: { method: 'POST', path: '/api/ddq-completions/upload', response: ZDdqCompletion },
  sourceDocumentUploadUrl: { method: 'POST', path: '/api/source-documents/upload-url', response: ZUploadUrlResponse },
  sourceDocumentUploadComplete: {
    method: 'POST',
    path: '/api/source-documents/upload-complete',
    body: ZUploadCompleteRequest,
    response: ZSourceDocument,
  },
  ddqCompletionUploadUrl: { method: 'POST', path: '/api/ddq-completions/upload-url', response: ZUploadUrlResponse },
  ddqCompletionUploadComplete: {
    method: 'POST',
    path: '/api/ddq-completions/upload-complete',
    body: ZUploadCompleteRequest,
    response: ZDdqCompletion,
  },
  sourceDocumentRetry: { method: 'POST', path: '/api/source-documents/:id/retry', response: ZSourceDocument },
  sourceDocumentDelete: { method: 'DELETE', path: '/api/source-documents/:id', response: ZOk },
  sourceDocumentDownload: { method: 'GET', path: '/api/source-documents/:id/download', response: null },
  ddqCompletionDelete: { method: 'DELETE', path: '/api/ddq-completions/:id', response: ZOk },
  ddqCompletionBreakdown: {
    method: 'GET',
    path: '/api/ddq-completions/:id/detailed-breakdown',
    response: ZDetailedBreakdown,
  },
  ddqCompletionResults: { method: 'GET', path: '/api/ddq-completions/:id/results', response: ZResults },
  downloadDdq: { method: 'GET', path: '/api/download-ddq/:id', response: null },
  injectAnswers: { method: 'POST', path: '/api/inject-answers', response: null },
  // Review before it goes out
  review: { method: 'GET', path: '/api/ddq-completions/:id/review', query: ZReviewQuery, response: ZReview },
  reviewEdit: {
    method: 'PATCH',
    path: '/api/ddq-completions/:id/review/items/:itemId',
    body: ZEditAnswerRequest,
    response: ZReviewItem,
  },
  reviewPick: {
    method: 'POST',
    path: '/api/ddq-completions/:id/review/items/:itemId/pick',
    body: ZPickCandidateRequest,
    response: ZReviewItem,
  },
  reviewRegenerate: {
    method: 'POST',
    path: '/api/ddq-completions/:id/review/items/:itemId/regenerate',
    response: ZReviewItem,
  },
  reviewApprove: {
    method: 'POST',
    path: '/api/ddq-completions/:id/review/items/:itemId/approve',
    response: ZApproveResponse,
  },
  // Review workspace: many answers approved at once, and the undo
  reviewApproveMany: {
    method: 'POST',
    path: '/api/ddq-completions/:id/review/approve-many',
    body: ZBulkApproveRequest,
    response: ZBulkApproveResponse,
  },
  reviewUnapproveMany: {
    method: 'POST',
    path: '/api/ddq-completions/:id/review/unapprove-many',
    body: ZBulkUnapproveRequest,
    response: ZBulkUnapproveResponse,
  },
  reviewRebuild: { method: 'POST', path: '/api/ddq-completions/:id/review/rebuild', response: ZOk },
  reviewCopy: { method: 'GET', path: '/api/ddq-completions/:id/review-copy', response: null },
  knowledgeHygiene: { method: 'GET', path: '/api/knowledge/hygiene', response: ZHygieneReport },
  knowledgeRetire: { method: 'POST', path: '/api/knowledge/pairs/:pairId/retire', response: ZOk },
  knowledgeMerge: { method: 'POST', path: '/api/knowledge/merge', body: ZMergePairsRequest, response: ZOk },
  knowledgeLearned: { method: 'GET', path: '/api/knowledge/learned', response: z.array(ZLearnedPair) },
  // Firm settings: whether drafts go into the clean copy
  firmSettings: { method: 'GET', path: '/api/firm-settings', response: ZFirmSettings },
  firmSettingsUpdate: { method: 'PUT', path: '/api/firm-settings', body: ZFirmSettingsUpdate, response: ZFirmSettings },
  // How well do I know you?: the backtest of the training documents
  backtest: { method: 'GET', path: '/api/backtest', response: ZBacktest },
  backtestRun: { method: 'POST', path: '/api/backtest', response: ZBacktest },
  // A firm's team: roles, assignments, notifications, comments, pair review cycles, audit trail
  ...collaborationCalls,
} as const;

export type ApiName = keyof typeof api;

/** Fills `:param` placeholders of a route path. */
export function apiPath(name: ApiName, params: Record<string, string> = {}): string {
  return api[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
}

/** The file name of a completed DDQ download: original name without extension + _COMPLETED_ + YYYY-MM-DD + .docx (.xlsx, .pdf when filled in place) */
export function completedFileName(
  originalName: string,
  date: Date = new Date(),
  ext: 'docx' | 'xlsx' | 'pdf' = 'docx',
): string {
  const base = originalName.replace(/\.[^./\\]+$/, '') || 'ddq';
  return `${base}_COMPLETED_${date.toISOString().slice(0, 10)}.${ext}`;
}
