/**
 * Issue 17, screens that tell the truth: sign-in from another address of the server (decision 090), at both widths.
 */
import { expect, test } from '@playwright/test';
import crypto from 'node:crypto';

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`opened on 127.0.0.1, the page moves to the public address and sign-in works (${width} px)`, async ({ page, baseURL }) => {
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
