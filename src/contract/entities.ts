/**
 * The shapes of the product's entities as the API returns them (docs/product-spec.md §3).
 * Dates travel as ISO-8601 strings.
 */
import { z } from 'zod';
import { ZRole } from './team';
import { ZAnswerOutcome, ZOutcomeCounts } from './outcomes';

export const SOURCE_DOCUMENT_STATUSES = ['uploading', 'processing', 'completed', 'error'] as const;
export const DDQ_COMPLETION_STATUSES = ['uploading', 'processing', 'completed', 'error'] as const;
export const PROCESSING_PHASES = [
  'initializing',
  'parsing_document',
  'extracting_questions',
  'generating_answers',
  'inserting_answers',
  'finalizing',
  'completed',
  'error',
] as const;
export const QUESTION_STATUSES = ['identified', 'pending', 'generated', 'failed', 'injected', 'skipped'] as const;
/** Whether a question's answer is in the written file: a held-back draft is 'pending' until a reviewer approves it. */
export const INJECTION_STATUSES = ['pending', 'injected', 'skipped', 'failed'] as const;
export type TSourceDocumentStatus = (typeof SOURCE_DOCUMENT_STATUSES)[number];
export type TDdqCompletionStatus = (typeof DDQ_COMPLETION_STATUSES)[number];
export type TProcessingPhase = (typeof PROCESSING_PHASES)[number];
export type TQuestionStatus = (typeof QUESTION_STATUSES)[number];
export type TInjectionStatus = (typeof INJECTION_STATUSES)[number];

const isoDate = z.string();

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  firmId: z.string(),
  firmName: z.string(),
  /** The person's role in the firm: what the screens offer them. */
  role: ZRole,
});
export type TUser = z.infer<typeof ZUser>;

export const ZAuthUserResponse = z.object({ user: ZUser.nullable() });
export type TAuthUserResponse = z.infer<typeof ZAuthUserResponse>;

export const ZStats = z.object({
  sourceDocumentsCount: z.number().int(),
  completedDdqsCount: z.number().int(),
  qaPairsCount: z.number().int(),
  aiGeneratedAnswersCount: z.number().int(),
});
export type TStats = z.infer<typeof ZStats>;

export const ZSourceDocument = z.object({
  id: z.string(),
  originalName: z.string(),
  filename: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  status: z.enum(SOURCE_DOCUMENT_STATUSES),
  qaCount: z.number().int(),
  processingProgress: z.number().int(),
  errorMessage: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type TSourceDocument = z.infer<typeof ZSourceDocument>;

/** Live-progress fields a completion carries while it is processed (docs/product-spec.md §3). */
export const ZLiveProgress = z.object({
  processingPhase: z.enum(PROCESSING_PHASES).nullable(),
  estimatedTimeRemaining: z.number().nullable(),
  averageAnswerTime: z.number().nullable(),
  currentQuestionText: z.string().nullable(),
  lastAnswerGenerated: z.string().nullable(),
  tokensUsedTotal: z.number().nullable(),
  memoryUsageMB: z.number().nullable(),
  knowledgeChunksUsed: z.number().nullable(),
  fallbackAnswersCount: z.number().nullable(),
  /** With a model configured: questions the model declined because no stored answer it was shown answers them. */
  modelRefusalsCount: z.number().nullable(),
  errorCount: z.number().nullable(),
  lastErrorMessage: z.string().nullable(),
  lastErrorTime: isoDate.nullable(),
  currentSection: z.string().nullable(),
  currentSectionIndex: z.number().nullable(),
  totalSections: z.number().nullable(),
  sectionsCompleted: z.number().nullable(),
  totalBatches: z.number().nullable(),
  currentBatch: z.number().nullable(),
  batchSize: z.number().nullable(),
  /** Questions done so far by outcome (answered, draft, none); kept current by review actions once completed. */
  outcomeCounts: ZOutcomeCounts.nullable(),
  /** The outcome of lastAnswerGenerated. */
  lastAnswerOutcome: ZAnswerOutcome.nullable(),
  /** Why the download is not the uploaded form filled in place (a signed PDF answered in a Word file instead). */
  outputNotice: z.string().nullable().optional(),
});
export type TLiveProgress = z.infer<typeof ZLiveProgress>;
/** Every live-progress field name, from the schema. */
export const LIVE_FIELDS = ZLiveProgress.keyof().options;

export const ZDdqCompletion = ZLiveProgress.extend({
  id: z.string(),
  filename: z.string(),
  originalName: z.string(),
  status: z.enum(DDQ_COMPLETION_STATUSES),
  processingProgress: z.number().int(),
  createdAt: isoDate.nullable(),
  updatedAt: isoDate,
  startedAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  outputObjectPath: z.string().nullable(),
  accuracy: z.number().nullable(),
  answeredQuestions: z.number().int().nullable(),
  totalQuestions: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
  /** Optional nested object whose values take priority over the top-level live fields. */
  completion: ZLiveProgress.partial().optional(),
});
export type TDdqCompletion = z.infer<typeof ZDdqCompletion>;

export const ZProcessingStatusItem = z.object({
  id: z.string(),
  type: z.enum(['source-document', 'ddq-completion']),
  originalName: z.string(),
  status: z.enum(['queued', 'processing']),
});
export type TProcessingStatusItem = z.infer<typeof ZProcessingStatusItem>;

export const ZQaPair = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  context: z.string().nullable().optional(),
  confidence: z.number().nullable().optional(),
  usageCount: z.number().int(),
  sourceDocumentId: z.string().nullable(),
  sourceDocumentName: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /**
   * The answer states figures that age (AUM, headcount, clients, the last audit or test): the day they were stated or
   * last confirmed (YYYY-MM-DD), and whether that is older than the firm's freshness window. Absent otherwise.
   */
  asOf: z.object({ statedOn: z.string(), stale: z.boolean() }).optional(),
});
export type TQaPair = z.infer<typeof ZQaPair>;
