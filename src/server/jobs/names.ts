/**
 * Job names and payload schemas, importable by domain code without importing the handlers. `send(job, payload)`
 * is typed by them, and the queue checks a payload against its schema when it is sent and when it runs.
 */
import { z } from 'zod';

export const LEARN_JOB = 'learn-source-document';
export const COMPLETE_JOB = 'complete-ddq';
export const REQUEUE_JOB = 'requeue-stalled-work';
export const PURGE_AUTH_JOB = 'purge-auth-state';
export const BACKTEST_JOB = 'backtest-knowledge';

/** Periodic jobs carry no payload of their own (pg-boss's schedule sends an empty object). */
const periodic = z.object({}).passthrough();

export const JOB_PAYLOADS = {
  [LEARN_JOB]: z.object({ documentId: z.uuid(), firmId: z.uuid() }),
  [COMPLETE_JOB]: z.object({ completionId: z.uuid(), firmId: z.uuid() }),
  [BACKTEST_JOB]: z.object({ runId: z.uuid(), firmId: z.uuid() }),
  [REQUEUE_JOB]: periodic,
  [PURGE_AUTH_JOB]: periodic,
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<N extends JobName> = z.input<(typeof JOB_PAYLOADS)[N]>;
