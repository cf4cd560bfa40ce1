/** What domain functions and job handlers are given: configuration, database, storage, jobs and a logger. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { Storage } from './storage';
import type { JobQueue } from './jobs/queue';

export interface AppContext {
  config: Config;
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** In a job: aborted when the job's lease was lost and another worker has the job (jobs/leases.ts); checkpoints stop on it. */
  signal?: AbortSignal;
}
