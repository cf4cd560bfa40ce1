/**
 * The job queue (pg-boss on the product's own PostgreSQL). Web processes only send; worker processes also
 * work. Several worker processes on one database share the jobs; each job runs once at a time and is retried
 * by another worker if its process dies (expiry).
 */
import PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { AppContext } from '../context';
import type { JobDefinition } from './define';

export interface JobQueue {
  send(name: string, payload: object, opts?: { singletonKey?: string }): Promise<string | null>;
  stop(): Promise<void>;
}

export async function startJobQueue(opts: {
  /** The product's own pool: pg-boss runs its SQL through it (one pool, one set of connection-error handlers). */
  pool: Pool;
  definitions: JobDefinition[];
  work: boolean;
  concurrency: number;
  /** How often expired jobs (their worker died) are detected and retried. */
  maintenanceSeconds: number;
  context: () => AppContext;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => opts.pool.query(text, values) },
    schema: 'pgboss',
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: opts.maintenanceSeconds,
  });
  boss.on('error', (err: Error) => opts.context().log.error({ err }, 'job queue error'));
  await boss.start();
  const byName = new Map(opts.definitions.map((d) => [d.name, d]));

  for (const def of opts.definitions) {
    const queue = {
      name: def.name,
      retryLimit: def.retry.limit,
      retryDelay: def.retry.delaySeconds,
      retryBackoff: def.retry.backoff,
      expireInSeconds: def.expireInSeconds,
      policy: def.policy ?? 'standard',
    };
    const existing = await boss.getQueue(def.name);
    if (existing) await boss.updateQueue(def.name, { ...queue, policy: existing.policy });
    else await boss.createQueue(def.name, queue).catch(async (err: Error) => {
      // Another process created it at the same moment.
      if (!(await boss.getQueue(def.name))) throw err;
    });
  }

  if (opts.work) {
    for (const def of opts.definitions) {
      if (def.cron) await boss.schedule(def.name, def.cron, {});
      for (let i = 0; i < opts.concurrency; i++) {
        await boss.work<object>(def.name, { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true }, async (jobs) => {
          for (const job of jobs) await runJob(def, job, opts.context());
        });
      }
    }
  }

  return {
    async send(name, payload, sendOpts = {}) {
      const def = byName.get(name);
      if (!def) throw new Error(`Unknown job ${name}`);
      const data = def.schema.parse(payload) as object;
      return boss.send(name, data, sendOpts.singletonKey ? { singletonKey: sendOpts.singletonKey } : {});
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}

type RetryJob = PgBoss.JobWithMetadata<object>;

async function runJob(def: JobDefinition, job: RetryJob, ctx: AppContext): Promise<void> {
  const payload = def.schema.parse(job.data);
  const attempt = (job.retryCount ?? 0) + 1;
  try {
    await def.handler(payload, ctx, { jobId: job.id, attempt });
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    ctx.log.warn({ job: def.name, jobId: job.id, attempt, error: error.message.slice(0, 500) }, 'job attempt failed');
    if (attempt > def.retry.limit && def.onFailed) await def.onFailed(payload, ctx, error).catch(() => undefined);
    throw error;
  }
}
