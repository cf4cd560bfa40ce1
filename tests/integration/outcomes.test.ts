/**
 * Three outcomes per question, through the real HTTP app: each question's outcome (answered, draft, no
 * answer) is saved and counted in the breakdown and the results message; drafts stay out of the clean copy unless
 * the firm's setting puts them in (firm-scoped), are marked in the review copy, and go in once approved or edited.
 * The server runs with an answered threshold above 100, so every matched question is a draft, deterministically.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import {
  DRAFT_MARKER,
  ZDetailedBreakdown,
  ZFirmSettings,
  ZReview,
  type TDdqCompletion,
  type TFirmSettings,
  type TReview,
  type TReviewItem,
} from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { uploadTwoStep, waitForStatus } from '../support/api-flows';
import { learnNorthwind2025 } from '../support/review-flows';
import { ALREADY_ANSWERED, AUM_ANSWER, buildDdq, FIRM_DDQ } from '../fixtures/ddq-documents';
import type { HttpClient } from '../support/http-client';
import { completionItems } from '../../src/server/db/schema';

let server: TestServer;
let alice: SignedInUser;
let done: TDdqCompletion;

const UNRELATED = 'Which colour are the carpets in reception?';
/** The firm's questions with two answered by hand before upload, plus one the knowledge base cannot answer. */
const mixedDdq = () =>
  buildDdq({
    title: 'Investor DDQ 2026 (outcomes)',
    questions: [
      ...FIRM_DDQ.map((q) => ({ ...q, answer: ALREADY_ANSWERED[q.question] ?? '' })),
      { section: 'Premises', question: UNRELATED, answer: '' },
    ],
    completed: true,
  });
const AUM = AUM_ANSWER;
const FOUNDED = 'The firm was founded in 2009 in London.';

async function docxPart(res: Response, part: string): Promise<string> {
  expect(res.status).toBe(200);
  const zip = await JSZip.loadAsync(await res.arrayBuffer());
  return ((await zip.file(part)?.async('string')) ?? '').replace(/<[^>]+>/g, ' ');
}
const cleanText = (client: HttpClient) =>
  client.get(`/api/download-ddq/${done.id}`).then((r) => docxPart(r, 'word/document.xml'));
