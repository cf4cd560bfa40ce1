/**
 * With ROLE=all, the background work runs in a supervised child process (ROLE=worker) that shares this
 * process's database (for embedded PGlite, over its loopback wire server) and files. Answering and
 * embedding are CPU-heavy; in their own process they use the second core and never stall the HTTP event
 * loop that serves the polling screens; it also runs at a lower CPU priority. A child that dies is restarted; its
 * unfinished job is handed to the next one at once (decision 051).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

const MAIN = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'main.ts');
/** Unix niceness of the worker process (0 normal, 19 lowest): background work yields the CPU to the web process. */
const WORKER_NICENESS = 10;

export interface WorkerSupervisor {
  /** A job was sent: the worker process looks for it now rather than at its next poll (up to 0.5 s later). */
  jobSent(name: string): void;
  stop(): Promise<void>;
}

/** The message the web process sends its worker process when it has queued a job. */
export interface JobSentMessage {
  type: 'job-sent';
  name: string;
}

/** In the worker process: the job a message from the parent says was sent, if it is such a message. */
export function jobSentName(message: unknown): string | undefined {
  const m = message as Partial<JobSentMessage> | null;
  return m?.type === 'job-sent' && typeof m.name === 'string' ? m.name : undefined;
}

export function superviseWorker(opts: {
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  log: FastifyBaseLogger;
  /** Called when the child process has exited (its jobs can be handed on). */
  onExit?: (pid: number) => unknown;
}): WorkerSupervisor {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;

  const start = () => {
    child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...opts.env, ROLE: 'worker', DATABASE_URL: opts.databaseUrl, WORKER_PARENT_PID: String(process.pid) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const started = Date.now();
    const pid = child.pid;
    // The web process answers the polling screens: when both want the CPU, it goes first.
    if (pid) {
      try {
        os.setPriority(pid, WORKER_NICENESS);
      } catch (err) {
        opts.log.warn({ err }, 'could not lower the worker process priority');
      }
    }
    opts.log.info({ workerPid: pid, niceness: WORKER_NICENESS }, 'worker process started');
    child.once('exit', (code, signal) => {
      if (pid) void opts.onExit?.(pid);
      if (stopping) return;
      restarts = Date.now() - started > 60_000 ? 1 : restarts + 1;
      // 0.5 s after a first crash (its jobs wait for the new worker), backing off to 30 s if it keeps crashing.
      const delay = Math.min(30_000, 500 * 2 ** Math.min(restarts - 1, 6));
      opts.log.error({ code, signal, restartInMs: delay }, 'worker process exited; restarting it');
      setTimeout(() => !stopping && start(), delay).unref();
    });
  };
  start();

  return {
    jobSent(name) {
      const c = child;
      if (!c?.connected) return;
      const message: JobSentMessage = { type: 'job-sent', name };
      c.send(message, (err) => err && opts.log.debug({ err }, 'could not wake the worker process'));
    },
    async stop() {
      stopping = true;
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode) return;
      const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
      c.kill('SIGTERM');
      const timer = setTimeout(() => c.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
