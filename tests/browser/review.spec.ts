/**
 * Review before it goes out: open a completed DDQ's answers, edit one, approve it, re-download (the edit is in the
 * file), find the learned pair in the Knowledge Base, and see it used in the next completion.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support';
import { ddqDocx, docxText, DOCX_MIME, QA } from './documents';
import { shoot } from './screens';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let page: Page;
const LEGAL = 'What is the legal name of the firm?';
const EDITED = 'Northwind Capital Group LLP (renamed in 2026).';

async function completeBlankDdq(name: string) {
  await page.getByRole('link', { name: 'Completed DDQs' }).first().click();
  await page.getByRole('button', { name: 'Upload DDQ Document' }).click();
  await page
    .getByTestId('upload-modal-input')
    .setInputFiles({ name, mimeType: DOCX_MIME, buffer: await ddqDocx('Investor DDQ', QA, true) });
  await page.getByRole('button', { name: 'Upload 1 file' }).click();
  const card = page.getByTestId('completion-card').filter({ hasText: name });
  await expect(card.getByTestId('completion-status')).toHaveText('Completed', { timeout: 120_000 });
  return card;
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAs(page, { name: 'Riley Reviewer' });
  await page.getByRole('link', { name: 'Training Documents' }).first().click();
  await page.getByRole('button', { name: 'Upload DDQ Document' }).click();
  await page.getByTestId('upload-modal-input').setInputFiles({
    name: 'Northwind DDQ 2024.docx',
    mimeType: DOCX_MIME,
    buffer: await ddqDocx('Northwind DDQ 2024'),
  });
  await page.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(page.getByTestId('document-card').getByTestId('document-status')).toHaveText('Ready', {
    timeout: 120_000,
  });
});
test.afterAll(async () => page.close());

test('a reviewer edits and approves an answer, and the download carries the edit', async () => {
  const card = await completeBlankDdq('Investor DDQ.docx');
  await card.getByRole('link', { name: 'Review answers of Investor DDQ.docx' }).click();
  await expect(page.getByRole('heading', { name: 'Review answers' })).toBeVisible();
  await expect(page.getByText('Here is every answer I gave and where it came from.')).toBeVisible();
  await page.getByTestId('review-list').getByRole('button', { name: LEGAL, exact: true }).click();
  const detail = page.getByTestId('review-detail');
  await expect(detail.getByTestId('detail-question')).toHaveText(LEGAL);
  await expect(detail.getByTestId('review-answer')).toContainText('Northwind Capital Partners LLP');
  await expect(detail.getByTestId('review-sources')).toContainText('Northwind DDQ 2024.docx');
  await shoot(page, 'review');

  await detail.getByRole('button', { name: 'Edit' }).click();
  await detail.getByLabel('Your answer').fill(EDITED);
  await detail.getByRole('button', { name: 'Save answer' }).click();
  await expect(detail.getByTestId('review-answer')).toHaveText(EDITED);
  await expect(detail.getByText('Edited', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Edited \(1\)$/ }).click();
  await expect(page.getByTestId('review-count')).toHaveText('Showing 1 of 5 answers');
  await detail.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Approved, and learned!');
  await expect(detail.getByTestId('review-approved')).toBeVisible();

  const requested = page.context().waitForEvent('request', (r) => r.url().includes('/api/download-ddq/'));
  await page.getByRole('button', { name: 'Download clean copy' }).click();
  const res = await page.request.get((await requested).url());
  expect(res.ok()).toBe(true);
  expect(await docxText(await res.body())).toContain(EDITED);
  const reviewCopy = page.context().waitForEvent('request', (r) => r.url().includes('/review-copy'));
  await page.getByRole('button', { name: 'Download review copy' }).click();
  expect((await page.request.get((await reviewCopy).url())).ok()).toBe(true);
});

test('the learned pair is in the Knowledge Base and is used in the next completion', async () => {
  await page.getByRole('link', { name: 'Knowledge Base' }).first().click();
  await expect(page.getByTestId('qa-card').filter({ hasText: EDITED })).toHaveCount(1);
  await expect(
    page.getByTestId('qa-card').filter({ hasText: 'Northwind Capital Partners LLP is the legal name' }),
  ).toHaveCount(1); // the old pair is kept
  const health = page.getByTestId('knowledge-health');
  await health.getByRole('button', { name: 'Show details' }).click();
  await expect(health.getByTestId('learned-pairs')).toContainText(EDITED);
  await expect(health.getByTestId('learned-pairs')).toContainText('Approved by Riley Reviewer in Investor DDQ.docx');
  await shoot(page, 'knowledge-health');

  const card = await completeBlankDdq('Investor DDQ v2.docx');
  await card.getByRole('link', { name: 'Review answers of Investor DDQ v2.docx' }).click();
  await page.getByTestId('review-list').getByRole('button', { name: LEGAL, exact: true }).click();
  const detail = page.getByTestId('review-detail');
  await expect(detail.getByTestId('review-answer')).toContainText('Northwind Capital Group LLP');
  await expect(detail.getByTestId('review-sources')).toContainText('Learned from review of Investor DDQ.docx');

  // Regenerate says what happened; the review text speaks of a Word file's comments.
  await expect(page.getByTestId('review-copy-text')).toContainText('Word comment');
  await detail.getByRole('button', { name: 'Regenerate' }).click();
  await expect(detail.getByTestId('regenerate-result')).toHaveText(
    /^(Same answer: no better match found\.|New answer, highlighted below\..*)$/,
  );
});
