/**
 * Pipeline benchmark (issues 5 and 16), through the HTTP API of a real server process (ROLE=all: web process with
 * the database + worker process) on embedded PGlite, or with --postgres on PostgreSQL:
 *  1. corpus (each run in a new firm): learn two real completed questionnaires uploaded together (the CAIQ and the
 *     K-12CVAT workbooks, 334 pairs; the issue counted 354), then complete the 202-question HECVAT 3.04 blank (upload → downloadable, and
 *     with the download). Targets: learning ≤ 5 s, completing ≤ 3 s. Medians over the runs, with the load average.
 *  2. with --synthetic: learn three 250-question DDQs, complete a 250-question blank, grow the knowledge base to
 *     --kb pairs and poll the UI's lists at --rate req/s while a completion runs.
 * Each figure is printed with the peak memory of the web and worker processes during it.
 *
 *   npx tsx bench/pipeline.ts [--runs 3] [--postgres] [--synthetic [--rate 200] [--seconds 20] [--kb 10000]]
 *   (--postgres: a scratch database on DATABASE_URL's server instead of embedded PGlite)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInNewFirm } from '../tests/support/test-server';
import { waitForStatus } from '../tests/support/api-flows';
import { buildDdq } from '../tests/fixtures/ddq-documents';
import { syntheticQuestions } from '../tests/fixtures/synthetic-ddq';
import type { HttpClient } from '../tests/support/http-client';
import { loadAverage, median, startBenchServer, type BenchServer } from './support/server-process';
import { numberArg } from './support/cli';
import { learn, upload } from './support/api';

const RUNS = numberArg('runs', 3);
const RATE = numberArg('rate', 200);
const SECONDS = numberArg('seconds', 20);
const KB = numberArg('kb', 10_000);
const CORPUS = process.env.CORPUS_DIR ?? '/work/shared/corpus';
const TRAINING = ['raw/Instructure_CAIQ_2022-12.xlsx', 'raw/CanvasLMS_K12CVAT_Lite_2024-04.xlsx'];
const BLANK = 'rendered/canvas-hecvat-full-3.04-2024.table.blank.docx';

type Completion = { id: string; status: string; answeredQuestions: number; totalQuestions: number };

async function complete(client: HttpClient, bytes: Uint8Array, name: string) {
  const t = performance.now();
  const id = await upload(client, 'ddq-completions', bytes, name);
  const done = await waitForStatus<Completion>(client, '/api/ddq-completions', id, 600_000);
  const toDownloadable = performance.now() - t;
  const file = await client.request(`/api/download-ddq/${id}`);
  const size = (await file.arrayBuffer()).byteLength;
  if (done.status !== 'completed' || file.status !== 200)
    throw new Error(`completion failed: ${JSON.stringify(done)} (download HTTP ${file.status})`);
  return { ms: toDownloadable, withDownload: performance.now() - t, done, size, id };
}

/** The review screen's data, first load (the time of the server's answer, JSON read included). */
async function firstReview(client: HttpClient, id: string) {
  const t = performance.now();
  const res = await client.json<{ items: unknown[] }>(`/api/ddq-completions/${id}/review`);
  if (res.status !== 200) throw new Error(`review failed: ${res.status}`);
  return { ms: performance.now() - t, items: res.body.items.length };
}

/** Runs one measured stage: its result and "peak memory, CPU seconds, load average" while it ran. */
async function measured<T>(server: BenchServer, run: () => Promise<T>): Promise<{ result: T; note: string }> {
  server.resetPeakMemory();
  const before = server.cpuSeconds();
  const result = await run();
  const after = server.cpuSeconds();
  const cpu = `CPU web ${(after.web - before.web).toFixed(1)} s, worker ${(after.worker - before.worker).toFixed(1)} s`;
  return { result, note: `${server.peakMemory()}; ${cpu}; ${loadAverage()}` };
}

