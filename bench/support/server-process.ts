/**
 * Benchmarks' server: the real product as a separate process (`node --import tsx src/server/main.ts`, ROLE=all, so
 * a web process with the embedded database and its supervised worker process), on embedded PGlite, or with
 * `--postgres` on a scratch database of DATABASE_URL's PostgreSQL server (dropped after). Peak memory (Linux VmHWM) of the web and the worker process, resettable
 * between stages so each figure gets its own peak.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/test-server';
import { scratchDatabase } from '../../tests/support/scale-out';

export interface BenchServer {
  url: string;
  process: ChildProcess;
  where: string;
  /** Peak resident memory of the web and worker processes since the last reset, e.g. "web 310 MB, worker 520 MB". */
  peakMemory(): string;
  /** Starts the next peak-memory measurement from the current resident size. */
  resetPeakMemory(): void;
  /** CPU seconds used so far by the web and the worker process (all their threads). */
  cpuSeconds(): { web: number; worker: number };
  stop(): Promise<void>;
}

export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const postgres = process.argv.includes('--postgres');
  if (postgres && !process.env.DATABASE_URL)
    throw new Error('--postgres needs DATABASE_URL (its server gets a scratch database)');
  const database = postgres ? await scratchDatabase(process.env.DATABASE_URL!) : undefined;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-bench-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: database?.url ?? '',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '10000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    if (i > 600 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const pids = () => [child.pid!, ...childPids(child.pid!)];
  return {
    url,
    process: child,
    where: database ? 'PostgreSQL' : 'embedded PGlite',
    peakMemory() {
      const [web, ...workers] = pids();
      const worker = Math.max(0, ...workers.map(peakMb));
      return `web ${peakMb(web!).toFixed(0)} MB, worker ${worker.toFixed(0)} MB`;
    },
    resetPeakMemory() {
      // Writing 5 to clear_refs resets VmHWM to the current resident size (Linux 4.0+).
      for (const pid of pids()) fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    },
    cpuSeconds() {
      const [web, ...workers] = pids();
      return { web: cpuSeconds(web!), worker: workers.reduce((sum, pid) => sum + cpuSeconds(pid), 0) };
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

function childPids(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function peakMb(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)![1]) / 1024;
  } catch {
    return 0;
  }
}

/** utime + stime of a process (every thread), in seconds. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs
      .readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // fields 14 and 15 of stat, in clock ticks (USER_HZ = 100)
  } catch {
    return 0;
  }
}

/** "load average 3.1, 2.8, 2.5": the machine's other work, printed beside each timing. */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`;

/** Median of numbers (the middle one, or the mean of the two middle ones). */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
