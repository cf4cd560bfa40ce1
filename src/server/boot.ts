/**
 * Starts the product in one process: database (+ migrations), storage, job queue, and by role the web
 * server and/or the workers. Used by main.ts and by the integration tests, so both run the same start-up.
 */
import pino from 'pino';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, runMigrations } from './db/connect';
import { createStorage } from './storage';
import { startJobQueue, type JobQueue } from './jobs/queue';
import { jobRegistry } from './jobs/registry';
import type { AppContext } from './context';
import { jobSentName, superviseWorker, type WorkerSupervisor } from './worker-supervisor';
import { processEmbedder } from './domain/knowledge/process-embedder';
import { expireAllLeases, expireLeasesOfProcess } from './jobs/leases';

export interface RunningServer {
  ctx: AppContext;
  app?: FastifyInstance;
  /** Base URL the web server listens on (when the role includes web). */
  url?: string;
  /** Connection string of the database (for embedded PGlite, its loopback socket). */
  databaseUrl: string;
  close(): Promise<void>;
}

export async function boot(config: Config, opts: { logger?: FastifyBaseLogger } = {}): Promise<RunningServer> {
  const log = opts.logger ?? (pino({ level: config.logLevel }) as unknown as FastifyBaseLogger);
  const database = await openDatabase({
    url: config.database.url,
    embeddedDir: config.database.embeddedDir,
    poolSize: config.database.poolSize,
  });
  try {
    await runMigrations(database.db, database.pool);
  } catch (err) {
    await database.close();
    throw err;
  }
  // The embedded database belongs to this process alone: a job lease found now was held by a worker of an earlier
  // run (killed with it), so its job is handed on as soon as a worker starts.
  if (database.embedded) await expireAllLeases(database.pool);
  const storage = createStorage(config);
  // The job queue needs the context (for handlers) and the context holds the queue: it is set right below.
  const ctx = { config, db: database.db, storage, log } as AppContext;
  let supervisor: WorkerSupervisor | undefined;
  const jobs: JobQueue = await startJobQueue({
    pool: database.pool,
    definitions: jobRegistry.map((d) =>
      d.longRunning ? { ...d, expireInSeconds: config.worker.jobTimeoutSeconds } : d,
    ),
    work: config.runsWorker && (config.role === 'worker' || config.worker.inProcess),
    concurrency: config.worker.concurrency,
    maintenanceSeconds: config.worker.maintenanceSeconds,
    leaseSeconds: config.worker.leaseSeconds,
    context: () => ctx,
    onSent: (name) => supervisor?.jobSent(name),
  });
  ctx.jobs = jobs;
  // A worker process started by ROLE=all is told when a job is sent, and looks for it at once.
  if (config.role === 'worker' && process.send) {
    process.on('message', (message) => {
      const name = jobSentName(message);
      if (!name) return;
      log.debug({ job: name }, 'woken: a job was sent');
      jobs.wake(name);
    });
  }
  // A worker loads the sentence-embedding model right away, so the first document does not wait for it.
  if (config.runsWorker && (config.role === 'worker' || config.worker.inProcess) && config.env !== 'test') {
    processEmbedder(config).catch((err: unknown) => log.error({ err }, 'could not load the sentence-embedding model'));
  }

  if (config.role === 'all' && !config.worker.inProcess) {
    supervisor = superviseWorker({
      databaseUrl: database.url,
      env: process.env,
      log,
      // Its jobs are handed to the next worker at once instead of when their leases run out.
      onExit: (pid) =>
        expireLeasesOfProcess(database.pool, pid).catch((err: unknown) =>
          log.error({ err }, 'could not end the leases of the worker process'),
        ),
    });
  }
  if (config.role === 'worker') exitWithParent();

  let app: FastifyInstance | undefined;
  let url: string | undefined;
  if (config.runsWeb) {
    // Imported only here: a worker process (restarted after a crash) boots about a second sooner without the web stack.
    const { buildApp } = await import('./http/app');
    app = await buildApp(ctx);
    url = await app.listen({ port: config.port, host: config.host });
  }
  // The embedded database's loopback address (psql can open it while the server runs); never a PostgreSQL URL (credentials).
  const databaseName = database.embedded ? `embedded PGlite (${new URL(database.url).host})` : 'PostgreSQL';
  log.info({ role: config.role, url, database: databaseName, publicUrl: config.publicUrl }, 'DDQ Wingman started');
  if (app && config.auth.provider === 'local') {
    log.warn(
      { host: config.host, publicUrl: config.publicUrl, allowNetwork: config.auth.allowNetwork },
      'built-in sign-in (no Microsoft 365 configured): anyone who can open the public address can create a firm (joining one takes its passphrase); configure ENTRA_* for a server others use',
    );
  }

  let closing: Promise<void> | undefined;
  return {
    ctx,
    app,
    url,
    databaseUrl: database.url,
    close() {
      closing ??= (async () => {
        // In-flight requests get a grace period; a client that stopped sending mid-body would otherwise hold the
        // shutdown until its keep-alive runs out (72 s), which a restart and a test suite both waited on.
        const force = setTimeout(() => app?.server.closeAllConnections(), CLOSE_GRACE_MS);
        force.unref();
        await app?.close().catch(() => undefined);
        clearTimeout(force);
        await supervisor?.stop().catch(() => undefined);
        await jobs.stop().catch(() => undefined);
        await database.close();
      })();
      return closing;
    },
  };
}

/** How long requests still in flight at shutdown may take before their connections are closed. */
const CLOSE_GRACE_MS = 5_000;

/** A worker started by a parent process stops when the parent is gone (even after a SIGKILL of the parent). */
function exitWithParent(): void {
  const parent = Number(process.env.WORKER_PARENT_PID);
  if (!parent) return;
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.kill(process.pid, 'SIGTERM');
    }
  }, 2000).unref();
}
