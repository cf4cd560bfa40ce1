/**
 * Scale-out on a real PostgreSQL (runs when DATABASE_URL is set; CI sets it): two web processes and two worker
 * processes (ROLE=web|worker, each `node src/server/main.ts`) share one database and one file folder.
 * Proves that they share the load, that each job runs exactly once, and that a worker killed mid-learning or
 * mid-completion leaves the job to another, which resumes it within seconds (its lease ran out: decision 051) and
 * finishes it once. Each test gets a scratch database, so no other process on the server takes its jobs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDdqCompletion, TSourceDocument, TUser } from '@contract/index';
import { freePort } from '../support/test-server';
import { spawnApp, type AppProcess } from '../support/app-process';
import { deploymentEnv, exactlyOnceFacts, scratchDatabase, signInOnAll, waitForCompletion } from '../support/scale-out';
import { msUntilResumed, processingRow, until } from '../support/crash';
import { uploadMultipart, uploadTwoStep, waitForStatus } from '../support/api-flows';
import type { HttpClient } from '../support/http-client';
import { buildDdq } from '../fixtures/ddq-documents';
import { syntheticQuestions } from '../fixtures/synthetic-ddq';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { questionsDone } from '../support/api-flows';

const QUESTIONS = syntheticQuestions(250);
/** A long blank DDQ (the first 250 questions are known), so that a worker can be killed while answering it. */
const LONG = syntheticQuestions(750);
/** A long training document (about 2 s of parsing), so that a worker can be killed while learning it. */
const LONG_TRAINING = syntheticQuestions(1500);
const LEASE_SECONDS = 4;
/** The bar: an interrupted job resumes within 30 s (with these settings, within a few). */
const RESUME_WITHIN_MS = 30_000;

