/** Every screen: labelled controls, and the main actions work from the keyboard. */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support';

/** Controls without an accessible name (text, aria-label, aria-labelledby, title or a <label>). */
async function unlabelled(page: Page): Promise<string[]> {
  return page
    .locator('button, a[href], input:not([type=hidden]), select, textarea, [role=combobox]')
    .evaluateAll((els) =>
      els
        .filter((el) => {
          const h = el as HTMLElement;
          if (h.getAttribute('aria-hidden') === 'true' || h.closest('[aria-hidden=true]')) return false;
          const labelled =
            (h.innerText ?? '').trim() ||
            h.getAttribute('aria-label') ||
            h.getAttribute('aria-labelledby') ||
            h.getAttribute('title') ||
            ((h as HTMLInputElement).labels?.length ?? 0) > 0 ||
            h.querySelector('svg[aria-label], img[alt]');
          return !labelled;
        })
        .map((el) => el.outerHTML.slice(0, 120)),
    );
}

test('every screen has labelled controls; the upload modal opens and closes from the keyboard', async ({ page }) => {
  await signInAs(page);
  for (const path of [
    '/',
    '/source-documents',
    '/ddq-completions',
    '/qa-pairs',
    '/qa-pairs?document=none',
    '/missing',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await unlabelled(page), path).toEqual([]);
  }

  await page.goto('/source-documents');
  const open = page.getByRole('button', { name: 'Upload DDQ Document' });
  await open.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByTestId('upload-modal');
  await expect(modal).toBeVisible();
  expect(await unlabelled(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(open).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main mobile' }).getByRole('link', { name: 'Knowledge Base' }).click();
  await expect(page.getByRole('heading', { name: 'Knowledge Base' })).toBeVisible();
  await expect(page.getByText('No Q&A pairs yet')).toBeVisible();
});

test('on Training Documents, Sign Out appears only once the list has loaded', async ({ page }) => {
  await signInAs(page);
  await page.route('**/api/source-documents', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/source-documents');
  await expect(page.getByText('Loading documents...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Out' })).toHaveCount(0);
  await expect(page.getByText('No source documents yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Out' })).toBeVisible();
});
