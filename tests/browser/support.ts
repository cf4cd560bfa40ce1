import { expect, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import path from 'node:path';

export const SCREENSHOTS = path.resolve('tests/browser/screenshots');

/** Signs in through the landing page and the local OpenID provider, as a person would. */
export async function signInAs(
  page: Page,
  who: { name?: string; email?: string; firm?: string; passphrase?: string } = {},
) {
  const firm = who.firm ?? `Browser Firm ${crypto.randomUUID().slice(0, 8)}`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In with Microsoft 365' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to DDQ Wingman' })).toBeVisible();
  await page.getByLabel('Your name').fill(who.name ?? 'Pat Reviewer');
  await page.getByLabel('Work e-mail').fill(who.email ?? `pat-${crypto.randomUUID().slice(0, 6)}@example.com`);
  await page.getByLabel('Firm', { exact: true }).fill(firm);
  await page.getByLabel('Passphrase').fill(who.passphrase ?? 'correct horse battery staple');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return { firm };
}
