/**
 * Issue 18 on the screen, in Chromium against the real server: "How well do I know you?" run from the Training
 * Documents screen shows, per document, the same figures as GET /api/backtest (questions, answered / draft / none,
 * agreement, same yes/no, the share right per confidence band); a Knowledge Base pair whose AUM figure was stated
 * more than the freshness window ago shows its date as stale until "Confirm still true" makes it fresh.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import JSZip from 'jszip';
import type { TBacktest, TBacktestBand, TBacktestTally, TQaPair } from '../../src/contract/index';
import { buildDdq, FIRM_DDQ, type DdqQuestion } from '../fixtures/ddq-documents';
import { DOCX_MIME } from './documents';
import { shoot } from './screens';
import { signInAs } from './support';

test.describe.configure({ timeout: 90_000 });

const ask = (words: string) => FIRM_DDQ.find((q) => q.question.includes(words))!;

/** The firm's 2025 DDQ: eight of the shared questions and two only it asks. */
const DDQ_2025: DdqQuestion[] = [
  ...[
    'legal name',
    'founded',
    'ownership',
    'registered with the SEC',
    'anti-money',
    'enforcement action',
    'ESG policy',
    'multi-factor',
  ].map(ask),
  {
    section: 'Operations',
    question: 'Which fund administrator does the firm use?',
    answer: 'Fund administration is outsourced to Citco Fund Services.',
  },
  {
    section: 'Operations',
    question: 'How often is the net asset value calculated?',
    answer: 'The NAV is calculated monthly and reviewed by the CFO before release.',
  },
];
/**
 * The 2026 operational DDQ: the same questions, one answered differently (a yes/no that disagrees with 2025), one
 * reworded, and two only it asks.
 */
const DDQ_2026: DdqQuestion[] = [
  ...['legal name', 'founded', 'ownership', 'registered with the SEC', 'anti-money', 'ESG policy'].map(ask),
  {
    ...ask('multi-factor'),
    answer: 'No. MFA is being rolled out and will be enforced for remote access from next quarter.',
  },
  {
    section: 'Compliance',
    question: 'Please describe any regulatory enforcement actions against the firm in the last five years.',
    answer: ask('enforcement action').answer,
  },
  {
    section: 'Technology',
    question: 'Which cloud provider hosts the firm’s email?',
    answer: 'Email is hosted on Microsoft 365 in the EU region.',
  },
  {
    section: 'Technology',
    question: 'How long are backups retained?',
    answer: 'Backups are kept for 35 days, with monthly copies kept for seven years.',
  },
];

const pct = (n: number, of: number) => (of > 0 ? `${Math.round((100 * n) / of)}%` : '–');
/** What a row of a document's table says, computed from the API's tally (independently of the web code). */
function tallyCells(title: string, t: TBacktestTally): string[] {
  const given = t.answered + t.draft;
  return [
    title,
    `${t.questions}`,
    `${t.answered}`,
    `${t.draft}`,
    `${t.none}`,
    `${t.agree} of ${given} (${pct(t.agree, given)})`,
    t.yesNo > 0 ? `${t.yesNoAgree} of ${t.yesNo}` : '–',
  ];
}
function bandCells(bands: TBacktestBand[]): string[][] {
  return bands
    .filter((b) => b.answers > 0)
    .map((b) => [
      b.to > 100 ? `${b.from}–100%` : `${b.from}–${b.to - 1}%`,
      `${b.answers}`,
      `${b.right} (${pct(b.right, b.answers)})`,
    ]);
}
const cellsOf = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent!.trim())));

async function uploadTraining(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('button', { name: 'Upload DDQ Document' }).click();
  await page.getByTestId('upload-modal-input').setInputFiles({ name, mimeType: DOCX_MIME, buffer });
  await page.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(page.getByTestId('document-card').filter({ hasText: name })).toBeVisible();
}

