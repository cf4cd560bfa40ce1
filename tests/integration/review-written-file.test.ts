/**
 * The written file under review, through the real HTTP app: answers already in the uploaded DDQ kept as written
 * (completion and answer injection), and a rewrite racing another reviewer's change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TApproveResponse, TDdqCompletion, TLearnedPair } from '@contract/index';
import type { SignedInUser, TestServer } from '../support/test-server';
import { send, uploadMultipart } from '../support/api-flows';
import { startReviewWorld, docxPart, complete, review, item } from '../support/review-flows';
import { ALREADY_ANSWERED, blankFirmDdq, partlyAnsweredFirmDdq } from '../fixtures/ddq-documents';
import { completionItems, ddqCompletions } from '../../src/server/db/schema';
import { rewriteOutput } from '../../src/server/domain/review/rewrite-output';

let server: TestServer;
let alice: SignedInUser;
let first: TDdqCompletion;

beforeAll(async () => {
  ({ server, alice, first } = await startReviewWorld());
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('answers already in the uploaded DDQ', () => {
  it("keeps the firm's own answers as written, answers the rest, says so, and learns a kept answer on approval", async () => {
    const done = await complete(alice.client, await partlyAnsweredFirmDdq(), 'Northwind DDQ 2026 partly answered.docx');
    expect(done).toMatchObject({ status: 'completed', totalQuestions: 12, answeredQuestions: 12 });
    const results = await alice.client.json<{ message: string }>(`/api/ddq-completions/${done.id}/results`);
    expect(results.body.message).toContain('2 of the 12 questions');
    expect(results.body.message).toContain('I kept those answers as written');

    const text = await docxPart(
      await (await alice.client.get(`/api/download-ddq/${done.id}`)).arrayBuffer(),
      'word/document.xml',
    );
    for (const kept of Object.values(ALREADY_ANSWERED)) expect(text).toContain(kept);
    expect(text).not.toContain('Jane Smith'); // the knowledge base's older answer did not overwrite the firm's
    expect(text).toContain('USD 4.2 billion'); // the blank questions were answered
    // The job saved every question's candidates, kept answers included: the review screen runs no engine.
    const saved = await server.ctx.db
      .select({ candidates: completionItems.candidates })
      .from(completionItems)
      .where(eq(completionItems.completionId, done.id));
    expect(saved.filter((s) => s.candidates === null)).toEqual([]);

    const r = await review(alice.client, done.id);
    const cco = item(r, 'Chief Compliance Officer');
    expect(cco).toMatchObject({
      prefilled: true,
      edited: false,
      answer: ALREADY_ANSWERED['Who is the Chief Compliance Officer and to whom do they report?'],
    });
    expect(item(r, 'total assets')).toMatchObject({ prefilled: false });
    const approved = await send<TApproveResponse>(
      alice.client,
      'POST',
      `/api/ddq-completions/${done.id}/review/items/${cco.id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.learnedPairId).toEqual(expect.any(String));
    const learned = (await alice.client.json<TLearnedPair[]>('/api/knowledge/learned')).body;
    expect(learned.map((p) => p.answer)).toContain(cco.answer);

    // Answer injection into a fresh copy that already has some answers keeps them too.
    const injected = await uploadMultipart(
      alice.client,
      '/api/inject-answers',
      await partlyAnsweredFirmDdq(),
      'Partly answered copy.docx',
      'ddq',
      { sourceCompletionId: first.id },
    );
    expect(injected.status).toBe(200);
    expect(Number(injected.headers.get('x-ddq-kept'))).toBe(2);
    expect(Number(injected.headers.get('x-ddq-filled'))).toBe(10);
    const injectedText = await docxPart(await injected.arrayBuffer(), 'word/document.xml');
    for (const kept of Object.values(ALREADY_ANSWERED)) expect(injectedText).toContain(kept);
  }, 120_000);
});

describe('reviewers changing answers at the same time', () => {
  it('a rewrite that read the answers before another change landed writes again, so the file has every change', async () => {
    const done = await complete(alice.client, await blankFirmDdq(), 'Northwind DDQ 2026 (two reviewers).docx');
    const [row] = await server.ctx.db.select().from(ddqCompletions).where(eq(ddqCompletions.id, done.id));
    const [x, y] = (await review(alice.client, done.id)).items;
    const setAnswer = (id: string, answer: string) =>
      server.ctx.db
        .update(completionItems)
        .set({ answer, edited: true, updatedAt: new Date() })
        .where(eq(completionItems.id, id));
    // The first rewrite stops just before it stores the file, after it read the answers.
    let arrived!: () => void;
    let release!: () => void;
    const atPut = new Promise<void>((r) => (arrived = r));
    const gate = new Promise<void>((r) => (release = r));
    let first = true;
    const storage = new Proxy(server.ctx.storage, {
      get(target, prop, receiver) {
        if (prop === 'put') {
          return async (...args: Parameters<typeof target.put>) => {
            if (first) {
              first = false;
              arrived();
              await gate;
            }
            return target.put(...args);
          };
        }
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    await setAnswer(x!.id, 'First reviewer: edited answer X.');
    const rewriting = rewriteOutput({ ...server.ctx, storage }, row!.firmId, done.id);
    await atPut;
    await setAnswer(y!.id, 'Second reviewer: edited answer Y, landed while X was being written.');
    release();
    await rewriting;
    const text = await docxPart(
      await (await alice.client.get(`/api/download-ddq/${done.id}`)).arrayBuffer(),
      'word/document.xml',
    );
    expect(text).toContain('First reviewer: edited answer X.');
    expect(text).toContain('Second reviewer: edited answer Y, landed while X was being written.');
  }, 120_000);
});
