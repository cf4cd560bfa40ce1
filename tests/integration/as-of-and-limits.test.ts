/**
 * Issue 18 through the real HTTP app: figures that age carry the day the firm stated them (the completed DDQ's last
 * save), an answer stating them past the firm's freshness window is a draft with "stated on …: confirm it is still
 * true", and confirming the pair on the Knowledge Base makes it fresh; an answer is kept within the limit its
 * question names, and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { ZReview, type TDdqCompletion, type TFirmSettings, type TQaPair, type TReview } from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { uploadMultipart, uploadTwoStep, waitForStatus } from '../support/api-flows';
import { buildDdq } from '../fixtures/ddq-documents';
import { LIMITED, limitedWordDdq, limitedWorkbook, SHEET_LIMIT } from '../fixtures/documents/limits';
import { parseQuestionnaire } from '../../src/engines/document/index';
import { countWords } from '../../src/engines/answering/index';

let server: TestServer;
let alice: SignedInUser;

/** Long answers to the questions of the limited questionnaires (tests/fixtures/documents/limits.ts). */
const LONG = {
  [LIMITED.formField.question]:
    'We invest in mid-market companies in Northern Europe. Each deal goes through two investment committee meetings. The partners decide unanimously.',
  [LIMITED.wordLimit.question.replace(/ \(max 15 words\)/, '')]:
    'Our ESG policy applies to every fund. It excludes coal, tobacco and weapons. The ESG committee reviews each deal before the final investment committee.',
  [LIMITED.free.question]:
    'The firm was founded in 2009 by two partners. It opened a second office in Stockholm in 2015 and now has forty staff in two countries.',
};

const AUM_Q = 'What are the total assets under management (AUM) of the firm?';
const AUM_A = 'The firm manages USD 2.1 billion in assets under management across four funds.';
const OWNERSHIP_Q = 'Describe the ownership structure of the firm.';
const OWNERSHIP_A =
  'The firm is wholly owned by its eight partners. No partner holds more than a quarter of the equity. Two partners joined in 2021.';
const FOUNDED_Q = 'In which year was the firm founded?';
const FOUNDED_A = 'The firm was founded in 2009 in London.';

/** A completed DDQ as saved by Word on `day` (its core properties say so). */
async function completedOn(day: string): Promise<Buffer> {
  const bytes = await buildDdq({
    title: 'Firm DDQ 2024',
    questions: [
      { section: 'Firm', question: AUM_Q, answer: AUM_A },
      { section: 'Firm', question: OWNERSHIP_Q, answer: OWNERSHIP_A },
      { section: 'Firm', question: FOUNDED_Q, answer: FOUNDED_A },
      ...Object.entries(LONG).map(([question, answer]) => ({ section: 'Strategy', question, answer })),
    ],
    completed: true,
  });
  const zip = await JSZip.loadAsync(bytes);
  const core = (await zip.file('docProps/core.xml')!.async('string')).replace(
    /(<dcterms:(?:created|modified)[^>]*>)[^<]*/g,
    `$1${day}T09:00:00Z`,
  );
  zip.file('docProps/core.xml', core);
  return zip.generateAsync({ type: 'nodebuffer' });
}

const blank = () =>
  buildDdq({
    title: 'Investor DDQ',
    questions: [
      { section: 'Firm', question: AUM_Q, answer: '' },
      { section: 'Firm', question: `${OWNERSHIP_Q} (max 12 words)`, answer: '' },
      { section: 'Firm', question: FOUNDED_Q, answer: '' },
    ],
    completed: false,
  });

