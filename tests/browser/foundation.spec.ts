import { expect, test } from '@playwright/test';
import path from 'node:path';
import { SCREENSHOTS, signInAs } from './support';

test('landing → sign in → dashboard with four zero stat cards → 404 → sign out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('DDQ Wingman');
  for (const feature of ['Smart Learning', 'AI-Powered', 'Lightning Fast']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Get Started with Microsoft 365' })).toHaveAttribute(
    'href',
    '/auth/login',
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, 'landing.png'), fullPage: true });

  await signInAs(page, { name: 'Pat Reviewer' });
  await expect(page.getByRole('heading', { name: /Welcome back, Pat/ })).toBeVisible();
  for (const id of ['stat-documents', 'stat-completed', 'stat-knowledge', 'stat-ai-answers']) {
    await expect(page.getByTestId(`${id}-value`)).toHaveText('0');
  }
  await expect(page.getByText("Documents I've Learned From")).toBeVisible();
  await expect(page.getByText('Q&A pairs + AI answers')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-empty.png'), fullPage: true });

  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In with Microsoft 365' })).toBeVisible();
  // The session is gone on the server too: the API now refuses.
  const res = await page.request.get('/api/auth/user');
  expect(res.status()).toBe(401);
});

test('shows the loading spinner while the sign-in state is checked', async ({ page }) => {
  await page.route('**/api/auth/user', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In with Microsoft 365' })).toBeVisible();
});