async function corpusStage(server: BenchServer) {
  const training = TRAINING.map((f) => ({ name: path.basename(f), bytes: fs.readFileSync(path.join(CORPUS, f)) }));
  const blank = fs.readFileSync(path.join(CORPUS, BLANK));
  // Warm-up in its own firm (the worker loads the sentence model at start; the first job also compiles code).
  const warm = await signInNewFirm(server.url, 'Warm-up');
  await learn(warm.client, training.slice(1));
  const learned: number[] = [];
  const completed: number[] = [];
  const withDownload: number[] = [];
  const reviews: number[] = [];
  let pairs = 0;
  for (let run = 1; run <= RUNS; run++) {
    const { client } = await signInNewFirm(server.url, `Corpus ${run}`);
    const { result: l, note: learnNote } = await measured(server, () => learn(client, training));
    learned.push(l.ms);
    pairs = l.pairs;
    console.log(
      `run ${run}: learn ${TRAINING.map((f) => path.basename(f)).join(' + ')}: ${l.ms.toFixed(0)} ms (${l.pairs} pairs; ${learnNote})`,
    );
    const { result: c, note } = await measured(server, () => complete(client, blank, path.basename(BLANK)));
    completed.push(c.ms);
    withDownload.push(c.withDownload);
    console.log(
      `run ${run}: complete ${path.basename(BLANK)}: ${c.ms.toFixed(0)} ms upload → downloadable, ${c.withDownload.toFixed(0)} ms with download ` +
        `(${c.done.answeredQuestions}/${c.done.totalQuestions} answered, ${(c.size / 1024).toFixed(0)} KB; ${note})`,
    );
    const { result: r, note: reviewNote } = await measured(server, () => firstReview(client, c.id));
    reviews.push(r.ms);
    console.log(`run ${run}: review data, first load: ${r.ms.toFixed(0)} ms (${r.items} answers; ${reviewNote})`);
  }
  console.log(
    `\nmedian of ${RUNS} (${server.where}): learning ${pairs} pairs ${median(learned).toFixed(0)} ms (target ≤ 5000), ` +
      `completing 202 questions ${median(completed).toFixed(0)} ms (target ≤ 3000), ${median(withDownload).toFixed(0)} ms with download, ` +
      `first review load ${median(reviews).toFixed(0)} ms`,
  );
}

async function pollLoad(client: HttpClient, rate: number, seconds: number) {
  const paths = ['/api/stats', '/api/source-documents', '/api/ddq-completions', '/api/processing-status'];
  const latencies: number[] = [];
  let errors = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; performance.now() - start < seconds * 1000; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
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
        .catch(() => void errors++),
    );
  }
  await Promise.all(inflight);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  return {
    requests: latencies.length + errors,
    rps: ((latencies.length + errors) / seconds).toFixed(0),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors,
  };
}

async function syntheticStage(server: BenchServer) {
  const { client } = await signInNewFirm(server.url, 'Bench');
  const all = syntheticQuestions(750);
  const docx = (questions: ReturnType<typeof syntheticQuestions>, name: string, completed = true) =>
    buildDdq({
      title: name,
      questions: completed ? questions : questions.map((q) => ({ ...q, answer: '' })),
      completed,
    }).then((bytes) => ({ name: `${name}.docx`, bytes }));
  for (let d = 0; d < 3; d++) {
    server.resetPeakMemory();
    const r = await learn(client, [await docx(all.slice(d * 250, d * 250 + 250), `training-${d + 1}`)]);
    console.log(`learn 250-question DDQ #${d + 1}: ${r.ms.toFixed(0)} ms (${r.pairs} pairs; ${server.peakMemory()})`);
  }
  server.resetPeakMemory();
  const blank = await docx(all.slice(0, 250), 'blank', false);
  const c = await complete(client, blank.bytes, blank.name);
  console.log(
    `complete 250-question blank: ${c.ms.toFixed(0)} ms upload → downloadable; ${c.withDownload.toFixed(0)} ms with download (${c.done.answeredQuestions}/${c.done.totalQuestions} answered; ${server.peakMemory()})`,
  );

  let t = performance.now();
  const big = syntheticQuestions(KB).slice(750);
  for (let i = 0; i < big.length; i += 2500)
    await learn(client, [await docx(big.slice(i, i + 2500), `bulk-${i / 2500 + 1}`)]);
  console.log(`\ngrew the knowledge base to ${KB} pairs in ${(performance.now() - t).toFixed(0)} ms`);

  server.resetPeakMemory();
  t = performance.now();
  const next = await docx(all.slice(250, 500), 'blank-2', false);
  const running = complete(client, next.bytes, next.name);
  const load = await pollLoad(client, RATE, SECONDS);
  const during = await running;
  console.log(
    `polling at ${RATE} req/s for ${SECONDS} s (stats, source documents, completions, processing status) with ${KB} pairs while a completion runs:\n` +
      `  ${load.requests} requests, ${load.rps} req/s, p50 ${load.p50} ms, p95 ${load.p95} ms, p99 ${load.p99} ms, errors ${load.errors}\n` +
      `  the concurrent completion took ${during.ms.toFixed(0)} ms (${during.done.answeredQuestions}/${during.done.totalQuestions} answered); ${server.peakMemory()}; ${loadAverage()}`,
  );
}

async function main() {
  const server = await startBenchServer();
  try {
    console.log(
      `DDQ Wingman pipeline benchmark (${os.cpus().length} cores, ${server.where}, node ${process.version})\n`,
    );
    await corpusStage(server);
    if (process.argv.includes('--synthetic')) await syntheticStage(server);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