test('the backtest from the Training Documents screen shows the figures GET /api/backtest gives, per document', async ({
  page,
}) => {
  await signInAs(page, { name: 'Bea Backtest' });
  await page.getByRole('link', { name: 'Training Documents' }).first().click();
  const docs = { 'Northwind DDQ 2025.docx': DDQ_2025, 'Northwind ODD 2026.docx': DDQ_2026 };
  for (const [name, questions] of Object.entries(docs))
    await uploadTraining(page, name, await buildDdq({ title: name.replace('.docx', ''), questions, completed: true }));
  for (const name of Object.keys(docs))
    await expect(page.getByTestId('document-card').filter({ hasText: name }).getByTestId('document-status')).toHaveText(
      'Ready',
      { timeout: 60_000 },
    );

  // The panel appears once the documents are learned, without a reload, and runs as a job with a result.
  const panel = page.getByTestId('backtest-panel');
  await expect(panel).toContainText('I answer each of your 2 completed documents');
  await panel.getByRole('button', { name: 'Check how well I know you' }).click();
  await expect(panel.getByTestId('backtest-summary')).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole('button', { name: 'Run again' })).toBeEnabled();

  const api = (await (await page.request.get('/api/backtest')).json()) as TBacktest;
  const run = api.run!;
  expect(run.status).toBe('completed');
  expect(run.documents.map((d) => d.name).sort()).toEqual(Object.keys(docs).sort());
  // The documents answer each other: something answered, something agreeing, something left blank.
  for (const d of run.documents) {
    expect(d.totals.questions, d.name).toBe(docs[d.name as keyof typeof docs].length);
    expect(d.totals.answered + d.totals.draft, d.name).toBeGreaterThan(0);
    expect(d.totals.agree, d.name).toBeGreaterThan(0);
    expect(d.totals.none, d.name).toBeGreaterThan(0);
  }
  expect(run.documents.some((d) => d.totals.yesNo > d.totals.yesNoAgree)).toBe(true); // the MFA answers disagree

  const s = run.summary!.totals;
  await expect(panel.getByTestId('backtest-summary')).toContainText(
    `of ${s.questions} questions I answered ${s.answered}, drafted ${s.draft} and left ${s.none} blank. ` +
      `My answers agree with yours in ${s.agree} of ${s.answered + s.draft} (${pct(s.agree, s.answered + s.draft)}); the same yes or no in ${s.yesNoAgree} of ${s.yesNo}.`,
  );
  expect(bandCells(run.summary!.bands).length).toBeGreaterThan(0);
  expect(await cellsOf(panel.getByRole('table', { name: 'Share right per confidence band', exact: true }))).toEqual(
    bandCells(run.summary!.bands),
  );

  await expect(panel.getByTestId('backtest-document')).toHaveCount(2);
  for (const d of run.documents) {
    const section = panel.getByTestId('backtest-document').filter({ hasText: d.name });
    const given = d.totals.answered + d.totals.draft;
    const trigger = section.getByRole('button', { name: d.name });
    await expect(trigger).toContainText(`agree ${d.totals.agree} of ${given} (${pct(d.totals.agree, given)})`);
    await trigger.click();
    const expected = [
      ...d.sections.map((x) => tallyCells(x.title ?? 'Without a section', x)),
      tallyCells('All sections', d.totals),
    ];
    const figures = section.getByRole('table', { name: `Figures per section of ${d.name}` });
    await expect(figures.locator('tbody tr')).toHaveCount(expected.length);
    expect(await cellsOf(figures)).toEqual(expected);
    expect(await cellsOf(section.getByRole('table', { name: `Share right per confidence band in ${d.name}` }))).toEqual(
      bandCells(d.bands),
    );
    await expect(section.getByTestId('backtest-disagreement')).toHaveCount(d.disagreements.length);
  }
  await shoot(page, 'dex-checks-itself-backtest');
});

const AUM_Q = 'What are the total assets under management (AUM) of the firm?';
const FOUNDED_Q = 'In which year was the firm founded?';
const day = (d: Date) => d.toISOString().slice(0, 10);

/** A completed DDQ that Word last saved 18 months ago (its core properties say so). */
async function savedLongAgo(statedOn: string): Promise<Buffer> {
  const bytes = await buildDdq({
    title: 'Firm DDQ',
    questions: [
      {
        section: 'Firm',
        question: AUM_Q,
        answer: 'The firm manages USD 2.1 billion in assets under management across four funds.',
      },
      { section: 'Firm', question: FOUNDED_Q, answer: 'The firm was founded in 2009 in London.' },
    ],
    completed: true,
  });
  const zip = await JSZip.loadAsync(bytes);
  const core = (await zip.file('docProps/core.xml')!.async('string')).replace(
    /(<dcterms:(?:created|modified)[^>]*>)[^<]*/g,
    `$1${statedOn}T09:00:00Z`,
  );
  expect(core).toContain(`${statedOn}T09:00:00Z`);
  zip.file('docProps/core.xml', core);
  return zip.generateAsync({ type: 'nodebuffer' });
}

test('an AUM figure stated more than 12 months ago shows its date as stale, and "Confirm still true" makes it fresh', async ({
  page,
}) => {
  const longAgo = new Date();
  longAgo.setUTCMonth(longAgo.getUTCMonth() - 18);
  const statedOn = day(longAgo);
  await signInAs(page, { name: 'Asa Asof' });
  await page.getByRole('link', { name: 'Training Documents' }).first().click();
  await uploadTraining(page, 'Firm DDQ 2025.docx', await savedLongAgo(statedOn));
  await expect(page.getByTestId('document-card').getByTestId('document-status')).toHaveText('Ready', {
    timeout: 60_000,
  });

  await page.getByRole('link', { name: 'Knowledge Base' }).first().click();
  const aum = page.getByTestId('qa-card').filter({ hasText: AUM_Q });
  const asOf = aum.getByTestId('qa-as-of');
  await expect(asOf).toContainText(
    `Figures stated on ${statedOn}: older than your freshness window, so I give this answer as a draft`,
  );
  await expect(asOf).toHaveClass(/bg-amber-50/);
  await expect(page.getByTestId('qa-card').filter({ hasText: FOUNDED_Q }).getByTestId('qa-as-of')).toHaveCount(0); // no figure that ages
  await shoot(page, 'dex-checks-itself-as-of-stale');

  await asOf.getByRole('button', { name: 'Confirm still true' }).click();
  await expect(page.getByTestId('toast')).toContainText('I will use these figures as of today.');
  const today = day(new Date());
  await expect(asOf).toContainText(`Figures stated on ${today}.`);
  await expect(asOf).not.toContainText('older than your freshness window');
  await expect(asOf).not.toHaveClass(/bg-amber-50/);
  const pairs = (await (await page.request.get('/api/qa-pairs')).json()) as TQaPair[];
  expect(pairs.find((p) => p.question === AUM_Q)?.asOf).toEqual({ statedOn: today, stale: false });
  await shoot(page, 'dex-checks-itself-as-of-confirmed');
});
