/**
 * One declared job per background task: its name, payload schema, retry policy and handler.
 * Handlers must be idempotent: a retry, or a restart after a crash, re-runs them from the top.
 */
import type { z } from 'zod';
import type { AppContext } from '../context';

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A running job not finished within this time is considered lost and retried. */
  expireInSeconds: number;
  /** Long document work: its expiry is the configurable JOB_TIMEOUT_SECONDS instead. */
  longRunning?: boolean;
  /** pg-boss queue policy; `stately` keeps at most one waiting and one running job per singleton key. */
  policy?: 'standard' | 'stately';
  /** Optional cron schedule (UTC) for periodic jobs. */
  cron?: string;
  handler(payload: z.infer<S>, ctx: AppContext, meta: { jobId: string; attempt: number }): Promise<void>;
  /** Called after the last attempt failed, to leave the data in a state the user can act on. */
  onFailed?(payload: z.infer<S>, ctx: AppContext, error: Error): Promise<void>;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}
