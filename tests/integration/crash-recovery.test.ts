/**
 * Crash recovery as `npm start` runs the product: ROLE=all on embedded PGlite, the jobs in a supervised
 * worker process. The worker is killed with SIGKILL mid-learning and mid-completion, then the whole server
 * mid-completion (and started again on the same data folder). Each interrupted job resumes within seconds, not at
 * the queue's expiry (set to 10 minutes here): its lease is ended by the supervisor or by the restart and the next
 * worker hands it on (decision 051). Each finishes once: no duplicate pairs or answers, usage counted once.
 * Two workers on PostgreSQL: scale-out.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDdqCompletion, TSourceDocument, TUser } from '@contract/index';
import { freePort, signIn } from '../support/test-server';
import { spawnApp, type AppProcess } from '../support/app-process';
import { exactlyOnceFacts, waitForCompletion } from '../support/scale-out';
import { embeddedDatabaseUrl, msUntilResumed, until, workerPid } from '../support/crash';
import { uploadTwoStep, waitForStatus } from '../support/api-flows';
import type { HttpClient } from '../support/http-client';
import { buildDdq } from '../fixtures/ddq-documents';
import { syntheticQuestions } from '../fixtures/synthetic-ddq';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { questionsDone } from '../support/api-flows';

/** A long training document: about 2 s of parsing, long enough to be killed mid-learning. */
const TRAINING = syntheticQuestions(1500);
const BLANK = TRAINING.slice(0, 250);
const RESUME_WITHIN_MS = 30_000;

describe.skipIf(Boolean(process.env.DATABASE_URL))('ROLE=all on embedded PGlite, killed with SIGKILL', () => {
  let dataDir: string;
  let port: number;
  let server: AppProcess;
  let model: OpenAiStandIn;
  let client: HttpClient;
  let firmId: string;
  const completions: string[] = [];

  const startServer = async () => {
    server = spawnApp('server', {
      ROLE: 'all',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      EMBEDDINGS: 'off',
      WORKER_CONCURRENCY: '1',
      JOB_LEASE_SECONDS: '4',
      JOB_TIMEOUT_SECONDS: '600',
      // A (local stand-in) model answering in 40 ms keeps a completion running long enough to be killed mid-way.
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_MODEL: 'stand-in',
      LLM_CONCURRENCY: '2',
    });
    await server.ready;
  };
  const databaseUrl = () => embeddedDatabaseUrl(server);

  /** Uploads a blank DDQ and waits until the worker has answered some, not all, of its questions. */
  async function completionUnderWay(name: string): Promise<string> {
    const { body } = await uploadTwoStep(
      client,
      'ddq-completions',
      await buildDdq({ title: name, questions: BLANK, completed: false }),
      `${name}.docx`,
    );
    completions.push(body.id);
    await until('answers under way', 60_000, async () => {
      const row = (await client.json<TDdqCompletion[]>('/api/ddq-completions')).body.find((c) => c.id === body.id);
      return row?.status === 'processing' && questionsDone(row) >= 20 ? row : undefined;
    });
    return body.id;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-crash-'));
    port = await freePort();
    model = await startOpenAiStandIn([], { delayMs: 40 });
    await startServer();
    client = (await signIn(server.url!, { firm: 'Crash Test Partners' })).client;
    firmId = (await client.json<{ user: TUser }>('/api/auth/user')).body.user.firmId;
  }, 120_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    await model?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the worker killed mid-learning: the document resumes within seconds and is learned once', async () => {
    const { body } = await uploadTwoStep(
      client,
      'source-documents',
      await buildDdq({ title: 'Training', questions: TRAINING, completed: true }),
      'training.docx',
    );
    await until('learning under way', 60_000, async () => {
      const row = (await client.json<TSourceDocument[]>('/api/source-documents')).body.find((d) => d.id === body.id);
      return row?.status === 'processing' ? row : undefined;
    });
    process.kill(workerPid(server), 'SIGKILL');
    const killed = Date.now();
    const resumedMs = await msUntilResumed(databaseUrl, 'source_documents', body.id, killed);
    const doc = await waitForStatus<TSourceDocument>(client, '/api/source-documents', body.id, 60_000);
    console.log(
      `[crash] worker killed mid-learning: resumed after ${(resumedMs / 1000).toFixed(1)} s, learned ${((Date.now() - killed) / 1000).toFixed(1)} s after the kill`,
    );
    expect(resumedMs).toBeLessThan(RESUME_WITHIN_MS);
    expect(doc).toMatchObject({ status: 'completed', qaCount: TRAINING.length });
    expect((await exactlyOnceFacts(databaseUrl(), [], firmId)).documents).toEqual([
      { attempts: 2, pairs: TRAINING.length },
    ]);
  }, 120_000);

  it('the worker killed mid-completion: the DDQ resumes from its saved answers within seconds and completes once', async () => {
    const id = await completionUnderWay('Blank after a worker crash');
    const callsBefore = model.calls.length;
    process.kill(workerPid(server), 'SIGKILL');
    const killed = Date.now();
    const resumedMs = await msUntilResumed(databaseUrl, 'ddq_completions', id, killed);
    const done = await waitForCompletion([client], id, 60_000);
    console.log(
      `[crash] worker killed mid-completion: resumed after ${(resumedMs / 1000).toFixed(1)} s, completed ${((Date.now() - killed) / 1000).toFixed(1)} s after the kill`,
    );
    expect(resumedMs).toBeLessThan(RESUME_WITHIN_MS);
    expect(done).toMatchObject({ status: 'completed', totalQuestions: BLANK.length });
    expect(done.errorCount).toBeGreaterThanOrEqual(1); // the interruption is reported
    // Answers saved before the kill were not asked for again: at most the batch in flight was.
    expect(model.calls.length - callsBefore).toBeLessThanOrEqual(BLANK.length);
  }, 120_000);

  it('the whole server killed mid-completion and started again on the same data folder: the DDQ resumes and completes once', async () => {
    const id = await completionUnderWay('Blank after a server crash');
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    const killed = Date.now();
    await startServer();
    const restartedMs = Date.now() - killed;
    const resumedMs = await msUntilResumed(databaseUrl, 'ddq_completions', id, killed);
    const done = await waitForCompletion([client], id, 60_000);
    console.log(
      `[crash] whole server killed mid-completion: restarted in ${(restartedMs / 1000).toFixed(1)} s, resumed ${(resumedMs / 1000).toFixed(1)} s after the kill, completed after ${((Date.now() - killed) / 1000).toFixed(1)} s`,
    );
    expect(resumedMs).toBeLessThan(RESUME_WITHIN_MS);
    expect(done).toMatchObject({ status: 'completed', totalQuestions: BLANK.length });

    const facts = await exactlyOnceFacts(databaseUrl(), completions, firmId);
    for (const c of facts.completions)
      expect(c, c.completionId).toMatchObject({
        status: 'completed',
        attempts: 2,
        items: BLANK.length,
        distinctItems: BLANK.length,
      });
    expect(facts.usageTotal).toBe(facts.completions.reduce((n, c) => n + c.usedRefs, 0)); // usage counted once
    expect(facts.documents).toEqual([{ attempts: 2, pairs: TRAINING.length }]);
  }, 120_000);
});
