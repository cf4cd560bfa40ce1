/**
 * PostgreSQL goes away for a few seconds in the middle of a DDQ completion: requests fail cleanly (a JSON error,
 * quickly, no hang), and the work completes once the database is back, exactly once. The database is
 * a private PostgreSQL cluster started for this test, so stopping it disturbs nothing else. Runs when
 * DATABASE_URL is set (CI) and the PostgreSQL server binaries are installed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDdqCompletion, TSourceDocument, TUser } from '@contract/index';
import { freePort } from '../support/test-server';
import { spawnApp, type AppProcess } from '../support/app-process';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';
import { deploymentEnv, exactlyOnceFacts, signInOnAll, waitForCompletion } from '../support/scale-out';
import { uploadMultipart, uploadTwoStep, waitForStatus } from '../support/api-flows';
import type { HttpClient } from '../support/http-client';
import { buildDdq } from '../fixtures/ddq-documents';
import { syntheticQuestions } from '../fixtures/synthetic-ddq';
import { questionsDone } from '../support/api-flows';

const QUESTIONS = syntheticQuestions(250);
const OUTAGE_MS = 4000;
let outage: { path: string; status: number; code?: string; ms: number }[] = [];
const crashes: string[] = [];

describe.skipIf(!process.env.DATABASE_URL || !postgresBinDir())('PostgreSQL stops for a few seconds mid-run', () => {
  let pg: PrivatePostgres;
  let dataDir: string;
  let web: AppProcess;
  let worker: AppProcess;
  let client: HttpClient;
  let firmId: string;
  let stopping = false;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-outage-'));
    const port = await freePort();
    const common = deploymentEnv({ databaseUrl: pg.url, dataDir, publicPort: port, leaseSeconds: 4 });
    // Like a process manager (systemd, Kubernetes, the ROLE=all supervisor), restart a process that exits.
    const supervise = (name: string, env: Record<string, string>, set: (p: AppProcess) => void) => {
      const p = spawnApp(name, env);
      set(p);
      p.child.once('exit', (code, signal) => {
        if (stopping) return;
        // KNOWN BUG (reported): the worker can still exit when PostgreSQL goes away mid-job: pg-boss 10.4.2 calls
        // complete()/fail() without awaiting them (manager.js onFetch), so with the database down their rejection is
        // unhandled. Timing-dependent, so it is logged here rather than asserted.
        crashes.push(`${name} exited (${code ?? signal}): ${p.output().split('\n').slice(-12).join('\n')}`);
        console.warn(`[outage test] ${crashes.at(-1)!.slice(0, 1500)}`);
        setTimeout(() => supervise(name, env, set), 500);
      });
      return p.ready;
    };
    await supervise('web', { ...common, ROLE: 'web', PORT: String(port) }, (p) => (web = p));
    await supervise('worker', { ...common, ROLE: 'worker' }, (p) => (worker = p));
    client = (await signInOnAll([web.url!], 'Outage Partners')).clients[0]!;
    firmId = (await client.json<{ user: TUser }>('/api/auth/user')).body.user.firmId;
  }, 120_000);

  afterAll(async () => {
    stopping = true;
    await Promise.all([web, worker].map((p) => p?.kill('SIGKILL')));
    pg?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers quickly with a JSON error while the database is down, and finishes the work after it returns', async () => {
    const learn = await uploadMultipart(
      client,
      '/api/source-documents/upload',
      await buildDdq({ title: 'Training', questions: QUESTIONS, completed: true }),
      'training.docx',
    );
    const doc = await waitForStatus<TSourceDocument>(
      client,
      '/api/source-documents',
      ((await learn.json()) as { id: string }).id,
      60_000,
    );
    expect(doc.status).toBe('completed');

    const { body: created } = await uploadTwoStep(
      client,
      'ddq-completions',
      await buildDdq({ title: 'Blank', questions: QUESTIONS, completed: false }),
      'blank.docx',
    );
    for (let i = 0; i < 3000; i++) {
      const row = (await client.json<TDdqCompletion[]>('/api/ddq-completions')).body.find((c) => c.id === created.id);
      if (row?.status === 'processing' && row && questionsDone(row) > 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }

    pg.stop();
    const down = Date.now();
    const seen: { path: string; status: number; code?: string; ms: number }[] = [];
    while (Date.now() - down < OUTAGE_MS) {
      for (const [method, p] of [
        ['GET', '/api/ddq-completions'],
        ['GET', '/api/stats'],
        ['GET', '/api/processing-status'],
        ['POST', '/api/ddq-completions/upload-url'],
      ] as const) {
        const t = Date.now();
        try {
          const res = await client.request(p, {
            method,
            ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
          });
          const body = (await res.json().catch(() => ({}))) as { code?: string };
          seen.push({ path: p, status: res.status, code: body.code, ms: Date.now() - t });
        } catch {
          seen.push({ path: p, status: 0, code: 'WEB_PROCESS_DOWN', ms: Date.now() - t }); // see the known bug below
        }
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await client.request('/healthz')).status).toBe(200);
    pg.start();

    // Every request during the outage was answered quickly with a JSON error (or from the short read cache).
    outage = seen;
    expect(seen.length).toBeGreaterThan(8);
    const webCrashed = crashes.some((c) => c.startsWith('web '));
    expect(
      seen.filter((s) => !(s.status === 200 || (s.status >= 500 && s.code) || (webCrashed && s.status === 0))),
    ).toEqual([]);
    expect(seen.filter((s) => s.status !== 200).length).toBeGreaterThan(seen.length / 2);
    expect(Math.max(...seen.map((s) => s.ms))).toBeLessThan(5000);
    await new Promise((r) => setTimeout(r, 1000)); // a process that is going to crash has done so by now

    const done = await waitForCompletion([client], created.id, 60_000);
    expect(done).toMatchObject({ status: 'completed', totalQuestions: 250, answeredQuestions: 250 });
    const facts = await exactlyOnceFacts(pg.url, [created.id], firmId);
    expect(facts.completions[0]).toMatchObject({ status: 'completed', items: 250, distinctItems: 250 });
    expect(facts.usageTotal).toBe(facts.completions[0]!.usedRefs);

    // And new work goes through as before.
    const again = await uploadTwoStep(
      client,
      'ddq-completions',
      await buildDdq({ title: 'After', questions: QUESTIONS.slice(0, 30), completed: false }),
      'after.docx',
    );
    expect(again.status).toBe(201);
    expect((await waitForCompletion([client], again.body.id, 60_000)).status).toBe('completed');
  }, 150_000);

  // The error handler looks through Drizzle's wrapping (`cause`) for the lost connection.
  it('answers 503 SERVICE_UNAVAILABLE (not 500) to requests that need the database while it is down', () => {
    const failed = outage.filter((s) => s.status !== 200 && s.status !== 0);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.filter((s) => s.status !== 503 || s.code !== 'SERVICE_UNAVAILABLE')).toEqual([]);
  });
});
