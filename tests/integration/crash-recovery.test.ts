/**
 * Crash safety: a real worker process is killed (SIGKILL) in the middle of completing a DDQ. Another worker
 * takes the job over after it expires and finishes it: nothing stuck, nothing duplicated, usage counted once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TDdqCompletion, TSourceDocument } from '@contract/index';
import { completionItems, qaPairs } from '../../src/server/db/schema';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { uploadMultipart, waitForStatus } from '../support/api-flows';
import { buildDdq } from '../fixtures/ddq-documents';
import { syntheticQuestions } from '../fixtures/synthetic-ddq';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';

const QUESTIONS = syntheticQuestions(250);
let server: TestServer;
let model: OpenAiStandIn;
let user: SignedInUser;
const workers: ChildProcess[] = [];

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      ROLE: 'worker',
      DATABASE_URL: server.databaseUrl,
      DATA_DIR: server.dataDir,
      JOB_TIMEOUT_SECONDS: '8',
      JOB_MAINTENANCE_SECONDS: '2',
      WORKER_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // A (local stand-in) model answering in 40 ms keeps the job running long enough to be killed mid-way.
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_MODEL: 'stand-in',
      LLM_CONCURRENCY: '2',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  workers.push(child);
  return child;
}

beforeAll(async () => {
  model = await startOpenAiStandIn([], { delayMs: 40 });
  // This process only serves HTTP (and, on embedded defaults, the database): the work happens in child workers.
  server = await startTestServer({ ROLE: 'web', JOB_TIMEOUT_SECONDS: '8', JOB_MAINTENANCE_SECONDS: '2' });
  user = await signInNewFirm(server.url);
}, 120_000);

afterAll(async () => {
  for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
  await server?.close();
  await model?.close();
});

describe('a worker killed mid-job', () => {
  it('leaves the job to another worker, which finishes it without duplicates', async () => {
    const first = startWorker();
    const learn = await uploadMultipart(user.client, '/api/source-documents/upload', await buildDdq({ title: 'Training', questions: QUESTIONS, completed: true }), 'training.docx');
    const doc = await waitForStatus<TSourceDocument>(user.client, '/api/source-documents', ((await learn.json()) as { id: string }).id, 120_000);
    expect(doc.status).toBe('completed');
    const pairCount = async () => Number((await server.ctx.db.select({ n: sql<number>`count(*)` }).from(qaPairs).where(eq(qaPairs.sourceDocumentId, doc.id)))[0]!.n);
    expect(await pairCount()).toBe(250);

    const upload = await uploadMultipart(user.client, '/api/ddq-completions/upload', await buildDdq({ title: 'Blank', questions: QUESTIONS, completed: false }), 'blank.docx');
    const { id } = (await upload.json()) as { id: string };

    // Kill the worker as soon as it has answered some, but not all, questions.
    let seen: TDdqCompletion | undefined;
    for (let i = 0; i < 2000; i++) {
      seen = (await user.client.json<TDdqCompletion[]>('/api/ddq-completions')).body.find((c) => c.id === id);
      if (seen && (seen.answeredQuestions ?? 0) >= 30 && seen.status === 'processing') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(seen?.status).toBe('processing');
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const afterKill = await user.client.json<TDdqCompletion[]>('/api/ddq-completions');
    expect(afterKill.status, JSON.stringify(afterKill.body)).toBe(200);
    const atKill = afterKill.body.find((c) => c.id === id)!;
    expect(atKill.status).toBe('processing');
    expect(atKill.answeredQuestions).toBeLessThan(250);

    startWorker();
    const done = await waitForStatus<TDdqCompletion>(user.client, '/api/ddq-completions', id, 120_000);
    expect(done.status).toBe('completed');
    expect(done.totalQuestions).toBe(250);
    expect(done.answeredQuestions).toBe(250);
    expect(done.errorCount).toBeGreaterThanOrEqual(1); // the interruption is reported

    const items = await server.ctx.db.select().from(completionItems).where(eq(completionItems.completionId, id));
    expect(items).toHaveLength(250);
    expect(new Set(items.map((i) => i.itemIndex)).size).toBe(250);
    const usedRefs = items.reduce((n, i) => n + i.sourcePairIds.length, 0);
    const usage = await server.ctx.db.select({ total: sql<number>`coalesce(sum(usage_count), 0)` }).from(qaPairs).where(and(eq(qaPairs.sourceDocumentId, doc.id)));
    expect(Number(usage[0]!.total)).toBe(usedRefs); // counted exactly once
    expect(await pairCount()).toBe(250);
    // Saved batches were not answered again: at most the batch in flight at the kill was redone.
    expect(model.calls.length).toBeGreaterThanOrEqual(250);
    expect(model.calls.length).toBeLessThanOrEqual(250 + 25);
    const file = await user.client.request(`/api/download-ddq/${id}`);
    expect(file.status).toBe(200);
  }, 240_000);
});
