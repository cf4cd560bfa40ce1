/**
 * Load benchmark, on loopback against a real server process (ROLE=all: web + its worker process):
 * 200 browser tabs poll as the web client does (stats every 5 s, source documents 2 s, completions 2 s,
 * processing status 1 s, breakdown of the latest completion 2 s) while 10 users, each in their own firm,
 * upload and complete DDQs one after the other (upload-url → PUT → upload-complete, wait, download).
 * Prints requests/s, p50/p95/p99 latency (overall and per call), errors (must be 0), and checks that every
 * upload was processed with nothing lost.
 *
 *   npx tsx bench/load.ts [--seconds 60] [--tabs 200] [--users 10] [--postgres] [--poll-only] [--mixed]
 *   (--postgres: a scratch database on DATABASE_URL's server; --poll-only: no uploads during the measured time;
 *   --mixed: the scale-out load instead of the 10 users: one 202-question DDQ completed every 4 s, by each firm in turn,
 *   and a pass/fail line for its targets: 0 errors, polling p95 ≤ 50 ms, every polled call's p99 ≤ 250 ms)
 */
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TDdqCompletion } from '@contract/index';
import { freePort, signIn } from '../tests/support/test-server';
import { uploadTwoStep, waitForStatus } from '../tests/support/api-flows';
import { scratchDatabase } from '../tests/support/scale-out';
import type { HttpClient } from '../tests/support/http-client';
import { buildDdq } from '../tests/fixtures/ddq-documents';
import { syntheticQuestions } from '../tests/fixtures/synthetic-ddq';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 60);
const TABS = arg('tabs', 200);
const USERS = arg('users', 10);
const POSTGRES = process.argv.includes('--postgres');
/** Only the tabs during the measured time (the users stop after the warm-up): separates polling cost from processing. */
const POLL_ONLY = process.argv.includes('--poll-only');
/** Issue 15's mixed load: one large DDQ completed every MIXED_EVERY_MS while the tabs poll. */
const MIXED = process.argv.includes('--mixed');
const MIXED_EVERY_MS = 4000;
const TARGETS = { pollP95: 50, callP99: 250 };
/** The web client's polling intervals (ms), as in src/web/hooks. */
const POLLS = {
  stats: 5000,
  sourceDocuments: 2000,
  completions: 2000,
  processingStatus: 1000,
  breakdown: 2000,
} as const;
type Call = keyof typeof POLLS | 'upload' | 'wait' | 'download';

const TRAINING = syntheticQuestions(MIXED ? 250 : 150);
const BLANK_QUESTIONS = MIXED ? 202 : 60;
const THINK_MS = 1500;

class Recorder {
  readonly latencies = new Map<Call, number[]>();
  errors: string[] = [];
  skipped = 0;
  record(call: Call, ms: number) {
    let list = this.latencies.get(call);
    if (!list) this.latencies.set(call, (list = []));
    list.push(ms);
  }
  error(call: Call, what: string) {
    this.errors.push(`${call}: ${what}`);
  }
  static pct(sorted: number[], p: number) {
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
  }
  summary(calls: Call[]) {
    const all = calls.flatMap((c) => this.latencies.get(c) ?? []).sort((a, b) => a - b);
    return {
      count: all.length,
      p50: Recorder.pct(all, 50),
      p95: Recorder.pct(all, 95),
      p99: Recorder.pct(all, 99),
      max: all.at(-1) ?? NaN,
    };
  }
}

interface User {
  client: HttpClient;
  latestCompletion?: string;
  uploaded: string[];
  done: TDdqCompletion[];
}

