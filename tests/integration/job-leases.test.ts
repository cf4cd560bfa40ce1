/**
 * Job leases against the real database (decision 051): a worker's renewal keeps its leases; a lease taken by
 * another worker stops the first one's run; a lease that ran out is handed to the queue exactly once, however many
 * workers sweep at the same moment, and never for a job that had already finished.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, runMigrations, type Database } from '../../src/server/db/connect';
import {
  LeaseKeeper,
  LeaseLostError,
  requeueLostJobs,
  type LeasedJob,
  type Requeue,
} from '../../src/server/jobs/leases';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    embeddedDir: fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-leases-')),
    poolSize: 6,
  });
  await runMigrations(database.db, database.pool);
});
afterAll(async () => {
  await database?.close();
});

const job = (): LeasedJob => ({
  id: crypto.randomUUID(),
  name: 'complete-ddq',
  data: { completionId: crypto.randomUUID() },
  singletonKey: 'row-1',
});

/** A queue that records what it was asked to do; `finished` jobs cannot be cancelled (pg-boss answers 0 rows). */
function recordingQueue(finished: Set<string> = new Set()) {
  const cancelled: string[] = [];
  const sent: LeasedJob[] = [];
  const requeue: Requeue = {
    async cancel(j) {
      if (finished.has(j.id)) return false;
      cancelled.push(j.id);
      return true;
    },
    async send(j) {
      sent.push(j);
    },
  };
  return { requeue, cancelled, sent };
}

describe('job leases', () => {
  it('a renewal keeps the leases of a live worker', async () => {
    const a = new LeaseKeeper(database.pool, 30, `a-${crypto.randomUUID()}`);
    const j = job();
    const signal = await a.take(j);
    await a.renew();
    expect(signal.aborted).toBe(false);
    const queue = recordingQueue();
    await requeueLostJobs(database.pool, queue.requeue);
    expect(queue.cancelled).not.toContain(j.id);
    await a.release(j.id);
  });

  it('a worker whose lease another worker took stops its run at its next renewal', async () => {
    const a = new LeaseKeeper(database.pool, 30, `a-${crypto.randomUUID()}`);
    const b = new LeaseKeeper(database.pool, 30, `b-${crypto.randomUUID()}`);
    const j = job();
    const signal = await a.take(j);
    await b.take(j); // the job was handed on while a was frozen
    await a.renew();
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBeInstanceOf(LeaseLostError);
    await b.release(j.id);
  });

  it('a lease that ran out is handed on once, even with several workers sweeping at once, with its payload', async () => {
    const dead = new LeaseKeeper(database.pool, 30, `dead-${crypto.randomUUID()}`);
    const j = job();
    await dead.take(j);
    await dead.abandon(); // as the supervisor does when the process has died
    const queue = recordingQueue();
    const swept = await Promise.all([1, 2, 3].map(() => requeueLostJobs(database.pool, queue.requeue)));
    expect(queue.cancelled.filter((id) => id === j.id)).toHaveLength(1);
    expect(queue.sent.filter((s) => s.id === j.id)).toEqual([{ ...j }]);
    expect(swept.flat().filter((s) => s.id === j.id)).toHaveLength(1);
  });

  it('a job that finished meanwhile is not queued again', async () => {
    const dead = new LeaseKeeper(database.pool, 30, `dead-${crypto.randomUUID()}`);
    const j = job();
    await dead.take(j);
    await dead.abandon();
    const queue = recordingQueue(new Set([j.id]));
    await requeueLostJobs(database.pool, queue.requeue);
    expect(queue.sent.map((s) => s.id)).not.toContain(j.id);
    const { rows } = await database.pool.query('select 1 from job_leases where job_id = $1', [j.id]);
    expect(rows).toEqual([]);
  });
});
