/**
 * Issue 17, screens that tell the truth: sign-in from another address of the server (decision 090), the dashboard
 * taking a workbook, a failed upload said inside the modal, and the phone layout (long links, whole file names).
 */
import { expect, test, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import { signInAs } from './support';
import { ddqDocx, DOCX_MIME, QA } from './documents';
import { shoot } from './screens';
import { simpleWorkbook } from '../fixtures/documents/workbook';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`opened on 127.0.0.1, the page moves to the public address and sign-in works (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    const other = new URL(baseURL!);
    other.hostname = '127.0.0.1';
    await page.goto(other.href);
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.getByRole('link', { name: 'Sign In with Microsoft 365' }).click();
    await page.getByLabel('Your name').fill('Addie Address');
    await page.getByLabel('Work e-mail').fill(`addie-${crypto.randomUUID().slice(0, 6)}@example.com`);
    await page.getByLabel('Firm', { exact: true }).fill(`Address Firm ${crypto.randomUUID().slice(0, 8)}`);
    await page.getByLabel('Passphrase').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: /First, teach me about your firm/ })).toBeVisible();
    expect(new URL(page.url()).hostname).toBe('localhost');
  });
}

test.describe('honest states on the screens', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  const LONG_NAME = 'Northwind Capital Partners Operational Due Diligence Questionnaire 2025 final signed copy.docx';
  const URL_ANSWER =
    'Our policies are published at https://northwind.example.com/compliance/policies/operational-due-diligence/2025/information-security-and-business-continuity-policy-final.pdf';

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(page, { name: 'Honest Hal' });
    const res = await page.request.post('/api/source-documents/upload', {
      multipart: {
        file: {
          name: LONG_NAME,
          mimeType: DOCX_MIME,
          buffer: await ddqDocx('Northwind', [...QA, ['Where are your policies published?', URL_ANSWER]]),
        },
      },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(201);
  });
  test.afterAll(async () => page.close());

  test('the dashboard takes a workbook like the other upload paths', async () => {
    await page.goto('/');
    const modal = page.getByRole('dialog');
    if (await modal.isVisible().catch(() => false)) await modal.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByTestId('upload-ddq-input')).toHaveAttribute('accept', /\.xlsx/);
    await page.getByTestId('upload-ddq-input').setInputFiles({
      name: 'Vendor questionnaire.xlsx',
      mimeType: XLSX_MIME,
      buffer: Buffer.from(await simpleWorkbook(false)),
    });
    await expect(page.getByTestId('toast').first()).not.toContainText("can't read this file format");
    await expect(page.getByTestId('toast').first()).toContainText(/on it|getting to work/i);
  });

  test('a failed upload is said inside the open modal, which says which files it takes', async () => {
    await page.goto('/ddq-completions');
    await page.getByRole('button', { name: 'Upload DDQ Document' }).click();
    const modal = page.getByTestId('upload-modal');
    await expect(modal.getByTestId('upload-modal-types')).toContainText('Word (.docx, .doc), Excel (.xlsx) or PDF');
    await page
      .getByTestId('upload-modal-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a questionnaire') });
    await modal.getByRole('button', { name: 'Upload 1 file' }).click();
    await expect(modal.getByTestId('upload-modal-error')).toContainText(/^Upload failed: Unsupported Media Type\. \S/);
    await shoot(page, 'upload-error-in-modal');
  });

  test('at 390 px the Knowledge Base fits the phone (long link, buttons) and file names are shown whole', async () => {
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/source-documents')).json()) as { status: string }[])[0]?.status,
        { timeout: 60_000 },
      )
      .toBe('completed');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/qa-pairs');
    await expect(page.getByTestId('qa-card').filter({ hasText: 'northwind.example.com' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/source-documents');
    const title = page.getByTestId('document-card').getByRole('heading', { name: LONG_NAME });
    await expect(title).toBeVisible();
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await shoot(page, 'long-names');
  });

  test('figures mean one thing: a finished DDQ is 100 %, "Completed less than an hour ago", answers added today', async () => {
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/ddq-completions')).json()) as { status: string }[])[0]?.status,
        { timeout: 60_000 },
      )
      .toBe('completed');
    await page.goto('/ddq-completions');
    const card = page.getByTestId('completion-card').filter({ hasText: 'Vendor questionnaire.xlsx' });
    await expect(card.getByTestId('live-progress')).toHaveText(/^(\d+) \/ \1 questions · 100%$/);
    await expect(card.getByText('0.00s')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByText(/Completed less than an hour ago/).first()).toBeVisible();
    await page.goto('/qa-pairs');
    await expect(page.getByTestId('knowledge-health-summary')).toContainText('Every answer was added today.');
    await expect(page.getByTestId('knowledge-health-summary')).not.toContainText('0 days old');
  });
});