async function timed(rec: Recorder, call: Call, client: HttpClient, url: string): Promise<void> {
  const t = performance.now();
  try {
    const res = await client.request(url);
    const body = await res.arrayBuffer();
    rec.record(call, performance.now() - t);
    if (res.status !== 200)
      rec.error(call, `${url} → ${res.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
  } catch (err) {
    rec.error(call, `${url} → ${(err as Error).message}`);
  }
}

/** One browser tab: each query refetches on its interval, never two of the same in flight (as TanStack Query). */
function tab(rec: Recorder, user: User, until: number): Promise<void> {
  const loops = (Object.keys(POLLS) as (keyof typeof POLLS)[]).map(async (call) => {
    const period = POLLS[call];
    let next = performance.now() + Math.random() * period;
    while (next < until) {
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      const started = performance.now();
      const url =
        call === 'stats'
          ? '/api/stats'
          : call === 'sourceDocuments'
            ? '/api/source-documents'
            : call === 'completions'
              ? '/api/ddq-completions'
              : call === 'processingStatus'
                ? '/api/processing-status'
                : user.latestCompletion
                  ? `/api/ddq-completions/${user.latestCompletion}/detailed-breakdown`
                  : undefined;
      if (url) await timed(rec, call, user.client, url);
      next += period;
      if (next < performance.now()) {
        rec.skipped++; // the previous fetch outlasted the interval: a browser skips this tick too
        next = performance.now() + period - ((performance.now() - started) % period);
      }
    }
  });
  return Promise.all(loops).then(() => undefined);
}

/**
 * The blank DDQs the users upload (different slices of the training questions), built before anything is measured:
 * building a Word file takes the client's CPU, which would otherwise count in the latencies it measures.
 */
const BLANKS: Buffer[] = [];
async function buildBlanks(count = 12): Promise<void> {
  for (let i = 0; i < count; i++) {
    const start = (i * 5) % (TRAINING.length - BLANK_QUESTIONS + 1);
    BLANKS.push(
      await buildDdq({
        title: `DDQ ${i}`,
        questions: TRAINING.slice(start, start + BLANK_QUESTIONS),
        completed: false,
      }),
    );
  }
}

/** One DDQ: two-step upload, wait until it is completed, download it. */
async function completeOne(rec: Recorder, user: User, index: number, round: number): Promise<void> {
  const bytes = BLANKS[(index * 7 + round * 13) % BLANKS.length]!;
  let t = performance.now();
  const up = await uploadTwoStep(user.client, 'ddq-completions', bytes, `ddq-${index}-${round}.docx`).catch(
    (err: Error) => ({ status: 0, body: { id: '', message: err.message } }),
  );
  rec.record('upload', performance.now() - t);
  if (up.status !== 201) {
    rec.error('upload', `${up.status} ${JSON.stringify(up.body).slice(0, 200)}`);
    return;
  }
  user.uploaded.push(up.body.id);
  t = performance.now();
  const done = await waitForStatus<TDdqCompletion>(user.client, '/api/ddq-completions', up.body.id, 600_000).catch(
    (err: Error) => {
      rec.error('wait', err.message);
      return undefined;
    },
  );
  if (!done) return;
  rec.record('wait', performance.now() - t);
  user.done.push(done);
  user.latestCompletion = done.id;
  await timed(rec, 'download', user.client, `/api/download-ddq/${done.id}`);
}

/** One person completing DDQs one after the other until the time is up, thinking THINK_MS in between. */
async function worker(rec: Recorder, user: User, index: number, until: number): Promise<void> {
  for (let round = 0; performance.now() < until; round++) {
    await completeOne(rec, user, index, round);
    await new Promise((r) => setTimeout(r, THINK_MS));
  }
}

/** Issue 15's uploader: a DDQ every MIXED_EVERY_MS (or as soon as the previous one completed, if it took longer), each firm in turn. */
async function mixedUploader(rec: Recorder, users: User[], until: number): Promise<void> {
  for (let round = 0; performance.now() < until; round++) {
    const started = performance.now();
    await completeOne(rec, users[round % users.length]!, round % users.length, round);
    await new Promise((r) => setTimeout(r, Math.max(0, started + MIXED_EVERY_MS - performance.now())));
  }
}

const peakMb = (pid: number | undefined) => {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)![1]) / 1024;
  } catch {
    return NaN;
  }
};

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-load-'));
  const url = `http://127.0.0.1:${port}`;
  if (POSTGRES && !process.env.DATABASE_URL) throw new Error('--postgres needs DATABASE_URL');
  const database = POSTGRES ? await scratchDatabase(process.env.DATABASE_URL!) : undefined;
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the web process.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: database?.url ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; i < 600; i++) {
      if (
        await fetch(`${url}/healthz`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(
      `DDQ Wingman load benchmark: ${TABS} tabs, ${USERS} users, ${SECONDS} s, ${os.cpus().length} cores, ${POSTGRES ? 'PostgreSQL' : 'embedded PGlite'}, server pid ${server.pid}`,
    );

    // Warm-up: each user signs in (own firm), teaches the firm a 150-question DDQ and completes one.
    const warm = new Recorder();
    let t = performance.now();
    const users: User[] = [];
    for (let i = 0; i < USERS; i++)
      users.push({
        client: (await signIn(url, { firm: `Load Firm ${i + 1}`, email: `user${i + 1}@load.example` })).client,
        uploaded: [],
        done: [],
      });
    const training = await buildDdq({ title: 'Training', questions: TRAINING, completed: true });
    await buildBlanks();
    await Promise.all(
      users.map(async (u) => {
        const up = await uploadTwoStep(u.client, 'source-documents', training, 'training.docx');
        const doc = await waitForStatus<{ id: string; status: string; qaCount: number }>(
          u.client,
          '/api/source-documents',
          up.body.id,
          600_000,
        );
        if (doc.status !== 'completed' || doc.qaCount !== TRAINING.length)
          throw new Error(`learning failed: ${JSON.stringify(doc)}`);
      }),
    );
    await Promise.all(users.map((u, i) => completeOne(warm, u, i, 0)));
    if (warm.errors.length) throw new Error(`warm-up errors: ${warm.errors.slice(0, 5).join('; ')}`);
    console.log(
      `warm-up: ${USERS} firms learned ${TRAINING.length} pairs each and completed one DDQ in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    // The measured minute. The client's own event-loop delay is reported: a busy client inflates what it measures.
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const rec = new Recorder();
    t = performance.now();
    const until = t + SECONDS * 1000;
    const tabs = Array.from({ length: TABS }, (_, i) => tab(rec, users[i % USERS]!, until));
    const people = POLL_ONLY
      ? []
      : MIXED
        ? [mixedUploader(rec, users, until)]
        : users.map((u, i) => worker(rec, u, i, until));
    await Promise.all(tabs);
    const pollSeconds = (performance.now() - t) / 1000;
    await Promise.all(people);
    const drainSeconds = (performance.now() - t) / 1000 - pollSeconds;

    // Nothing lost: every upload is in its firm's list, completed, with every question, and downloadable.
    let lost = 0;
    let incomplete = 0;
    for (const u of users) {
      const list = (await u.client.json<TDdqCompletion[]>('/api/ddq-completions')).body;
      for (const id of u.uploaded) {
        const row = list.find((c) => c.id === id);
        if (!row) lost++;
        else if (row.status !== 'completed' || row.totalQuestions !== BLANK_QUESTIONS) incomplete++;
      }
    }

    const polls = rec.summary(Object.keys(POLLS) as Call[]);
    const total = [...rec.latencies.values()].reduce((n, l) => n + l.length, 0);
    const f = (n: number) => n.toFixed(1);
    console.log(
      `\npolling (${TABS} tabs, ${f(pollSeconds)} s): ${polls.count} requests, ${(polls.count / pollSeconds).toFixed(0)} req/s, p50 ${f(polls.p50)} ms, p95 ${f(polls.p95)} ms, p99 ${f(polls.p99)} ms, max ${f(polls.max)} ms`,
    );
    for (const call of Object.keys(POLLS) as Call[]) {
      const s = rec.summary([call]);
      console.log(
        `  ${call.padEnd(17)} ${String(s.count).padStart(6)} requests  p50 ${f(s.p50).padStart(6)}  p95 ${f(s.p95).padStart(6)}  p99 ${f(s.p99).padStart(6)} ms`,
      );
    }
    const uploads = rec.summary(['upload']);
    const waits = rec.summary(['wait']);
    const uploaded = users.reduce((n, u) => n + u.uploaded.length, 0);
    console.log(
      `\n${USERS} users: ${uploaded} DDQs uploaded (${BLANK_QUESTIONS} questions each), two-step upload p50 ${f(uploads.p50)} ms / p95 ${f(uploads.p95)} ms;` +
        ` upload → completed p50 ${f(waits.p50 / 1000)} s / p95 ${f(waits.p95 / 1000)} s; last ones drained in ${f(drainSeconds)} s after the minute`,
    );
    console.log(
      `all requests: ${total}, overall ${(total / (pollSeconds + drainSeconds)).toFixed(0)} req/s; ticks skipped because the previous fetch was still running: ${rec.skipped}`,
    );
    console.log(
      `errors: ${rec.errors.length}${rec.errors.length ? ` (first: ${rec.errors.slice(0, 5).join(' | ')})` : ''}`,
    );
    console.log(
      `uploads processed: ${uploaded - lost - incomplete}/${uploaded}, lost ${lost}, not completed ${incomplete}`,
    );
    const workers = fs
      .readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    console.log(
      `server peak memory: web process ${peakMb(server.pid).toFixed(0)} MB, worker process ${Math.max(0, ...workers.map(peakMb)).toFixed(0)} MB`,
    );
    console.log(
      `client event-loop delay (inflates the figures above when high): p99 ${(clientLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(clientLoop.max / 1e6).toFixed(1)} ms`,
    );
    if (rec.errors.length || lost || incomplete) process.exitCode = 1;
    if (MIXED) {
      const worstP99 = Math.max(...(Object.keys(POLLS) as Call[]).map((c) => rec.summary([c]).p99));
      const pass = rec.errors.length === 0 && polls.p95 <= TARGETS.pollP95 && worstP99 <= TARGETS.callP99;
      console.log(
        `scale-out targets (0 errors, polling p95 ≤ ${TARGETS.pollP95} ms, every call p99 ≤ ${TARGETS.callP99} ms): ${pass ? 'PASS' : 'FAIL'}` +
          ` (errors ${rec.errors.length}, p95 ${f(polls.p95)} ms, worst p99 ${f(worstP99)} ms; ${rec.summary(['wait']).count} DDQs of ${BLANK_QUESTIONS} questions completed)`,
      );
      if (!pass) process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