async function completeFile(bytes: Uint8Array, name: string): Promise<TDdqCompletion> {
  const { body } = await uploadTwoStep(alice.client, 'ddq-completions', bytes, name);
  const done = await waitForStatus<TDdqCompletion>(alice.client, '/api/ddq-completions', body.id, 90_000);
  expect(done.status).toBe('completed');
  return done;
}
async function complete(name: string): Promise<TReview> {
  const done = await completeFile(await blank(), name);
  return ZReview.parse((await alice.client.json(`/api/ddq-completions/${done.id}/review`)).body);
}
/** The answers of a downloaded document, read back by the document engine, by question. */
async function downloadedAnswers(done: TDdqCompletion, filename: string): Promise<Map<string, string>> {
  const res = await alice.client.get(`/api/download-ddq/${done.id}`);
  expect(res.status).toBe(200);
  const parsed = await parseQuestionnaire(new Uint8Array(await res.arrayBuffer()), { filename });
  return new Map(parsed.items.map((i) => [i.question, i.answer ?? '']));
}
const itemOf = (r: TReview, words: string) => r.items.find((i) => i.question.includes(words))!;
const pairs = async () => (await alice.client.json<TQaPair[]>('/api/qa-pairs')).body;
const put = (body: unknown) =>
  alice.client.json<TFirmSettings & { message?: string }>('/api/firm-settings', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startTestServer({ EMBEDDINGS: 'off' });
  alice = await signInNewFirm(server.url);
  const up = await uploadMultipart(
    alice.client,
    '/api/source-documents/upload',
    await completedOn('2024-03-31'),
    'Firm DDQ 2024.docx',
  );
  const doc = await waitForStatus<{ id: string; status: string }>(
    alice.client,
    '/api/source-documents',
    ((await up.json()) as { id: string }).id,
    90_000,
  );
  expect(doc.status).toBe('completed');
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('as-of facts', () => {
  it('dates the pairs that state figures that age with the day their document was saved, and no other pair', async () => {
    const kb = await pairs();
    expect(kb.find((p) => p.question === AUM_Q)?.asOf).toEqual({ statedOn: '2024-03-31', stale: true });
    expect(kb.find((p) => p.question === FOUNDED_Q)?.asOf).toBeUndefined();
    expect((await alice.client.json<TFirmSettings>('/api/firm-settings')).body.freshnessMonths).toBe(12);
  });

  it('answers a stale AUM figure as a draft with its date; once confirmed, as an answer', async () => {
    const before = await complete('Investor DDQ A.docx');
    const aum = itemOf(before, 'assets under management');
    expect(aum.answer).toBe(AUM_A);
    expect(aum.outcome).toBe('draft');
    expect(aum.note).toContain('stated on 2024-03-31: confirm it is still true');
    expect(itemOf(before, 'founded').outcome).toBe('answered');

    const pair = (await pairs()).find((p) => p.question === AUM_Q)!;
    expect((await alice.client.json(`/api/knowledge/pairs/${pair.id}/confirm-review`, { method: 'POST' })).status).toBe(
      200,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect((await pairs()).find((p) => p.id === pair.id)?.asOf).toEqual({ statedOn: today, stale: false });

    const after = itemOf(await complete('Investor DDQ B.docx'), 'assets under management');
    expect(after.outcome).toBe('answered');
    expect(after.note ?? '').not.toContain('confirm it is still true');
  });

  it('takes the freshness window from the firm setting, and refuses one that is not a whole number of months', async () => {
    const bad = await put({ freshnessMonths: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('at least 1 month');
    expect((await put({ freshnessMonths: 120 })).body).toEqual({ draftsInCleanCopy: false, freshnessMonths: 120 });
    const founded = (await pairs()).find((p) => p.question === AUM_Q);
    expect(founded?.asOf?.stale).toBe(false);
    await put({ freshnessMonths: 12 });
  });
});

describe('answer limits', () => {
  it('keeps an answer within the limit its question names, cut at a sentence and said in the note', async () => {
    const r = await complete('Investor DDQ C.docx');
    const ownership = itemOf(r, 'ownership structure');
    expect(ownership.answer).toBe('The firm is wholly owned by its eight partners.');
    expect(ownership.note).toMatch(/Shortened to fit the 12-word limit \(\d+ words cut\)/);
  });
});

describe('limits the document sets', () => {
  it('fills a Word form field within its maximum length and a "(max 15 words)" answer within 15 words', async () => {
    const answers = await downloadedAnswers(await completeFile(await limitedWordDdq(), 'Limited.docx'), 'Limited.docx');
    const field = answers.get(LIMITED.formField.question)!;
    expect(field).toBe('We invest in mid-market companies in Northern Europe.');
    expect(field.length).toBeLessThanOrEqual(LIMITED.formField.maxLength);
    const esg = answers.get(LIMITED.wordLimit.question)!;
    expect(countWords(esg)).toBeLessThanOrEqual(LIMITED.wordLimit.words);
    expect(esg).toBe('Our ESG policy applies to every fund. It excludes coal, tobacco and weapons.');
    expect(answers.get(LIMITED.free.question)).toBe(LONG[LIMITED.free.question]);
  });

  it('fills Excel cells within their text-length validation', async () => {
    const answers = await downloadedAnswers(
      await completeFile(await limitedWorkbook(), 'Limited.xlsx'),
      'Limited.xlsx',
    );
    for (const q of [LIMITED.formField.question, LIMITED.free.question]) {
      expect(answers.get(q)!.length).toBeGreaterThan(10);
      expect(answers.get(q)!.length).toBeLessThanOrEqual(SHEET_LIMIT);
    }
  });
});
