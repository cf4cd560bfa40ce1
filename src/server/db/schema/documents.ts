/**
 * Uploaded files: the firm's training documents, the DDQs it asks me to complete, and the upload addresses
 * (two-step upload) issued for them.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import type { TDdqCompletionStatus, TSourceDocumentStatus } from '../../../contract/entities';
import { createdAt, timestamps, timestampTz, uuidPrimaryKey } from './columns';
import { firmId, userId, userIdSetNull } from './accounts';

/** What a training document and a DDQ record of their uploaded file, in this order. */
const uploadedFile = () => ({
  uploadedBy: userIdSetNull('uploaded_by'),
  originalName: text('original_name').notNull(),
  filename: text('filename').notNull(),
  storageKey: text('storage_key').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  mimeType: text('mime_type').notNull(),
  format: text('format').notNull(),
});

export const sourceDocuments = pgTable(
  'source_documents',
  {
    id: uuidPrimaryKey(),
    firmId: firmId(),
    ...uploadedFile(),
    status: text('status').$type<TSourceDocumentStatus>().notNull().default('uploading'),
    processingProgress: integer('processing_progress').notNull().default(0),
    qaCount: integer('qa_count').notNull().default(0),
    errorMessage: text('error_message'),
    /** Processing attempts so far; a document that keeps failing stops being retried. */
    attempts: integer('attempts').notNull().default(0),
    queuedAt: timestampTz('queued_at'),
    ...timestamps,
  },
  (t) => [index('source_documents_firm_idx').on(t.firmId, t.createdAt)],
);

export const ddqCompletions = pgTable(
  'ddq_completions',
  {
    id: uuidPrimaryKey(),
    firmId: firmId(),
    ...uploadedFile(),
    status: text('status').$type<TDdqCompletionStatus>().notNull().default('uploading'),
    processingProgress: integer('processing_progress').notNull().default(0),
    outputStorageKey: text('output_storage_key'),
    /** Whether the stored output was written with the drafts in (the firm setting at the time): a download re-writes it when the setting changed since. */
    outputHasDrafts: boolean('output_has_drafts').notNull().default(false),
    accuracy: real('accuracy'),
    answeredQuestions: integer('answered_questions'),
    totalQuestions: integer('total_questions'),
    errorMessage: text('error_message'),
    /** Live-progress fields of docs/product-spec.md §3 (processingPhase, estimatedTimeRemaining, ...). */
    live: jsonb('live').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    queuedAt: timestampTz('queued_at'),
    startedAt: timestampTz('started_at'),
    completedAt: timestampTz('completed_at'),
    ...timestamps,
  },
  (t) => [index('ddq_completions_firm_idx').on(t.firmId, t.updatedAt)],
);

/** Upload addresses issued by this server (two-step upload flow). */
export const uploadTickets = pgTable('upload_tickets', {
  id: text('id').primaryKey(),
  firmId: firmId(),
  userId: userId(),
  target: text('target').notNull(),
  storageKey: text('storage_key').notNull(),
  maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  receivedAt: timestampTz('received_at'),
  receivedBytes: bigint('received_bytes', { mode: 'number' }),
  consumedAt: timestampTz('consumed_at'),
  createdAt: createdAt(),
});
