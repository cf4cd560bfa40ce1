/**
 * Job leases (decision 051): the job each worker process is running, renewed by that worker every few seconds.
 * A lease that has run out belongs to a dead (or frozen) worker: its job is handed to a live one. Kept apart from
 * schema/ because it is queue machinery, not firm data; drizzle.config.ts reads both.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobLeases = pgTable(
  'job_leases',
  {
    /** The pg-boss job id. */
    jobId: uuid('job_id').primaryKey(),
    /** The queue (job name), its payload and singleton key: enough to queue the job again. */
    queue: text('queue').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    singletonKey: text('singleton_key'),
    /** `<host>:<pid>:<start time>` of the worker process running it. */
    workerId: text('worker_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_leases_expires_idx').on(t.expiresAt), index('job_leases_worker_idx').on(t.workerId)],
);
