/**
 * "How well do I know you?" through the HTTP API, on a real server process (ROLE=all) with embedded
 * PGlite, or with --postgres on PostgreSQL: the corpus's completed questionnaires, in the formats they were published
 * in, uploaded as one firm's training documents; POST /api/backtest, GET /api/backtest polled until the run is done;
 * the figures the Training Documents screen shows, as markdown: per document questions, answered / draft / none,
 * answers that agree with the firm's (of those given), the same yes/no, and the share right per confidence band.
 * (bench/backtest.ts runs the same engine on the corpus's truth files, without the server.)
 *
 *   npx tsx bench/backtest-api.ts [--postgres]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TBacktest, TBacktestBand, TBacktestTally } from '../src/contract/index';
import { signInNewFirm } from '../tests/support/test-server';
import type { HttpClient } from '../tests/support/http-client';
import { learn } from './support/api';
import { loadAverage, startBenchServer } from './support/server-process';

const CORPUS = process.env.CORPUS_DIR ?? '/work/shared/corpus';
/**
 * The completed questionnaires: HECVAT 3.03, CAIQ 4.0.2 and K-12CVAT as the vendor's workbooks; the PRI DDQ was
 * published as markdown, which the product does not read, so its Word render.
 */
const TRAINING = [
  'raw/CanvasLMS_HECVAT_Full_2022-12.xlsx',
  'raw/Instructure_CAIQ_2022-12.xlsx',
  'raw/CanvasLMS_K12CVAT_Lite_2024-04.xlsx',
  'rendered/ethicalcapital-pri-ddq.numbered.completed.docx',
];

const pct = (n: number, of: number) => (of ? `${Math.round((100 * n) / of)}%` : '-');
const given = (t: TBacktestTally) => t.answered + t.draft;
const row = (name: string, t: TBacktestTally) =>
  `| ${name} | ${t.questions} | ${t.answered} | ${t.draft} | ${t.none} | ${t.agree}/${given(t)} (${pct(t.agree, given(t))}) | ${t.yesNo ? `${t.yesNoAgree}/${t.yesNo} (${pct(t.yesNoAgree, t.yesNo)})` : '-'} |`;
const band = (b: TBacktestBand | undefined) =>
  b?.answers ? `${b.right}/${b.answers} (${pct(b.right, b.answers)})` : '-';

/** Starts a run and polls it as the screen does, printing each document as it starts; the finished run. */
async function backtest(client: HttpClient) {
  const started = await client.json<TBacktest>('/api/backtest', { method: 'POST' });
  if (started.status !== 200 && started.status !== 202)
    throw new Error(`POST /api/backtest answered ${started.status}: ${JSON.stringify(started.body)}`);
  let current: string | null = null;
  for (const deadline = Date.now() + 1_800_000; Date.now() < deadline;) {
    const { body } = await client.json<TBacktest>('/api/backtest');
    const run = body.run!;
    if (run.status === 'completed') return { run, stale: body.stale };
    if (run.status === 'error') throw new Error(`the backtest failed: ${run.errorMessage}`);
    if (run.currentDocument && run.currentDocument !== current) {
      current = run.currentDocument;
      console.log(`  answering ${current} (${run.documentsDone} of ${run.documentsTotal} done)`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the backtest did not finish in 30 minutes');
}

async function main() {
  const server = await startBenchServer();
  try {
    console.log(
      `DDQ Wingman backtest through the API (${os.cpus().length} cores, ${server.where}, node ${process.version})\n`,
    );
    const { client } = await signInNewFirm(server.url, 'Backtest');
    const files = TRAINING.map((f) => ({ name: path.basename(f), bytes: fs.readFileSync(path.join(CORPUS, f)) }));
    const learned = await learn(client, files);
    console.log(
      `learned ${files.length} documents, ${learned.pairs} pairs, in ${(learned.ms / 1000).toFixed(1)} s (${learned.docs.map((d, i) => `${files[i]!.name}: ${d.qaCount}`).join(', ')})`,
    );

    server.resetPeakMemory();
    const cpu = server.cpuSeconds();
    const t = performance.now();
    const { run, stale } = await backtest(client);
    const wall = (performance.now() - t) / 1000;
    const used = server.cpuSeconds();
    console.log(
      `backtest: ${wall.toFixed(1)} s from POST to the result polled (the run's own time ${((run.durationMs ?? 0) / 1000).toFixed(1)} s; ` +
        `CPU web ${(used.web - cpu.web).toFixed(1)} s, worker ${(used.worker - cpu.worker).toFixed(1)} s; ${server.peakMemory()}; ${loadAverage()})` +
        (stale ? ' (stale: the knowledge changed meanwhile)' : '') +
        '\n',
    );

    console.log('| document | questions | answered | draft | none | agree (of given) | same yes/no |');
    console.log('|---|---|---|---|---|---|---|');
    for (const d of run.documents) console.log(row(d.name, d.totals));
    console.log(`${row('all', run.summary!.totals)}\n`);

    const bands = run.summary!.bands.filter((b) => b.answers > 0);
    console.log(`| confidence | all: right/answers | ${run.documents.map((d) => d.name).join(' | ')} |`);
    console.log(`|---|---|${run.documents.map(() => '---|').join('')}`);
    for (const b of bands) {
      const label = `${b.from}-${Math.min(100, b.to - 1)}%`;
      console.log(
        `| ${label} | ${band(b)} | ${run.documents.map((d) => band(d.bands.find((x) => x.from === b.from))).join(' | ')} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
