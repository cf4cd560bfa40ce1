/** "How well do I know you?": the firm's backtest runs. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TBacktestDocumentResult, TBacktestStatus, TBacktestSummary } from '../../../contract/backtest';
import { timestamps, timestampTz, uuidPrimaryKey } from './columns';
import { firmId, userIdSetNull } from './accounts';

/**
 * One backtest of the firm's training documents, kept and dated. `documents` is also the checkpoint: a document
 * already in it is not answered again by a retry. `knowledgeVersion` is the fingerprint of the live pairs when the
 * run started; another fingerprint now means the figures are out of date.
 */
export const backtestRuns = pgTable(
  'backtest_runs',
  {
    id: uuidPrimaryKey(),
    firmId: firmId(),
    requestedBy: userIdSetNull('requested_by'),
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
    startedAt: timestampTz('started_at'),
    completedAt: timestampTz('completed_at'),
    ...timestamps,
  },
  (t) => [index('backtest_runs_firm_idx').on(t.firmId, t.createdAt)],
);
