import { expect, test } from '@playwright/test';
import { ddqDocx, DOCX_MIME } from './documents';
import { signInAs } from './support';

const HOSTILE_Q = 'Is <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> our policy documented?';
const HOSTILE_A = 'Yes. <b onmouseover="window.__xss=3">bold</b> and <a href="javascript:window.__xss=4">link</a>';

test('question and answer text with HTML and script is shown as text, never executed', async ({ page }) => {
  await signInAs(page);
  const bytes = await ddqDocx('Hostile DDQ', [[HOSTILE_Q, HOSTILE_A]]);
  const res = await page.request.post('/api/source-documents/upload', {
    multipart: { file: { name: 'hostile.docx', mimeType: DOCX_MIME, buffer: bytes } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/source-documents')).json()) as { status: string }[])[0]?.status,
      { timeout: 60_000 },
    )
    .toBe('completed');

  await page.goto('/qa-pairs');
  await expect(page.getByText('our policy documented?', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('<script>window.__xss=2</script>', { exact: false }).first()).toBeVisible();

  await page.goto('/');
  const modal = page.getByRole('dialog');
  if (await modal.isVisible().catch(() => false)) await modal.getByRole('button', { name: 'Close' }).first().click();
  await page.getByLabel('Search the knowledge base').fill('policy documented');
  await expect(page.getByText('<img src=x', { exact: false }).first()).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
