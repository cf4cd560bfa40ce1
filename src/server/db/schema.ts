/**
 * Database schema (Drizzle). Every table holding firm data carries `firm_id`, and every query filters by it.
 * Migrations are generated from this file into ./drizzle with `npm run db:generate` and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAnswerOutcome } from '../../contract/outcomes';
import type { TDdqCompletionStatus, TQuestionStatus, TSourceDocumentStatus } from '../../contract/entities';
import type { TBacktestDocumentResult, TBacktestStatus, TBacktestSummary } from '../../contract/backtest';
import type { TRole } from '../../contract/team';
import type { QuestionKind } from '../../engines/language/index';
import type { TAuditEntity, TNotification } from '../../contract/collaboration';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const firms = pgTable('firms', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable identity of the firm at its sign-in provider: `entra:<tid>` or `local:<slug>`. */
  externalKey: text('external_key').notNull().unique(),
  name: text('name').notNull(),
  /**
   * Built-in sign-in only (no Microsoft 365): the scrypt hash of the passphrase the firm's first member chose;
   * anyone signing in to the firm must give it (decision 052). Null for Entra firms.
   */
  localPassphraseHash: text('local_passphrase_hash'),
  /** Firm setting: drafts go into the clean (downloaded) copy before a reviewer approves them (default: no). */
  draftsInCleanCopy: boolean('drafts_in_clean_copy').notNull().default(false),
  /**
   * Firm setting: months after which an answer stating figures that age (AUM, headcount, clients, the last
   * audit) is a draft until someone confirms it is still true.
   */
  freshnessMonths: integer('freshness_months').notNull().default(12),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    /** Stable identity of the user at the provider: `entra:<tid>:<oid>` or `local:<sub>`. */
    externalKey: text('external_key').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The person's role in the firm (decision 091): the firm's first member is admin, later members editors. */
    role: text('role').$type<TRole>().notNull().default('editor'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('users_firm_idx').on(t.firmId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a database leak does not leak usable sessions. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const sourceDocuments = pgTable(
  'source_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    format: text('format').notNull(),
    status: text('status').$type<TSourceDocumentStatus>().notNull().default('uploading'),
    processingProgress: integer('processing_progress').notNull().default(0),
    qaCount: integer('qa_count').notNull().default(0),
    errorMessage: text('error_message'),
    /** Processing attempts so far; a document that keeps failing stops being retried. */
    attempts: integer('attempts').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('source_documents_firm_idx').on(t.firmId, t.createdAt)],
);

export const ddqCompletions = pgTable(
  'ddq_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    format: text('format').notNull(),
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
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('ddq_completions_firm_idx').on(t.firmId, t.updatedAt)],
);

export const qaPairs = pgTable(
  'qa_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    sourceDocumentId: uuid('source_document_id').references(() => sourceDocuments.id, { onDelete: 'cascade' }),
    sourceCompletionId: uuid('source_completion_id').references(() => ddqCompletions.id, { onDelete: 'set null' }),
    /** Position of the pair in its source, so re-processing a document replaces rather than duplicates. */
    ordinal: integer('ordinal').notNull().default(0),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    context: text('context'),
    section: text('section'),
    itemNumber: text('item_number'),
    confidence: real('confidence'),
    usageCount: integer('usage_count').notNull().default(0),
    embedding: bytea('embedding'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Who approved the edited answer this pair was learned from (with sourceCompletionId: its provenance). */
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Review cycle: who owns the answer, how often it must be confirmed, and when it last was. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    reviewIntervalDays: integer('review_interval_days'),
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }),
    /** When the firm stated this answer: the date its document names or was last saved (as-of facts); null: when learned. */
    statedOn: timestamp('stated_on', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(question, '') || ' ' || coalesce(answer, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('qa_pairs_firm_idx').on(t.firmId, t.createdAt),
    uniqueIndex('qa_pairs_document_ordinal_uq').on(t.sourceDocumentId, t.ordinal),
    index('qa_pairs_search_idx').using('gin', t.search),
  ],
);

/**
 * Sentence vectors of texts this firm has embedded (its pairs and the questions it asked), keyed by the SHA-256 of
 * the exact text embedded: a text is embedded once, whatever re-learns or asks it again (knowledge/text-embeddings.ts).
 * The vector carries its embedding version; a row of another version is recomputed and replaced.
 */
export const textEmbeddings = pgTable(
  'text_embeddings',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    textHash: bytea('text_hash').notNull(),
    embedding: bytea('embedding').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.textHash] })],
);

