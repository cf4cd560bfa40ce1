/**
 * The job queue (pg-boss on the product's own PostgreSQL). Web processes only send; worker processes also
 * work. Several worker processes on one database share the jobs; each job runs once at a time. A worker holds a
 * lease on each job it runs (leases.ts): if its process dies, a live worker hands the job on within seconds.
 */
import PgBoss from 'pg-boss';
import type { Pool, PoolClient } from 'pg';
import type { AppContext } from '../context';
import type { JobDefinition } from './define';
import type { JobName, JobPayload } from './names';
import { permanentFailure } from '../domain/permanent-failure';
import { LeaseKeeper, requeueLostJobs, type LeasedJob, type Requeue } from './leases';

export interface JobQueue {
  send<N extends JobName>(name: N, payload: JobPayload<N>, opts?: { singletonKey?: string }): Promise<string | null>;
  /** A job of this name was just sent (by another process): this process's pollers look now instead of at their next poll. */
  wake(name: string): void;
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
  /** A job whose worker has not renewed its lease for this long is handed to another worker. */
  leaseSeconds: number;
  context: () => AppContext;
  /** Told after each job is sent (ROLE=all: the worker process is woken instead of waiting for its next poll). */
  onSent?: (name: string) => void;
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
    else
      await boss.createQueue(def.name, queue).catch(async (err: Error) => {
        // Another process created it at the same moment.
        if (!(await boss.getQueue(def.name))) throw err;
      });
  }

  const pollerIds = new Map<string, string[]>();
  let leases: LeaseKeeper | undefined;
  let heartbeat: { stop(): void } | undefined;
  if (opts.work) {
    const keeper = (leases = new LeaseKeeper(opts.pool, opts.leaseSeconds));
    const beat = async () => {
      await keeper.renew();
      const lost = await requeueLostJobs(opts.pool, requeueThrough(boss));
      if (lost.length)
        opts
          .context()
          .log.warn(
            { jobs: lost.map((j) => ({ job: j.name, jobId: j.id, data: j.data })) },
            'handed the jobs of a lost worker to a live one',
          );
    };
    // Jobs left by a worker that died before this one started are queued again at once.
    await beat().catch((err: unknown) => opts.context().log.error({ err }, 'could not check for lost jobs'));
    heartbeat = every((opts.leaseSeconds * 1000) / 4, () =>
      beat().catch((err: unknown) => opts.context().log.error({ err }, 'job lease heartbeat failed')),
    );
    for (const def of opts.definitions) {
      if (def.cron) await boss.schedule(def.name, def.cron, {});
      // Each poll is a query (a few ms on the embedded database, which serves the web process too): the periodic
      // jobs, due once a minute at most, are looked for every 5 s by one poller; user work every 0.5 s per slot.
      const pollers = def.cron ? 1 : opts.concurrency;
      for (let i = 0; i < pollers; i++) {
        const id = await boss.work<object>(
          def.name,
          { batchSize: 1, pollingIntervalSeconds: def.cron ? 5 : 0.5, includeMetadata: true },
          async (jobs) => {
            for (const job of jobs) await runJob(def, job, opts.context(), keeper);
          },
        );
        pollerIds.set(def.name, [...(pollerIds.get(def.name) ?? []), id]);
      }
    }
  }

  /** Pollers of this job look now (a poller busy with a job looks again as soon as it ends). */
  const wake = (name: string) => {
    for (const id of pollerIds.get(name) ?? []) boss.notifyWorker(id);
  };

  return {
    async send(name, payload, sendOpts = {}) {
      const def = byName.get(name);
      if (!def) throw new Error(`Unknown job ${name}`);
      const data = def.schema.parse(payload) as object;
      const id = await boss.send(name, data, sendOpts.singletonKey ? { singletonKey: sendOpts.singletonKey } : {});
      wake(name);
      opts.onSent?.(name);
      return id;
    },
    wake,
    async stop() {
      heartbeat?.stop();
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      await leases?.abandon().catch(() => undefined);
    },
  };
}

/** Runs `fn` every `ms`, one run at a time (a slow run delays the next instead of overlapping it). */
function every(ms: number, fn: () => Promise<unknown>): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = () => {
    timer = setTimeout(() => void fn().finally(() => !stopped && tick()), ms);
    timer.unref();
  };
  tick();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** pg-boss calls that run on the client of the sweeper's transaction. */
function requeueThrough(boss: PgBoss): Requeue {
  const on = (client: PoolClient): PgBoss.Db => ({ executeSql: (text, values) => client.query(text, values) });
  return {
    async cancel(job: LeasedJob, client) {
      // pg-boss 10 answers { affected } although its types say void.
      const result = (await boss.cancel(job.name, job.id, { db: on(client) })) as unknown as
        { affected?: number } | undefined;
      return (result?.affected ?? 0) > 0;
    },
    async send(job: LeasedJob, client) {
      await boss.send(job.name, job.data, {
        ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
        db: on(client),
      });
    },
  };
}

type RetryJob = PgBoss.JobWithMetadata<object>;

async function runJob(def: JobDefinition, job: RetryJob, ctx: AppContext, leases: LeaseKeeper): Promise<void> {
  const payload = def.schema.parse(job.data);
  const attempt = (job.retryCount ?? 0) + 1;
  const signal = await leases.take({ id: job.id, name: def.name, data: job.data, singletonKey: job.singletonKey });
  const run = async () => {
    try {
      await def.handler(payload, { ...ctx, signal }, { jobId: job.id, attempt });
    } catch (err) {
      const permanent = permanentFailure(err);
      if (!permanent || !def.onPermanentFailure) throw err;
      await def.onPermanentFailure(payload, { ...ctx, signal }, permanent.message);
    }
  };
  try {
    await run();
  } catch (err) {
    if (signal.aborted) {
      // Another worker has the job now (this one was frozen past its lease): stop quietly, leave it to them.
      ctx.log.warn({ job: def.name, jobId: job.id }, 'job handed to another worker; this run stopped');
      return;
    }
    const error = err instanceof Error ? err : new Error(String(err));
    ctx.log.warn({ job: def.name, jobId: job.id, attempt, error: error.message.slice(0, 500) }, 'job attempt failed');
    if (attempt > def.retry.limit && def.onFailed) await def.onFailed(payload, ctx, error).catch(() => undefined);
    throw error;
  } finally {
    if (!signal.aborted) await leases.release(job.id).catch(() => undefined);
  }
}
