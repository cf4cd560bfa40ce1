/**
 * Pipeline benchmark (issue 5), through the HTTP API of a real server process on embedded defaults:
 *  1. learn three 250-question completed DDQs (upload → pairs saved), one after the other;
 *  2. complete a 250-question blank DDQ (upload → downloadable file) and download it;
 *  3. grow the knowledge base to 10,000 pairs, then hit the polling endpoints the UI calls every 1-5 s
 *     (stats, source documents, completions, processing status) at 200 requests/s while a completion runs.
 * Prints the time of each stage, the latency percentiles and the server's peak memory (VmHWM).
 *
 *   npx tsx bench/pipeline.ts [--rate 200] [--seconds 20] [--kb 10000]
 *   BENCH_DATABASE_URL=postgresql://... npx tsx bench/pipeline.ts   (on PostgreSQL instead of embedded PGlite)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, signInNewFirm } from '../tests/support/test-server';
import { uploadMultipart, waitForStatus } from '../tests/support/api-flows';
import { buildDdq } from '../tests/fixtures/ddq-documents';
import { syntheticQuestions } from '../tests/fixtures/synthetic-ddq';
import type { HttpClient } from '../tests/support/http-client';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RATE = arg('rate', 200);
const SECONDS = arg('seconds', 20);
const KB = arg('kb', 10_000);

const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;
const peakMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmHWM:\s+(\d+)/)![1]) / 1024;
};
/** Peak memory of the web process and of its worker process (ROLE=all runs jobs in a child). */
const memoryReport = (pid: number) => {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  const worker = children.map((c) => peakMb(c)).reduce((a, b) => Math.max(a, b), 0);
  return `web + database process ${peakMb(pid).toFixed(0)} MB, worker process ${worker.toFixed(0)} MB`;
};

async function learn(client: HttpClient, questions: ReturnType<typeof syntheticQuestions>, name: string) {
  const bytes = await buildDdq({ title: name, questions, completed: true });
  const t = performance.now();
  const res = await uploadMultipart(client, '/api/source-documents/upload', bytes, `${name}.docx`);
  if (res.status !== 201) throw new Error(`upload failed ${res.status} ${await res.text()}`);
  const doc = await waitForStatus<{ id: string; status: string; qaCount: number }>(client, '/api/source-documents', ((await res.json()) as { id: string }).id, 600_000);
  if (doc.status !== 'completed') throw new Error(`learning failed: ${JSON.stringify(doc)}`);
  return { ms: performance.now() - t, pairs: doc.qaCount, kb: bytes.length };
}

async function complete(client: HttpClient, questions: ReturnType<typeof syntheticQuestions>) {
  const bytes = await buildDdq({ title: 'Blank DDQ', questions: questions.map((q) => ({ ...q, answer: '' })), completed: false });
  const t = performance.now();
  const res = await uploadMultipart(client, '/api/ddq-completions/upload', bytes, 'blank.docx');
  const { id } = (await res.json()) as { id: string };
  const done = await waitForStatus<{ id: string; status: string; answeredQuestions: number; totalQuestions: number }>(client, '/api/ddq-completions', id, 600_000);
  const toDownloadable = performance.now() - t;
  const file = await client.request(`/api/download-ddq/${id}`);
  const size = (await file.arrayBuffer()).byteLength;
  return { ms: toDownloadable, withDownload: performance.now() - t, done, size, status: file.status };
}

async function pollLoad(client: HttpClient, rate: number, seconds: number) {
  const paths = ['/api/stats', '/api/source-documents', '/api/ddq-completions', '/api/processing-status'];
  const latencies: number[] = [];
  let errors = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; performance.now() - start < seconds * 1000; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t = performance.now();
    inflight.push(
      client
        .request(paths[i % paths.length]!)
        .then(async (r) => {
          await r.arrayBuffer();
          if (r.status !== 200) errors++;
          latencies.push(performance.now() - t);
        })
        .catch(() => {
          errors++;
        }),
    );
  }
  await Promise.all(inflight);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  return { requests: latencies.length + errors, rps: ((latencies.length + errors) / seconds).toFixed(0), p50: pct(50), p95: pct(95), p99: pct(99), errors };
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-bench-'));
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // BENCH_DATABASE_URL: run on that PostgreSQL instead of embedded PGlite (use an empty database).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; i < 600; i++) {
      if (await fetch(`${url}/healthz`).then((r) => r.ok).catch(() => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const { client } = await signInNewFirm(url, 'Bench');
    const all = syntheticQuestions(750);
    const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    console.log(`DDQ Wingman pipeline benchmark (${os.cpus().length} cores, ${where}, web process pid ${server.pid} + worker process)\n`);
    for (let d = 0; d < 3; d++) {
      const r = await learn(client, all.slice(d * 250, d * 250 + 250), `training-${d + 1}`);
      console.log(`learn 250-question DDQ #${d + 1}: ${r.ms.toFixed(0)} ms (${r.pairs} pairs, ${(r.kb / 1024).toFixed(0)} KB .docx)`);
    }
    const c = await complete(client, all.slice(0, 250));
    console.log(`complete 250-question blank: ${c.ms.toFixed(0)} ms upload → downloadable; ${c.withDownload.toFixed(0)} ms with download (${c.done.answeredQuestions}/${c.done.totalQuestions} answered, ${(c.size / 1024).toFixed(0)} KB, HTTP ${c.status})`);
    console.log(`peak memory after stages 1-2: ${memoryReport(server.pid!)}`);

    let t = performance.now();
    const extra = KB - 750;
    const perDoc = 2500;
    const big = syntheticQuestions(750 + extra).slice(750);
    for (let i = 0; i < big.length; i += perDoc) await learn(client, big.slice(i, i + perDoc), `bulk-${i / perDoc + 1}`);
    console.log(`\ngrew the knowledge base to ${KB} pairs in ${ms(t)}`);

    t = performance.now();
    const running = complete(client, all.slice(250, 500));
    const load = await pollLoad(client, RATE, SECONDS);
    const during = await running;
    console.log(
      `polling at ${RATE} req/s for ${SECONDS} s (stats, source documents, completions, processing status) with ${KB} pairs while a completion runs:\n` +
        `  ${load.requests} requests, ${load.rps} req/s, p50 ${load.p50} ms, p95 ${load.p95} ms, p99 ${load.p99} ms, errors ${load.errors}`,
    );
    console.log(`  the concurrent completion took ${during.ms.toFixed(0)} ms (${during.done.answeredQuestions}/${during.done.totalQuestions} answered) against ${KB} pairs`);
    console.log(`peak memory overall: ${memoryReport(server.pid!)}`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