export const completionItems = pgTable(
  'completion_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    completionId: uuid('completion_id')
      .notNull()
      .references(() => ddqCompletions.id, { onDelete: 'cascade' }),
    itemIndex: integer('item_index').notNull(),
    sectionIndex: integer('section_index'),
    sectionTitle: text('section_title'),
    itemNumber: text('item_number'),
    question: text('question').notNull(),
    kind: text('kind').$type<QuestionKind>(),
    status: text('status').$type<TQuestionStatus>().notNull().default('identified'),
    /** Answered, draft (a reviewer must check it before it goes out) or none; 'none' until answered. */
    outcome: text('outcome').$type<TAnswerOutcome>().notNull().default('none'),
    answer: text('answer'),
    confidence: real('confidence'),
    tokensUsed: integer('tokens_used').notNull().default(0),
    fallback: boolean('fallback').notNull().default(false),
    sourcePairIds: jsonb('source_pair_ids').$type<string[]>().notNull().default([]),
    injectionStatus: text('injection_status').notNull().default('pending'),
    note: text('note'),
    /** A limit the document sets on this answer (Excel text-length validation, a Word form field's maximum length). */
    answerLimit: jsonb('answer_limit').$type<{ words?: number; chars?: number }>(),
    /** The uploaded DDQ already held this answer (the firm's own): kept as written, never overwritten by mine. */
    prefilled: boolean('prefilled').notNull().default(false),
    /** Review: the reviewer changed the answer; the engine's answer before the first edit. */
    edited: boolean('edited').notNull().default(false),
    originalAnswer: text('original_answer'),
    /** Review: the engine's top candidates ({pairId, score}), computed when the review screen first needs them. */
    candidates: jsonb('candidates').$type<{ pairId: string; score: number }[]>(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The knowledge-base pair learned when this edited answer was approved. */
    learnedPairId: uuid('learned_pair_id').references(() => qaPairs.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('completion_items_uq').on(t.completionId, t.itemIndex),
    index('completion_items_firm_idx').on(t.firmId),
  ],
);

/** An answer of a completion assigned to a colleague (one assignee per answer; assigning again replaces). */
export const answerAssignments = pgTable(
  'answer_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    completionId: uuid('completion_id')
      .notNull()
      .references(() => ddqCompletions.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => completionItems.id, { onDelete: 'cascade' }),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('answer_assignments_item_uq').on(t.itemId),
    index('answer_assignments_assignee_idx').on(t.firmId, t.assigneeId),
    index('answer_assignments_completion_idx').on(t.completionId),
  ],
);

/** A comment thread per answer; a resolved comment folds away on the review screen. */
export const answerComments = pgTable(
  'answer_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    completionId: uuid('completion_id')
      .notNull()
      .references(() => ddqCompletions.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => completionItems.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('answer_comments_item_idx').on(t.firmId, t.itemId, t.createdAt)],
);

/** In-app notifications (a new assignment, a comment on an answer assigned to you); unread until opened. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TNotification['kind']>().notNull(),
    message: text('message').notNull(),
    completionId: uuid('completion_id').references(() => ddqCompletions.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => completionItems.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The audit trail (decision 091): every change to an answer, a pair, a role or a document, who made it, when, and
 * the values before and after. Append-only (a trigger refuses UPDATE and DELETE) and with no foreign keys, so it
 * outlives what it describes; names are copied in for the same reason. Written in the transaction of the change.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    entityType: text('entity_type').$type<TAuditEntity>().notNull(),
    entityId: text('entity_id').notNull(),
    /** The completion an answer, assignment or comment belongs to: the audit CSV of a completion selects on it. */
    completionId: uuid('completion_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.firmId, t.entityType, t.entityId),
    index('audit_events_completion_idx').on(t.firmId, t.completionId),
  ],
);

/**
 * "How well do I know you?": one backtest of the firm's training documents, kept and dated. `documents`
 * is also the checkpoint: a document already in it is not answered again by a retry. `knowledgeVersion` is the
 * fingerprint of the live pairs when the run started; another fingerprint now means the figures are out of date.
 */
export const backtestRuns = pgTable(
  'backtest_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<TBacktestStatus>().notNull().default('queued'),
    knowledgeVersion: text('knowledge_version').notNull(),
    documentsTotal: integer('documents_total').notNull().default(0),
    documentsDone: integer('documents_done').notNull().default(0),
    currentDocument: text('current_document'),
    documents: jsonb('documents').$type<TBacktestDocumentResult[]>().notNull().default([]),
    summary: jsonb('summary').$type<TBacktestSummary>(),
    durationMs: integer('duration_ms'),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('backtest_runs_firm_idx').on(t.firmId, t.createdAt)],
);

/** Upload addresses issued by this server (two-step upload flow). */
export const uploadTickets = pgTable('upload_tickets', {
  id: text('id').primaryKey(),
  firmId: uuid('firm_id')
    .notNull()
    .references(() => firms.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  target: text('target').notNull(),
  storageKey: text('storage_key').notNull(),
  maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  receivedBytes: bigint('received_bytes', { mode: 'number' }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-ins in flight: PKCE verifier and nonce, keyed by the OAuth `state` kept in a short-lived cookie. */
export const loginAttempts = pgTable('login_attempts', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
