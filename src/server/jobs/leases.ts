/**
 * Job leases (decision 051). A worker takes a lease on each job it starts and renews all of them every
 * `leaseSeconds / 4`. A lease that runs out belongs to a worker that died (or froze): any live worker then cancels
 * that pg-boss job and queues it again, so it resumes from its checkpoint within seconds instead of waiting for
 * the queue's expiry. A worker whose lease was taken (it was frozen, not dead) learns it at its next renewal and
 * stops the job (its AbortSignal), so two runs never go on side by side for long; the checkpoints make the
 * overlap harmless.
 */
import os from 'node:os';
import type { Pool, PoolClient } from 'pg';

export interface LeasedJob {
  id: string;
  name: string;
  data: object;
  singletonKey?: string | null;
}

/** What a lost job needs from the queue: cancel it (false if it was already finished) and send it again. */
export interface Requeue {
  cancel(job: LeasedJob, client: PoolClient): Promise<boolean>;
  send(job: LeasedJob, client: PoolClient): Promise<void>;
}

export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} was handed to another worker (its lease ran out).`);
    this.name = 'LeaseLostError';
  }
}

/** This process's worker id: host, process id and start time (a reused process id is another worker). */
export const WORKER_ID = `${os.hostname()}:${process.pid}:${Date.now().toString(36)}`;

export class LeaseKeeper {
  private readonly held = new Map<string, AbortController>();

  constructor(
    private readonly pool: Pool,
    private readonly leaseSeconds: number,
    private readonly workerId = WORKER_ID,
  ) {}

  /** Takes the lease of a job this worker starts (from whoever held it before); its signal aborts if it is lost. */
  async take(job: LeasedJob): Promise<AbortSignal> {
    await this.pool.query(
      `insert into job_leases (job_id, queue, data, singleton_key, worker_id, expires_at)
       values ($1, $2, $3, $4, $5, now() + $6 * interval '1 second')
       on conflict (job_id) do update set worker_id = excluded.worker_id, expires_at = excluded.expires_at, taken_at = now()`,
      [job.id, job.name, JSON.stringify(job.data), job.singletonKey ?? null, this.workerId, this.leaseSeconds],
    );
    const controller = new AbortController();
    this.held.set(job.id, controller);
    return controller.signal;
  }

  async release(jobId: string): Promise<void> {
    this.held.delete(jobId);
    await this.pool.query('delete from job_leases where job_id = $1 and worker_id = $2', [jobId, this.workerId]);
  }

  /** Renews this worker's leases; a job whose lease is no longer ours is stopped. */
  async renew(): Promise<void> {
    const ids = [...this.held.keys()];
    if (!ids.length) return;
    const { rows } = await this.pool.query<{ job_id: string }>(
      `update job_leases set expires_at = now() + $3 * interval '1 second'
        where worker_id = $1 and job_id = any($2::uuid[]) returning job_id`,
      [this.workerId, ids, this.leaseSeconds],
    );
    const kept = new Set(rows.map((r) => r.job_id));
    for (const id of ids) {
      const controller = this.held.get(id);
      if (!kept.has(id) && controller) {
        this.held.delete(id);
        controller.abort(new LeaseLostError(id));
      }
    }
  }

  /** Lets go of the leases still held (the process is stopping): other workers take the jobs at once. */
  async abandon(): Promise<void> {
    const ids = [...this.held.keys()];
    this.held.clear();
    if (ids.length) await expireLeases(this.pool, 'job_id = any($1::uuid[])', [ids]);
  }
}

/**
 * Hands every job whose lease ran out to the queue again (cancel the old pg-boss job, send a new one), each in
 * one transaction with the removal of its lease, so two workers sweeping at once never queue a job twice.
 */
export async function requeueLostJobs(pool: Pool, requeue: Requeue, limit = 20): Promise<LeasedJob[]> {
  const lost: LeasedJob[] = [];
  // Nearly always nothing is lost: one plain query, no transaction (on the embedded database a transaction holds
  // every other connection, and this runs in the niced worker process every few seconds).
  const { rows: any } = await pool.query<{ lost: boolean }>(
    'select exists (select 1 from job_leases where expires_at < now()) as lost',
  );
  if (!any[0]?.lost) return lost;
  for (let i = 0; i < limit; i++) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{
        job_id: string;
        queue: string;
        data: object;
        singleton_key: string | null;
      }>(
        `delete from job_leases where job_id = (
           select job_id from job_leases where expires_at < now() order by expires_at limit 1 for update skip locked
         ) returning job_id, queue, data, singleton_key`,
      );
      const row = rows[0];
      if (!row) {
        await client.query('commit');
        break;
      }
      const job = { id: row.job_id, name: row.queue, data: row.data, singletonKey: row.singleton_key };
      if (await requeue.cancel(job, client)) {
        await requeue.send(job, client);
        lost.push(job);
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
  return lost;
}

/** Ends the leases matched (their workers are known to be gone): their jobs are handed over at the next sweep. */
async function expireLeases(pool: Pool, where: string, values: unknown[] = []): Promise<number> {
  const result = await pool.query(
    `update job_leases set expires_at = now() - interval '1 second' where ${where}`,
    values,
  );
  return result.rowCount ?? 0;
}

/** Every lease (embedded database: no worker can be alive when the process that owns the database starts). */
export const expireAllLeases = (pool: Pool) => expireLeases(pool, 'true');

/** The leases of a child worker process of this host, by its process id. */
export const expireLeasesOfProcess = (pool: Pool, pid: number) =>
  expireLeases(pool, 'worker_id like $1', [`${os.hostname()}:${pid}:%`]);
