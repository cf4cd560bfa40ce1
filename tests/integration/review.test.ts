/**
 * Review before it goes out, through the real HTTP app: review items with sources and candidates,
 * edit / pick / regenerate / approve, the re-written download and the review copy, learning from edits (used by
 * the next completion), and firm isolation. Knowledge hygiene is in review-knowledge.test.ts, the written file's
 * kept answers and concurrent rewrites in review-written-file.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TApproveResponse,
  TDdqCompletion,
  THygieneReport,
  TLearnedPair,
  TQaPair,
  TReviewItem,
} from '@contract/index';
import { signInNewFirm, type SignedInUser, type TestServer } from '../support/test-server';
import { send } from '../support/api-flows';
import { startReviewWorld, docxPart, complete, review, item } from '../support/review-flows';
import { blankInvestorDdq } from '../fixtures/ddq-documents';

let server: TestServer;
let alice: SignedInUser;
let first: TDdqCompletion;

beforeAll(async () => {
  ({ server, alice, first } = await startReviewWorld());
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const NEW_NAME = 'Northwind Capital Group LLP (renamed from Northwind Capital Partners LLP in 2026)';

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
