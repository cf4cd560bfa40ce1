/**
 * Browser benchmark of the two long screens, in Chromium against the real server (the built client:
 * run `npm run build` first). Embeddings are off: the screens are measured, not the answering.
 *  - Review screen of a completion with 250 answers: from the review data arriving (its response's end) to the
 *    cards painted with the main thread free (target ≤ 300 ms); each filter switch, click to paint (≤ 100 ms);
 *    the longest main-thread task (≤ 200 ms).
 *  - Knowledge Base with 2,000 pairs: data arrival to painted and free (≤ 300 ms); a search keystroke to paint.
 * Cards in the DOM are counted too (a virtualised list keeps them to the screen). Medians over --runs page loads.
 *
 *   npm run build && npx tsx bench/review-browser.ts [--runs 5] [--answers 250] [--pairs 2000] [--postgres]
 */
import os from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { signInNewFirm } from '../tests/support/test-server';
import { uploadMultipart, waitForStatus } from '../tests/support/api-flows';
import { buildDdq } from '../tests/fixtures/ddq-documents';
import { syntheticQuestions } from '../tests/fixtures/synthetic-ddq';
import type { HttpClient } from '../tests/support/http-client';
import { loadAverage, median, startBenchServer } from './support/server-process';
import { numberArg } from './support/cli';
import {
  dataToPaint,
  filterSwitch,
  longestTask,
  timingScript,
  typeToPaint,
  type ScreenReady,
} from './support/page-timing';

const RUNS = numberArg('runs', 5);
const ANSWERS = numberArg('answers', 250);
const PAIRS = numberArg('pairs', 2000);
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function learn(client: HttpClient, questions: ReturnType<typeof syntheticQuestions>, name: string) {
  const res = await uploadMultipart(
    client,
    '/api/source-documents/upload',
    await buildDdq({ title: name, questions, completed: true }),
    `${name}.docx`,
  );
  const doc = await waitForStatus<{ id: string; status: string }>(
    client,
    '/api/source-documents',
    ((await res.json()) as { id: string }).id,
    600_000,
  );
  if (doc.status !== 'completed') throw new Error(`learning failed: ${JSON.stringify(doc)}`);
}

/** A completion of `ANSWERS` questions: most learned word for word (answered), some near ones, some unknown (no answer). */
async function completion(client: HttpClient, learned: ReturnType<typeof syntheticQuestions>): Promise<string> {
  const unknown = syntheticQuestions(PAIRS + ANSWERS)
    .slice(PAIRS)
    .map((q) => ({ ...q, question: `Regarding the fund's ${q.question.toLowerCase()}` }));
  const questions = [...learned.slice(0, Math.round(ANSWERS * 0.7)), ...unknown]
    .slice(0, ANSWERS)
    .map((q) => ({ ...q, answer: '' }));
  const res = await uploadMultipart(
    client,
    '/api/ddq-completions/upload',
    await buildDdq({ title: 'Blank', questions, completed: false }),
    'blank.docx',
  );
  const done = await waitForStatus<{ id: string; status: string }>(
    client,
    '/api/ddq-completions',
    ((await res.json()) as { id: string }).id,
    600_000,
  );
  if (done.status !== 'completed') throw new Error(`completion failed: ${JSON.stringify(done)}`);
  return done.id;
}

const fmt = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`;

/** Prints the readiness lines of one screen. */
function printReady(ready: ScreenReady[]) {
  console.log(`  data → painted and interactive: ${fmt(ready.map((r) => r.afterData))} (target ≤ 300)`);
  console.log(
    `  its data request: ${fmt(ready.map((r) => r.request))}; navigation → ready: ${fmt(ready.map((r) => r.sinceNavigation))}`,
  );
}

async function reviewScreen(page: Page, url: string, id: string) {
  const ready: ScreenReady[] = [];
  const switches: number[] = [];
  const longest: number[] = [];
  let cards = 0;
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${url}/ddq-completions/${id}/review`);
    ready.push(await dataToPaint(page, '/review', '[data-testid="review-row"]'));
    cards = await page.locator('[data-testid="review-row"]').count();
    for (const name of [/^Draft \(/, /^No answer \(/, /^Answered \(/, /^All \(/])
      switches.push(await filterSwitch(page, name));
    longest.push(await longestTask(page));
  }
  console.log(`review screen, ${ANSWERS} answers (${cards} cards in the DOM):`);
  printReady(ready);
  console.log(
    `  filter switch (draft, no answer, answered, all): median ${median(switches).toFixed(0)} ms, worst ${Math.max(...switches).toFixed(0)} ms (target ≤ 100)`,
  );
  console.log(`  longest main-thread task per load: ${fmt(longest)} (target ≤ 200)`);
}

async function knowledgeBase(page: Page, url: string) {
  const ready: ScreenReady[] = [];
  const typing: number[] = [];
  const longest: number[] = [];
  let cards = 0;
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${url}/qa-pairs`);
    ready.push(await dataToPaint(page, '/api/qa-pairs', '[data-testid="qa-card"]'));
    cards = await page.locator('[data-testid="qa-card"]').count();
    typing.push(await typeToPaint(page, 'Search questions and answers', 'cyber'));
    longest.push(await longestTask(page));
  }
  console.log(`Knowledge Base, ${PAIRS} pairs (${cards} cards in the DOM):`);
  printReady(ready);
  console.log(`  search keystrokes ("cyber"), each key to paint: ${fmt(typing)}`);
  console.log(`  longest main-thread task per load: ${fmt(longest)} (target ≤ 200)`);
}

async function main() {
  const server = await startBenchServer({ EMBEDDINGS: 'off' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const { client } = await signInNewFirm(server.url, 'Browser bench');
    const learned = syntheticQuestions(PAIRS);
    await learn(client, learned, 'knowledge');
    const id = await completion(client, learned);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: server.url })));
    await context.addInitScript(timingScript(['[data-testid="review-row"]', '[data-testid="qa-card"]']));
    const page = await context.newPage();
    console.log(
      `DDQ Wingman browser benchmark (${os.cpus().length} cores, Chromium, ${server.where}; ${loadAverage()})\n`,
    );
    server.resetPeakMemory();
    await reviewScreen(page, server.url, id);
    await knowledgeBase(page, server.url);
    const heap = await page.evaluate(
      () => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
    );
    console.log(`\npage JS heap ${(heap / 1048576).toFixed(0)} MB; server ${server.peakMemory()}; ${loadAverage()}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