describe.skipIf(!process.env.DATABASE_URL)('two web and two worker processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let dataDir: string;
  let webs: AppProcess[] = [];
  let workers: AppProcess[] = [];
  let clients: HttpClient[];
  let firmId: string;
  let model: OpenAiStandIn;
  let common: Record<string, string>;

  beforeAll(async () => {
    database = await scratchDatabase(process.env.DATABASE_URL!);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-scale-'));
    const [p1, p2] = [await freePort(), await freePort()];
    // A (local stand-in) model answering in 15 ms keeps each job running long enough to watch and to kill mid-way.
    model = await startOpenAiStandIn([], { delayMs: 15 });
    common = {
      ...deploymentEnv({ databaseUrl: database.url, dataDir, publicPort: p1, leaseSeconds: LEASE_SECONDS }),
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_MODEL: 'stand-in',
      LLM_CONCURRENCY: '2',
    };
    // web-1 first, then the rest (migrations take an advisory lock, so the order is only for tidy logs).
    webs = [spawnApp('web-1', { ...common, ROLE: 'web', PORT: String(p1) })];
    await webs[0]!.ready;
    webs.push(spawnApp('web-2', { ...common, ROLE: 'web', PORT: String(p2) }));
    workers = [
      spawnApp('worker-1', { ...common, ROLE: 'worker' }),
      spawnApp('worker-2', { ...common, ROLE: 'worker' }),
    ];
    await Promise.all([...webs, ...workers].map((p) => p.ready));
    const signedIn = await signInOnAll(
      webs.map((w) => w.url!),
      'Scale Out Capital',
    );
    clients = signedIn.clients;
    firmId = (await clients[1]!.json<{ user: TUser }>('/api/auth/user')).body.user.firmId;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...webs, ...workers].map((p) => p.kill('SIGKILL')));
    await model?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('share the load: requests on either web process, jobs on both workers, each job exactly once', async () => {
    // Learn through web-2, complete through both.
    const learn = await uploadMultipart(
      clients[1]!,
      '/api/source-documents/upload',
      await buildDdq({ title: 'Training', questions: QUESTIONS, completed: true }),
      'training.docx',
    );
    expect(learn.status).toBe(201);
    const doc = await waitForStatus<TSourceDocument>(
      clients[0]!,
      '/api/source-documents',
      ((await learn.json()) as { id: string }).id,
      60_000,
    );
    expect(doc).toMatchObject({ status: 'completed', qaCount: 250 });

    const blanks = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        buildDdq({ title: `Blank ${i}`, questions: QUESTIONS.slice(i * 20, i * 20 + 120), completed: false }),
      ),
    );
    const ids: string[] = [];
    for (const [i, bytes] of blanks.entries()) {
      const client = clients[i % 2]!;
      if (i % 3 === 0) {
        const res = await uploadMultipart(client, '/api/ddq-completions/upload', bytes, `blank-${i}.docx`);
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { id: string }).id);
      } else {
        const { status, body } = await uploadTwoStep(client, 'ddq-completions', bytes, `blank-${i}.docx`);
        expect(status).toBe(201);
        ids.push(body.id);
      }
    }

    // With one job at a time per worker, two completions processing at once means both workers are working.
    let mostAtOnce = 0;
    const track = (all: TDdqCompletion[]) => {
      // Started ones only: a DDQ waiting in the queue is shown as processing too, without a start time.
      mostAtOnce = Math.max(
        mostAtOnce,
        all.filter((c) => ids.includes(c.id) && c.status === 'processing' && c.startedAt).length,
      );
    };
    const done = await Promise.all(ids.map((id) => waitForCompletion(clients, id, 90_000, track)));
    // Every question processed once (the outcome of each answer is the answering tests' business).
    for (const c of done) expect(c).toMatchObject({ status: 'completed', totalQuestions: 120 });
    expect(mostAtOnce).toBe(2);

    const facts = await exactlyOnceFacts(database.url, ids, firmId);
    for (const c of facts.completions) {
      expect(c, c.completionId).toMatchObject({ status: 'completed', attempts: 1, items: 120, distinctItems: 120 });
    }
    expect(facts.usageTotal).toBe(facts.completions.reduce((n, c) => n + c.usedRefs, 0));
    expect(facts.documents).toEqual([{ attempts: 1, pairs: 250 }]);
    for (const [i, id] of ids.entries())
      expect((await clients[(i + 1) % 2]!.request(`/api/download-ddq/${id}`)).status).toBe(200);
  }, 150_000);

  /**
   * Holds `idle` still (SIGSTOP) so that `busy` takes the job `upload` queues, waits until `underWay` says the job is
   * running, lets `idle` go and kills `busy` (SIGKILL). Returns the job's id and the moment of the kill.
   */
  async function killMidJob(
    busy: AppProcess,
    idle: AppProcess,
    upload: () => Promise<string>,
    underWay: (id: string) => Promise<boolean>,
  ) {
    idle.child.kill('SIGSTOP');
    let id: string;
    try {
      id = await upload();
      await until('the job to be under way', 60_000, async () => ((await underWay(id)) ? true : undefined));
    } finally {
      idle.child.kill('SIGCONT');
    }
    await busy.kill('SIGKILL');
    return { id, killed: Date.now() };
  }

  it('a worker killed mid-learning or mid-completion leaves the job to the other, which resumes it within seconds and finishes it once', async () => {
    const [first, second] = workers as [AppProcess, AppProcess];
    const learning = await killMidJob(
      first,
      second,
      async () =>
        (
          await uploadTwoStep(
            clients[0]!,
            'source-documents',
            await buildDdq({ title: 'Long training', questions: LONG_TRAINING, completed: true }),
            'long-training.docx',
          )
        ).body.id,
      async (id) =>
        (await clients[1]!.json<TSourceDocument[]>('/api/source-documents')).body.find((d) => d.id === id)?.status ===
        'processing',
    );
    // A third worker joins, to be the survivor of the second kill.
    const third = spawnApp('worker-3', { ...common, ROLE: 'worker' });
    workers.push(third);
    const learnResumedMs = await msUntilResumed(() => database.url, 'source_documents', learning.id, learning.killed);
    const doc = await waitForStatus<TSourceDocument>(clients[0]!, '/api/source-documents', learning.id, 60_000);
    expect(doc).toMatchObject({ status: 'completed', qaCount: LONG_TRAINING.length });
    expect(await processingRow(database.url, 'source_documents', learning.id)).toEqual({
      attempts: 2,
      status: 'completed',
    });
    await third.ready;

    const completing = await killMidJob(
      second,
      third,
      async () =>
        (
          await uploadTwoStep(
            clients[1]!,
            'ddq-completions',
            await buildDdq({ title: 'Long', questions: LONG, completed: false }),
            'long.docx',
          )
        ).body.id,
      async (id) => {
        const row = (await clients[0]!.json<TDdqCompletion[]>('/api/ddq-completions')).body.find((c) => c.id === id);
        return row?.status === 'processing' && questionsDone(row) > 0 && questionsDone(row) < LONG.length;
      },
    );
    const completeResumedMs = await msUntilResumed(
      () => database.url,
      'ddq_completions',
      completing.id,
      completing.killed,
    );
    const done = await waitForCompletion(clients, completing.id, 60_000);
    console.log(
      `[crash] PostgreSQL, 2 workers: killed mid-learning → resumed after ${(learnResumedMs / 1000).toFixed(1)} s; killed mid-completion → resumed after ${(completeResumedMs / 1000).toFixed(1)} s, completed after ${((Date.now() - completing.killed) / 1000).toFixed(1)} s`,
    );
    expect(learnResumedMs).toBeLessThan(RESUME_WITHIN_MS);
    expect(completeResumedMs).toBeLessThan(RESUME_WITHIN_MS);
    expect(done).toMatchObject({ status: 'completed', totalQuestions: LONG.length });
    expect(done.errorCount).toBeGreaterThanOrEqual(1); // the interruption is reported to the user

    const facts = await exactlyOnceFacts(database.url, [completing.id], firmId);
    expect(facts.completions[0]).toMatchObject({
      status: 'completed',
      attempts: 2,
      items: LONG.length,
      distinctItems: LONG.length,
    });
    const all = await exactlyOnceFacts(
      database.url,
      (await clients[0]!.json<TDdqCompletion[]>('/api/ddq-completions')).body.map((c) => c.id),
      firmId,
    );
    expect(all.usageTotal).toBe(all.completions.reduce((n, c) => n + c.usedRefs, 0));
  }, 150_000);
});