const send = <T>(client: HttpClient, method: string, path: string, body?: unknown) =>
  client.json<T>(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
const settings = (client: HttpClient) => client.json<TFirmSettings>('/api/firm-settings');
const review = async (): Promise<TReview> =>
  ZReview.parse((await alice.client.json(`/api/ddq-completions/${done.id}/review`)).body);
const item = (r: TReview, words: string) => r.items.find((i) => i.question.includes(words))!;
const completion = async () =>
  (await alice.client.json<TDdqCompletion[]>('/api/ddq-completions')).body.find((c) => c.id === done.id)!;

beforeAll(async () => {
  server = await startTestServer({ EMBEDDINGS: 'off' }, (c) => ({
    ...c,
    answering: { ...c.answering, minConfidence: 101, draftConfidence: 50 },
  }));
  alice = await signInNewFirm(server.url);
  await learnNorthwind2025(alice.client);
  const { body } = await uploadTwoStep(alice.client, 'ddq-completions', await mixedDdq(), 'Investor DDQ 2026.docx');
  done = await waitForStatus<TDdqCompletion>(alice.client, '/api/ddq-completions', body.id, 90_000);
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('each question has one of three outcomes', () => {
  it('saves the outcome per question: the firm’s own answers answered, matches drafts, the unrelated question none', async () => {
    const rows = await server.ctx.db
      .select({
        question: completionItems.question,
        outcome: completionItems.outcome,
        prefilled: completionItems.prefilled,
      })
      .from(completionItems)
      .where(eq(completionItems.completionId, done.id));
    expect(rows).toHaveLength(13);
    for (const r of rows)
      expect(r.outcome, r.question).toBe(r.prefilled ? 'answered' : r.question === UNRELATED ? 'none' : 'draft');
    expect(done).toMatchObject({
      status: 'completed',
      totalQuestions: 13,
      answeredQuestions: 2,
      outcomeCounts: { answered: 2, draft: 10, none: 1 },
    });
    const r = await review();
    expect(r.counts).toMatchObject({ all: 13, answered: 2, draft: 10, none: 1 });
    expect(item(r, 'founded')).toMatchObject({ outcome: 'draft', answer: FOUNDED, status: 'generated' });
  });

  it('counts them in the breakdown (spec fields kept) and says them in the results message', async () => {
    const b = ZDetailedBreakdown.parse(
      (await alice.client.json(`/api/ddq-completions/${done.id}/detailed-breakdown`)).body,
    );
    expect(b.answersGenerated).toMatchObject({
      completed: 12,
      failed: 1,
      outcomes: { answered: 2, draft: 10, none: 1 },
    });
    expect(b.answersGenerated.answers.find((a) => a.answer === FOUNDED)).toMatchObject({
      outcome: 'draft',
      status: 'generated',
    });
    expect(b.injectionProgress.questions.find((q) => q.question.includes('founded'))).toMatchObject({
      outcome: 'draft',
      hasAnswer: true,
      injectionStatus: 'pending',
    });
    const { body } = await alice.client.json<{ message: string }>(`/api/ddq-completions/${done.id}/results`);
    expect(body.message).toContain(
      '10 are drafts to check before sending: marked in the review copy, and left out of the download until a reviewer approves them.',
    );
    expect(body.message).toContain('1 had no suitable answer');
  });
});

describe('drafts and the clean copy', () => {
  it('leaves drafts out of the clean copy by default; the review copy has them, each marked as a draft', async () => {
    const clean = await cleanText(alice.client);
    for (const kept of Object.values(ALREADY_ANSWERED)) expect(clean).toContain(kept);
    expect(clean).not.toContain(FOUNDED);
    expect(clean).not.toContain(AUM);
    const copy = await alice.client.get(`/api/ddq-completions/${done.id}/review-copy`);
    const bytes = copy.clone();
    expect(await docxPart(copy, 'word/document.xml')).toContain(FOUNDED);
    const comments = await docxPart(bytes, 'word/comments.xml');
    expect(comments.split(DRAFT_MARKER).length - 1).toBe(10);
  });

  it('approving a draft makes it answered and puts it in the clean copy; regenerating gives the engine’s outcome again', async () => {
    const aum = item(await review(), 'assets under management');
    const approved = await send<{ item: TReviewItem }>(
      alice.client,
      'POST',
      `/api/ddq-completions/${done.id}/review/items/${aum.id}/approve`,
    );
    expect(approved.body.item).toMatchObject({ outcome: 'answered', approved: true, status: 'injected' });
    expect(await cleanText(alice.client)).toContain(AUM);
    expect(await completion()).toMatchObject({
      answeredQuestions: 3,
      outcomeCounts: { answered: 3, draft: 9, none: 1 },
    });

    const again = await send<TReviewItem>(
      alice.client,
      'POST',
      `/api/ddq-completions/${done.id}/review/items/${aum.id}/regenerate`,
    );
    expect(again.body).toMatchObject({ outcome: 'draft', approved: false });
    expect(await cleanText(alice.client)).not.toContain(AUM);
  });

  it('an edited draft is answered and goes out', async () => {
    const founded = item(await review(), 'founded');
    const edited = await send<TReviewItem>(
      alice.client,
      'PATCH',
      `/api/ddq-completions/${done.id}/review/items/${founded.id}`,
      { answer: 'Founded in 2009 (London).' },
    );
    expect(edited.body).toMatchObject({ outcome: 'answered', edited: true });
    expect(await cleanText(alice.client)).toContain('Founded in 2009 (London).');
  });
});

describe('the firm setting: drafts in the clean copy', () => {
  it('is off by default, belongs to one firm, and refuses bad or cross-site changes', async () => {
    const bob = await signInNewFirm(server.url);
    expect((await settings(alice.client)).body).toEqual({ draftsInCleanCopy: false, freshnessMonths: 12 });
    const put = await send<TFirmSettings>(bob.client, 'PUT', '/api/firm-settings', { draftsInCleanCopy: true });
    expect(put).toEqual({ status: 200, body: { draftsInCleanCopy: true, freshnessMonths: 12 } });
    expect(ZFirmSettings.parse((await settings(bob.client)).body)).toEqual({
      draftsInCleanCopy: true,
      freshnessMonths: 12,
    });
    expect((await settings(alice.client)).body).toEqual({ draftsInCleanCopy: false, freshnessMonths: 12 });
    expect((await send(bob.client, 'PUT', '/api/firm-settings', { draftsInCleanCopy: 'yes' })).status).toBe(400);
    const crossSite = await bob.client.request('/api/firm-settings', {
      method: 'PUT',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ draftsInCleanCopy: false }),
    });
    expect(crossSite.status).toBe(403);
    expect((await settings(bob.client)).body).toEqual({ draftsInCleanCopy: true, freshnessMonths: 12 });
    expect((await bob.client.get(`/api/download-ddq/${done.id}`)).status).toBe(404);
  });

  it('when on, the next download of a completed DDQ carries its drafts; off again, it leaves them out', async () => {
    expect((await send(alice.client, 'PUT', '/api/firm-settings', { draftsInCleanCopy: true })).status).toBe(200);
    expect(await cleanText(alice.client)).toContain(AUM);
    const { body } = await alice.client.json<{ message: string }>(`/api/ddq-completions/${done.id}/results`);
    expect(body.message).toContain('marked in the review copy, and already in the download.');
    expect((await send(alice.client, 'PUT', '/api/firm-settings', { draftsInCleanCopy: false })).status).toBe(200);
    expect(await cleanText(alice.client)).not.toContain(AUM);
  });
});
