/**
 * One declared job per background task: its name, payload schema, retry policy and handler.
 * Handlers must be idempotent: a retry, or a restart after a crash, re-runs them from the top.
 */
import type { z } from 'zod';
import type { AppContext } from '../context';
import { PROCESSING_ATTEMPTS } from '../domain/permanent-failure';
import { JOB_PAYLOADS, type JobName } from './names';

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** One of names.ts, whose payload schema is `schema` (defineJob looks it up). */
  name: JobName;
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
  /**
   * Called at once, instead of a retry, when the handler throws a permanent failure (a PermanentFailure, or a
   * document the engine refuses): leaves the data failed with the failure's message for the user.
   */
  onPermanentFailure?(payload: z.infer<S>, ctx: AppContext, message: string): Promise<void>;
  /** Called after the last attempt failed, to leave the data in a state the user can act on. */
  onFailed?(payload: z.infer<S>, ctx: AppContext, error: Error): Promise<void>;
}

/** Declares a job; its payload schema is the one names.ts gives its name, so the two cannot drift apart. */
export function defineJob<N extends JobName>(
  def: Omit<JobDefinition<(typeof JOB_PAYLOADS)[N]>, 'name' | 'schema'> & { name: N },
): JobDefinition<(typeof JOB_PAYLOADS)[N]> {
  return { ...def, schema: JOB_PAYLOADS[def.name] };
}

/** The one retry budget of the processing jobs (learn, complete, check): PROCESSING_ATTEMPTS runs in all. */
export const PROCESSING_RETRY: JobDefinition['retry'] = {
  limit: PROCESSING_ATTEMPTS - 1,
  delaySeconds: 5,
  backoff: true,
};
