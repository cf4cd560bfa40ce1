/**
 * Timing a screen in the page itself (Playwright's own polling would add its latency): when data arrived (the
 * response's end, Resource Timing), when the first matching element was committed (a MutationObserver) and painted
 * (the next frame, then a task), and the main thread's long tasks (Long Tasks API). Each page load starts afresh.
 */
import type { Page } from '@playwright/test';

/** Installed before the page's own scripts: records long tasks, and the commit and paint of each of `selectors`. */
export const timingScript = (selectors: string[]) => `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__seen = {};
  window.__watch = (selector) => {
    if (window.__seen[selector]) return;
    const found = () => {
      if (!document.querySelector(selector)) return false;
      const committed = performance.now();
      window.__seen[selector] = { committed };
      requestAnimationFrame(() => setTimeout(() => (window.__seen[selector].painted = performance.now())));
      return true;
    };
    if (found()) return;
    const observer = new MutationObserver(() => found() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  };
  for (const selector of ${JSON.stringify(selectors)}) window.__watch(selector);
`;

interface TimingWindow {
  __longTasks: { start: number; end: number }[];
  __seen: Record<string, { committed: number; painted?: number }>;
  __watch(selector: string): void;
}

/** Waits `ms` of page time with no long task, so late work (a second render, measuring) is counted. */
async function settle(page: Page, ms = 400): Promise<void> {
  await page.evaluate(async (quiet) => {
    const w = window as unknown as TimingWindow;
    let seen = -1;
    while (seen !== w.__longTasks.length) {
      seen = w.__longTasks.length;
      await new Promise((r) => setTimeout(r, quiet));
    }
  }, ms);
}

/** When a screen was ready: after its data arrived, the data's own request time, and since navigation began (ms). */
export interface ScreenReady {
  afterData: number;
  request: number;
  sinceNavigation: number;
}

/**
 * Readiness of the screen whose data comes from the response whose URL contains `urlPart`: the first `selector`
 * painted, or the end of the last long task after the response if later (the page answers input only then).
 */
export async function dataToPaint(page: Page, urlPart: string, selector: string): Promise<ScreenReady> {
  await page.waitForSelector(selector);
  await page.waitForFunction((s) => (window as unknown as TimingWindow).__seen[s]?.painted !== undefined, selector);
  await settle(page);
  return page.evaluate(
    ({ urlPart, selector }) => {
      const w = window as unknown as TimingWindow;
      const response = performance.getEntriesByType('resource').find((e) => e.name.includes(urlPart)) as
        PerformanceResourceTiming | undefined;
      if (!response) throw new Error(`no response for ${urlPart}`);
      const busyUntil = Math.max(0, ...w.__longTasks.filter((t) => t.end > response.responseEnd).map((t) => t.end));
      const ready = Math.max(w.__seen[selector]!.painted!, busyUntil);
      return {
        afterData: ready - response.responseEnd,
        request: response.responseEnd - response.startTime,
        sinceNavigation: ready,
      };
    },
    { urlPart, selector },
  );
}

/** Clicks the button whose text matches `name` and times click → next paint (ms). */
export async function filterSwitch(page: Page, name: RegExp): Promise<number> {
  const ms = await page.evaluate(async (source) => {
    const pattern = new RegExp(source);
    const button = [...document.querySelectorAll('button')].find((b) => pattern.test(b.textContent ?? ''));
    if (!button) throw new Error(`no button ${source}`);
    const t0 = performance.now();
    button.click();
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    return performance.now() - t0;
  }, name.source);
  await settle(page, 100);
  return ms;
}

/** Types `text` into the search box labelled `label`, one key at a time; the mean key → paint time (ms). Clears it after. */
export async function typeToPaint(page: Page, label: string, text: string): Promise<number> {
  const box = await page.getByRole('searchbox', { name: label }).elementHandle();
  const ms = await page.evaluate(
    async ({ input, text }) => {
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      const el = input as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const times: number[] = [];
      for (let i = 1; i <= text.length + 1; i++) {
        const t0 = performance.now();
        setValue.call(el, i <= text.length ? text.slice(0, i) : '');
        el.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
        if (i <= text.length) times.push(performance.now() - t0);
      }
      return times.reduce((a, b) => a + b, 0) / times.length;
    },
    { input: box, text },
  );
  await settle(page, 100);
  return ms;
}

/** The longest main-thread task since the page loaded (ms). */
export function longestTask(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(0, ...(window as unknown as TimingWindow).__longTasks.map((t) => t.end - t.start)),
  );
}
