import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { SCREENSHOTS } from './support';

/** Full-page screenshots at a laptop width (1280 px) and a phone width (390 px), checking nothing overflows sideways. */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    // Responsive: nothing wider than the screen.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} overflows at ${width} px`,
      })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
