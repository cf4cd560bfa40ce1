/**
 * Dex checks itself, through the real HTTP app: the backtest of the training documents ("How well do I
 * know you?": a declared job, progress, kept and dated, stale once the knowledge changes) and the consistency check of
 * a completed DDQ (a planted contradiction flagged on the review screen, in the review copy and in the results message).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import {
  ZBacktest,
  ZReview,
  type TBacktest,
  type TDdqCompletion,
  type TQaPair,
  type TResults,
  type TReview,
} from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { uploadTwoStep, waitForStatus } from '../support/api-flows';
import { buildDdq, completedFirmDdq, FIRM_DDQ } from '../fixtures/ddq-documents';
import type { HttpClient } from '../support/http-client';

const ENFORCEMENT = 'Has the firm been subject to any regulatory enforcement action in the past five years?';
const SEC = 'Is the firm registered with the SEC as an investment adviser?';
const AUM = 'What are the total assets under management (AUM) of the firm?';

let server: TestServer;
let alice: SignedInUser;

async function learn(client: HttpClient, bytes: Buffer, name: string) {
  const { body } = await uploadTwoStep(client, 'source-documents', bytes, name);
  return waitForStatus(client, '/api/source-documents', body.id, 60_000);
}

async function backtest(client: HttpClient): Promise<TBacktest> {
  const res = await client.json<TBacktest>('/api/backtest');
  expect(res.status).toBe(200);
  return ZBacktest.parse(res.body);
}

beforeAll(async () => {
  server = await startTestServer({ EMBEDDINGS: 'off' });
  alice = await signInNewFirm(server.url);
  await learn(alice.client, await completedFirmDdq(), 'Northwind DDQ 2025.docx');
  // The 2026 edition: one answer changed since 2025, one new question.
  const edition2026 = [
    ...FIRM_DDQ.map((q) =>
      q.question === ENFORCEMENT
        ? { ...q, answer: 'Yes. In 2026 the FCA fined the firm for a late transaction report.' }
        : q,
    ),
    {
      section: 'Compliance',
      question: 'What is the firm’s policy on personal trading by employees?',
      answer: 'Pre-clearance by Compliance and a 30-day holding period.',
    },
  ];
  await learn(
    alice.client,
    await buildDdq({ title: 'Investor DDQ 2026', questions: edition2026, completed: true }),
    'Northwind DDQ 2026.docx',
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('How well do I know you? (backtest)', () => {
  it('answers each training document from the rest of the knowledge, per document and section, kept and dated', async () => {
    const before = await backtest(alice.client);
    expect(before).toMatchObject({ run: null, stale: false, documents: 2 });

    const started = await alice.client.json<TBacktest>('/api/backtest', { method: 'POST' });
    expect(started.status).toBe(202);
    expect(started.body.run?.status).toMatch(/queued|running|completed/);
    // A second click while it runs starts nothing new.
    const again = await alice.client.json<TBacktest>('/api/backtest', { method: 'POST' });
    expect(again.body.run?.id).toBe(started.body.run?.id);

    let state = before;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      state = await backtest(alice.client);
      if (state.run?.status === 'completed' || state.run?.status === 'error') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const run = state.run!;
    expect(run.status).toBe('completed');
    expect(run.completedAt).not.toBeNull();
    expect(run.documentsDone).toBe(2);
    expect(run.documents.map((d) => [d.name, d.totals.questions])).toEqual([
      ['Northwind DDQ 2025.docx', 12],
      ['Northwind DDQ 2026.docx', 13],
    ]);
    const latest = run.documents[1]!;
    // Only the 2025 edition is left to answer from: the new question has no answer, the changed one disagrees.
    expect(latest.totals.none).toBeGreaterThanOrEqual(1);
    expect(latest.disagreements[0]).toMatchObject({ question: ENFORCEMENT });
    expect(latest.totals.yesNo).toBeGreaterThan(latest.totals.yesNoAgree);
    expect(latest.sections.map((s) => s.title)).toEqual(expect.arrayContaining(['Compliance', 'ESG']));
    expect(run.summary!.totals.questions).toBe(25);
    const banded = run.summary!.bands.reduce((n, b) => n + b.answers, 0);
    expect(banded).toBe(run.summary!.totals.answered + run.summary!.totals.draft);
    expect(state.stale).toBe(false);

    // The knowledge changes: the result is offered as out of date, and still shown.
    const pairs = await alice.client.json<TQaPair[]>('/api/qa-pairs');
    const retire = await alice.client.json(`/api/knowledge/pairs/${pairs.body[0]!.id}/retire`, { method: 'POST' });
    expect(retire.status).toBe(200);
    expect(await backtest(alice.client)).toMatchObject({ stale: true, run: { id: run.id, status: 'completed' } });

    // Another firm sees none of it.
    const bob = await signInNewFirm(server.url);
    expect(await backtest(bob.client)).toMatchObject({ run: null, documents: 0 });
  }, 90_000);
});

describe('Consistency check before download', () => {
  it('flags answers that contradict each other or the firm’s newest knowledge: review screen, review copy, results message', async () => {
    // The firm's hand-written answers in the uploaded DDQ contradict what it told me before; the same two questions,
    // asked again further on, are left for me to answer.
    const planted: Record<string, string> = { [SEC]: 'No.', [AUM]: 'USD 3.9 billion as of 30 June 2026.' };
    const questions = [
      ...FIRM_DDQ.map((q) => ({ ...q, answer: planted[q.question] ?? '' })),
      { section: 'Summary', question: SEC, answer: '' },
      { section: 'Summary', question: 'Please provide the firm’s total AUM.', answer: '' },
    ];
    const bytes = await buildDdq({ title: 'Pension Fund DDQ 2026', questions, completed: true });
    const { body } = await uploadTwoStep(alice.client, 'ddq-completions', bytes, 'Pension Fund DDQ 2026.docx');
    const completion = await waitForStatus<TDdqCompletion>(alice.client, '/api/ddq-completions', body.id, 60_000);
    expect(completion.status).toBe('completed');

    const review: TReview = ZReview.parse(
      (await alice.client.json(`/api/ddq-completions/${completion.id}/review`)).body,
    );
    const flagged = review.items.filter((i) => i.conflicts?.length);
    const summary = (i: TReview['items'][number]) =>
      i.conflicts!.map(
        (c) =>
          `${c.kind} ${c.mine} / ${c.theirs} ${c.otherItemIndex === null ? 'knowledge' : `item ${c.otherItemIndex}`}`,
      );
    const mySec = review.items.find((i) => i.sectionTitle?.includes('Summary') && i.question === SEC)!;
    const myAum = review.items.find((i) => i.question.startsWith('Please provide'))!;
    const keptSec = review.items.find((i) => i.question === SEC && i.prefilled)!;
    const keptAum = review.items.find((i) => i.question === AUM)!;
    expect(flagged.map((i) => i.itemIndex).sort()).toEqual(
      [keptAum, keptSec, mySec, myAum].map((i) => i.itemIndex).sort(),
    );
    expect(summary(keptSec)).toEqual([`yes_no No / Yes item ${mySec.itemIndex}`, 'yes_no No / Yes knowledge']);
    expect(summary(keptAum)).toEqual([
      `figure USD 3.9 billion / USD 4.2 billion item ${myAum.itemIndex}`,
      'figure USD 3.9 billion / USD 4.2 billion knowledge',
    ]);
    expect(summary(mySec)).toEqual([`yes_no Yes / No item ${keptSec.itemIndex}`]);

    const results = await alice.client.json<TResults>(`/api/ddq-completions/${completion.id}/results`);
    expect(results.body.message).toContain('4 answers contradict another answer or your newest knowledge');

    // My answers' comments in the review copy say what they contradict (the firm's kept answers carry no comment).
    const copy = await alice.client.request(`/api/ddq-completions/${completion.id}/review-copy`);
    expect(copy.status).toBe(200);
    const zip = await JSZip.loadAsync(await copy.arrayBuffer());
    const comments = ((await zip.file('word/comments.xml')?.async('string')) ?? '').replace(/<[^>]+>/g, '');
    expect(comments).toContain(
      `Check consistency: Contradicts question ${keptSec.itemNumber ?? keptSec.itemIndex + 1} ("${SEC}"): "Yes" here, "No" there.`,
    );
    expect(comments).toContain('Check consistency: Another assets under management figure in question');
  }, 90_000);
});
