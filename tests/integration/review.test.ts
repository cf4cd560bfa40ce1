/**
 * Review before it goes out, through the real HTTP app: review items with sources and candidates,
 * edit / pick / regenerate / approve, the re-written download and the review copy, learning from edits (used by
 * the next completion), knowledge hygiene, and firm isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import {
  ZHygieneReport,
  ZReview,
  type TApproveResponse,
  type TDdqCompletion,
  type THygieneReport,
  type TLearnedPair,
  type TQaPair,
  type TReview,
  type TReviewItem,
} from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { uploadMultipart, uploadTwoStep, waitForStatus } from '../support/api-flows';
import {
  ALREADY_ANSWERED,
  AUM_ANSWER,
  blankFirmDdq,
  blankInvestorDdq,
  completedFirmDdq,
  partlyAnsweredFirmDdq,
} from '../fixtures/ddq-documents';
import type { HttpClient } from '../support/http-client';
import { and, eq, isNull } from 'drizzle-orm';
import { completionItems, ddqCompletions } from '../../src/server/db/schema';
import { rewriteOutput } from '../../src/server/domain/review/rewrite-output';

let server: TestServer;
let alice: SignedInUser;
let first: TDdqCompletion;

const NEW_NAME = 'Northwind Capital Group LLP (renamed from Northwind Capital Partners LLP in 2026)';

async function docxPart(bytes: ArrayBuffer, part: string): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  return ((await zip.file(part)?.async('string')) ?? '').replace(/<[^>]+>/g, ' ');
}

async function complete(client: HttpClient, bytes: Buffer, name: string): Promise<TDdqCompletion> {
  const { body } = await uploadTwoStep(client, 'ddq-completions', bytes, name);
  return waitForStatus<TDdqCompletion>(client, '/api/ddq-completions', body.id, 90_000);
}

const send = <T>(client: HttpClient, method: string, path: string, body?: unknown) =>
  client.json<T>(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

async function review(client: HttpClient, id: string, filter = 'all'): Promise<TReview> {
  const res = await client.json<TReview>(`/api/ddq-completions/${id}/review?filter=${filter}`);
  expect(res.status).toBe(200);
  return ZReview.parse(res.body);
}

const item = (r: TReview, words: string) => r.items.find((i) => i.question.includes(words))!;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signInNewFirm(server.url);
  const up = await uploadMultipart(
    alice.client,
    '/api/source-documents/upload',
    await completedFirmDdq(),
    'Northwind DDQ 2025.docx',
  );
  await waitForStatus(alice.client, '/api/source-documents', ((await up.json()) as { id: string }).id, 90_000);
  first = await complete(alice.client, await blankFirmDdq(), 'Northwind DDQ 2026.docx');
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('the review screen data', () => {
  it('lists every question with its answer, confidence, sources (question, answer, document, date) and candidates', async () => {
    const r = await review(alice.client, first.id);
    expect(r.completion).toMatchObject({ id: first.id, originalName: 'Northwind DDQ 2026.docx', status: 'completed' });
    expect(r.items).toHaveLength(12);
    expect(r.counts.all).toBe(12);
    const name = item(r, 'legal name');
    expect(name).toMatchObject({
      answer: expect.stringContaining('Northwind Capital Partners LLP'),
      edited: false,
      approved: false,
      fallback: false,
    });
    expect(name.confidence).toBeGreaterThan(70);
    expect(name.sources[0]).toMatchObject({
      question: 'What is the legal name of the firm?',
      documentName: 'Northwind DDQ 2025.docx',
      retired: false,
    });
    expect(name.sources[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(name.candidates.length).toBeGreaterThan(1);
    expect(name.candidates[0]!.score).toBeGreaterThan(0);
    expect((await review(alice.client, first.id, 'edited')).items).toEqual([]);
    expect((await alice.client.json(`/api/ddq-completions/${first.id}/review?filter=bogus`)).status).toBe(400);
  });
});

describe("a reviewer's actions", () => {
  let approved: TApproveResponse;

  it('edits an answer: marked edited, the engine answer kept, the clean download re-written with the edit', async () => {
    const before = item(await review(alice.client, first.id), 'legal name');
    const res = await send<TReviewItem>(
      alice.client,
      'PATCH',
      `/api/ddq-completions/${first.id}/review/items/${before.id}`,
      { answer: `  ${NEW_NAME} ` },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ answer: NEW_NAME, edited: true, originalAnswer: before.answer, approved: false });
    expect((await review(alice.client, first.id, 'edited')).items.map((i) => i.id)).toEqual([before.id]);
    const file = await alice.client.request(`/api/download-ddq/${first.id}`);
    expect(file.status).toBe(200);
    expect(await docxPart(await file.arrayBuffer(), 'word/document.xml')).toContain(NEW_NAME);
    const empty = await send(alice.client, 'PATCH', `/api/ddq-completions/${first.id}/review/items/${before.id}`, {
      answer: '   ',
    });
    expect(empty.status).toBe(400);
  });

  it('approves the edit: a new knowledge-base pair with its provenance; the old pair is kept', async () => {
    const target = item(await review(alice.client, first.id), 'legal name');
    const res = await send<TApproveResponse>(
      alice.client,
      'POST',
      `/api/ddq-completions/${first.id}/review/items/${target.id}/approve`,
    );
    expect(res.status).toBe(200);
    approved = res.body;
    expect(approved.learnedPairId).toBeTruthy();
    expect(approved.item).toMatchObject({
      approved: true,
      approvedBy: alice.name,
      learnedPairId: approved.learnedPairId,
    });
    const again = await send<TApproveResponse>(
      alice.client,
      'POST',
      `/api/ddq-completions/${first.id}/review/items/${target.id}/approve`,
    );
    expect(again.body.learnedPairId).toBe(approved.learnedPairId); // approving twice learns once
    const pairs = (await alice.client.json<TQaPair[]>('/api/qa-pairs')).body.filter(
      (p) => p.question === 'What is the legal name of the firm?',
    );
    expect(pairs.map((p) => p.answer).sort()).toEqual([NEW_NAME, 'Northwind Capital Partners LLP'].sort());
    const learned = (await alice.client.json<TLearnedPair[]>('/api/knowledge/learned')).body;
    expect(learned).toEqual([
      expect.objectContaining({
        pairId: approved.learnedPairId,
        answer: NEW_NAME,
        completionId: first.id,
        completionName: 'Northwind DDQ 2026.docx',
        reviewerName: alice.name,
        retired: false,
      }),
    ]);
  });

  it('picks another candidate answer', async () => {
    const target = item(await review(alice.client, first.id), 'Chief Compliance Officer');
    const other = target.candidates.find((c) => c.answer !== target.answer)!;
    const res = await send<TReviewItem>(
      alice.client,
      'POST',
      `/api/ddq-completions/${first.id}/review/items/${target.id}/pick`,
      { pairId: other.pairId },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      answer: other.answer,
      edited: false,
      sources: [expect.objectContaining({ pairId: other.pairId })],
    });
    const unknown = await send(
      alice.client,
      'POST',
      `/api/ddq-completions/${first.id}/review/items/${target.id}/pick`,
      { pairId: approved.item.id },
    );
    expect(unknown.status).toBe(404);
  });

  it('regenerates one answer with the engine', async () => {
    const target = item(await review(alice.client, first.id), 'Chief Compliance Officer');
    const res = await send<TReviewItem>(
      alice.client,
      'POST',
      `/api/ddq-completions/${first.id}/review/items/${target.id}/regenerate`,
    );
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain('Jane Smith');
    expect(res.body).toMatchObject({ edited: false, approved: false, status: 'injected' });
  });

  it('gives a review copy with a Word comment (source and confidence) per answer; the clean copy has none', async () => {
    const res = await alice.client.request(`/api/ddq-completions/${first.id}/review-copy`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/Northwind DDQ 2026_REVIEW_\d{4}-\d{2}-\d{2}\.docx/);
    const bytes = await res.arrayBuffer();
    const comments = await docxPart(bytes, 'word/comments.xml');
    expect(comments).toContain(
      'Source: "Is the firm registered with the SEC as an investment adviser?" (Northwind DDQ 2025.docx',
    );
    expect(comments).toMatch(/Confidence \d+%/);
    expect(comments).toContain('Written by the reviewer.');
    expect(await docxPart(bytes, 'word/document.xml')).toContain(NEW_NAME);
    const clean = await alice.client.request(`/api/download-ddq/${first.id}`);
    expect(await docxPart(await clean.arrayBuffer(), 'word/comments.xml')).toBe('');
    expect(
      (await alice.client.request(`/api/ddq-completions/${first.id}/review/rebuild`, { method: 'POST' })).status,
    ).toBe(200);
  });

  it('uses the learned answer in the next completion, and a failed question can be answered by hand', async () => {
    const next = await complete(alice.client, await blankInvestorDdq(), 'Pension Fund DDQ.docx');
    const r = await review(alice.client, next.id);
    const name = item(r, 'legal name');
    expect(name.answer).toContain('Northwind Capital Group LLP');
    expect(name.sources.map((s) => s.pairId)).toContain(approved.learnedPairId);
    expect(name.sources.find((s) => s.pairId === approved.learnedPairId)?.learnedFromCompletion).toBe(
      'Northwind DDQ 2026.docx',
    );

    const trading = item(r, 'personal trading');
    expect(trading.status).toBe('failed');
    expect((await review(alice.client, next.id, 'none')).items.map((i) => i.id)).toContain(trading.id);
    expect(
      (await send(alice.client, 'POST', `/api/ddq-completions/${next.id}/review/items/${trading.id}/approve`)).status,
    ).toBe(400);
    const edited = await send<TReviewItem>(
      alice.client,
      'PATCH',
      `/api/ddq-completions/${next.id}/review/items/${trading.id}`,
      { answer: 'Employees pre-clear every personal trade with Compliance.' },
    );
    expect(edited.body).toMatchObject({ status: 'injected', edited: true, originalAnswer: null });
    const file = await alice.client.request(`/api/download-ddq/${next.id}`);
    expect(await docxPart(await file.arrayBuffer(), 'word/document.xml')).toContain('pre-clear every personal trade');
  });
});

describe('knowledge hygiene', () => {
  it('shows contradictions (same question, yes and no) and near-duplicates with their age; merge and retire clean them up', async () => {
    const r = await review(alice.client, first.id);
    const sec = item(r, 'registered with the SEC');
    await send(alice.client, 'PATCH', `/api/ddq-completions/${first.id}/review/items/${sec.id}`, {
      answer: 'No. The firm is not registered with the SEC.',
    });
    await send(alice.client, 'POST', `/api/ddq-completions/${first.id}/review/items/${sec.id}/approve`);
    const aum = item(r, 'assets under management');
    await send(alice.client, 'PATCH', `/api/ddq-completions/${first.id}/review/items/${aum.id}`, {
      answer: `${AUM_ANSWER.replace(/\.$/, '')} (unaudited).`,
    });
    await send(alice.client, 'POST', `/api/ddq-completions/${first.id}/review/items/${aum.id}/approve`);

    const report = ZHygieneReport.parse((await alice.client.json<THygieneReport>('/api/knowledge/hygiene')).body);
    const contradiction = report.contradictions.find((g) => g.pairs.some((p) => p.question.includes('SEC')))!;
    expect(contradiction.pairs.map((p) => p.answer)).toEqual([
      'No. The firm is not registered with the SEC.',
      expect.stringContaining('Yes.'),
    ]);
    expect(contradiction.pairs[0]!.ageDays).toBe(0);
    const duplicate = report.duplicates.find((g) =>
      g.pairs.some((p) => p.question.includes('assets under management')),
    )!;
    expect(duplicate.pairs).toHaveLength(2);
    expect(report.totalPairs).toBeGreaterThan(12);

    const [keep, old] = contradiction.pairs;
    expect(
      (await send(alice.client, 'POST', '/api/knowledge/merge', { keepId: keep!.id, retireIds: [keep!.id] })).status,
    ).toBe(400);
    expect(
      (await send(alice.client, 'POST', '/api/knowledge/merge', { keepId: keep!.id, retireIds: [old!.id] })).status,
    ).toBe(200);
    expect((await send(alice.client, 'POST', `/api/knowledge/pairs/${duplicate.pairs[1]!.id}/retire`)).status).toBe(
      200,
    );
    expect((await send(alice.client, 'POST', `/api/knowledge/pairs/${duplicate.pairs[1]!.id}/retire`)).status).toBe(
      404,
    );
    const after = (await alice.client.json<THygieneReport>('/api/knowledge/hygiene')).body;
    expect(after.contradictions.filter((g) => g.pairs.some((p) => p.question.includes('SEC')))).toEqual([]);
    expect(after.duplicates.filter((g) => g.pairs.some((p) => p.question.includes('assets under management')))).toEqual(
      [],
    );
    const live = (await alice.client.json<TQaPair[]>('/api/qa-pairs')).body.map((p) => p.id);
    expect(live).toContain(keep!.id);
    expect(live).not.toContain(old!.id);
  });
});

describe('firm isolation', () => {
  it("gives another firm 404 for every review call on this firm's ids, and an empty hygiene report", async () => {
    const bob = await signInNewFirm(server.url);
    const r = await review(alice.client, first.id);
    const it0 = r.items[0]!;
    const base = `/api/ddq-completions/${first.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/review`],
      ['GET', `${base}/review-copy`],
      ['POST', `${base}/review/rebuild`],
      ['PATCH', `${base}/review/items/${it0.id}`, { answer: 'Hijacked' }],
      ['POST', `${base}/review/items/${it0.id}/pick`, { pairId: it0.candidates[0]?.pairId ?? 'x' }],
      ['POST', `${base}/review/items/${it0.id}/regenerate`],
      ['POST', `${base}/review/items/${it0.id}/approve`],
      ['POST', `/api/knowledge/pairs/${it0.sources[0]?.pairId}/retire`],
      ['POST', '/api/knowledge/merge', { keepId: it0.sources[0]?.pairId, retireIds: [it0.candidates[1]?.pairId] }],
    ];
    for (const [method, path, body] of calls)
      expect((await send(bob.client, method, path, body)).status, `${method} ${path}`).toBe(404);
    expect((await bob.client.json<THygieneReport>('/api/knowledge/hygiene')).body).toMatchObject({
      contradictions: [],
      duplicates: [],
      totalPairs: 0,
    });
    expect((await bob.client.json('/api/knowledge/learned')).body).toEqual([]);
    expect(item(await review(alice.client, first.id), it0.question.slice(0, 20)).answer).toBe(it0.answer);
  });
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

describe('stored vectors of an older embedding version', () => {
  it('are recomputed from the question and written back once, tagged with the current version', async () => {
    const { qaPairs, users } = await import('../../src/server/db/schema');
    const [me] = await server.ctx.db.select({ firmId: users.firmId }).from(users).where(eq(users.email, alice.email));
    const firmId = me!.firmId;
    const { decodeEmbedding, EMBEDDING_VERSION_TAG } = await import('../../src/engines/answering/index');
    const { clearEmbeddingCache } = await import('../../src/server/domain/knowledge/embedding-cache');
    const legacy = Buffer.alloc(512 * 4); // version 1: plain float32s of the whole question (here all zero)
    await server.ctx.db.update(qaPairs).set({ embedding: legacy }).where(eq(qaPairs.firmId, firmId));
    clearEmbeddingCache(); // as after a restart: vectors come from the database
    const done = await complete(alice.client, await blankInvestorDdq(), 'After upgrade.docx');
    expect(done.status).toBe('completed');
    // Live pairs: retired ones are never loaded for answering, so never recomputed.
    const rows = await server.ctx.db
      .select({ embedding: qaPairs.embedding })
      .from(qaPairs)
      .where(and(eq(qaPairs.firmId, firmId), isNull(qaPairs.retiredAt)));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const stored = decodeEmbedding(new Uint8Array(r.embedding!));
      expect(stored.version).toBe(EMBEDDING_VERSION_TAG);
      expect(Math.hypot(...stored.vector)).toBeCloseTo(1, 3);
    }
  });
});
