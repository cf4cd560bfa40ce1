/**
 * The review workspace on a 250-question completion: one bulk approval (with its undo), then every other
 * answer reviewed from the keyboard (Shift+A approve and next), a reload that keeps the filter and the answer, and
 * the count of key presses and the time printed. Screenshots of the workspace at 1280 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { buildDdq } from '../fixtures/ddq-documents';
import { syntheticQuestions } from '../fixtures/synthetic-ddq';
import { signInAs } from './support';
import { DOCX_MIME } from './documents';
import { shoot } from './screens';

test.describe.configure({ timeout: 240_000 });

const QUESTIONS = 250;

async function upload(page: Page, path: string, name: string, bytes: Buffer): Promise<string> {
  const res = await page.request.post(path, {
    multipart: { file: { name, mimeType: DOCX_MIME, buffer: bytes } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function waitDone(page: Page, list: string, id: string) {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(list)).json()) as { id: string; status: string }[]).find((r) => r.id === id)
          ?.status,
      { timeout: 180_000, intervals: [500] },
    )
    .toBe('completed');
}

/** 250 questions: 200 learned word for word, 50 asked about other parts (drafts, no answer, or answered below 90 %). */
async function completion250(page: Page): Promise<string> {
  const learned = syntheticQuestions(QUESTIONS);
  await waitDone(
    page,
    '/api/source-documents',
    await upload(
      page,
      '/api/source-documents/upload',
      'Knowledge.docx',
      await buildDdq({ title: 'Knowledge', questions: learned, completed: true }),
    ),
  );
  // Asked about other parts and for the fund rather than the firm: near matches, not confident ones.
  const other = syntheticQuestions(2 * QUESTIONS)
    .slice(QUESTIONS)
    .map((q) => ({
      ...q,
      question: `Regarding the fund's ${q.question.charAt(0).toLowerCase()}${q.question.slice(1)}`,
    }));
  const questions = [...learned.slice(0, 200), ...other.slice(0, QUESTIONS - 200)].map((q) => ({ ...q, answer: '' }));
  const id = await upload(
    page,
    '/api/ddq-completions/upload',
    'Investor DDQ 250.docx',
    await buildDdq({ title: 'Investor DDQ 250', questions, completed: false }),
  );
  await waitDone(page, '/api/ddq-completions', id);
  return id;
}

const shown = async (page: Page) =>
  Number(/^Showing (\d+) of/.exec((await page.getByTestId('review-count').textContent()) ?? '')?.[1]);
const reviewed = async (page: Page) =>
  Number(/^(\d+) of/.exec((await page.getByTestId('review-progress').textContent()) ?? '')?.[1]);

test('a 250-question DDQ reviewed with the keyboard: one bulk approval, then approve and next', async ({ page }) => {
  await signInAs(page, { name: 'Kim Keyboard' });
  const setup = Date.now();
  const id = await completion250(page);
  console.log(`setup (learn 250, complete 250): ${((Date.now() - setup) / 1000).toFixed(1)} s`);
  let keys = 0;
  const press = async (key: string) => {
    keys++;
    await page.keyboard.press(key);
  };

  await page.goto(`/ddq-completions/${id}/review`);
  await expect(page.getByTestId('review-progress')).toHaveText(`0 of ${QUESTIONS} reviewed`);
  const started = Date.now();
  const confident = Number(
    /\((\d+)\)/.exec((await page.getByRole('button', { name: /^Approve every answered/ }).textContent()) ?? '')?.[1],
  );
  expect(confident).toBeGreaterThan(100);

  // Bulk approval, its undo, and again.
  await press('b');
  await expect(page.getByTestId('review-progress')).toHaveText(`${confident} of ${QUESTIONS} reviewed`);
  await expect(page.getByTestId('bulk-result')).toContainText(`Approved ${confident} answers.`);
  await press('u');
  await expect(page.getByTestId('review-progress')).toHaveText(`0 of ${QUESTIONS} reviewed`);
  await press('b');
  await expect(page.getByTestId('review-progress')).toHaveText(`${confident} of ${QUESTIONS} reviewed`);

  // The rest, one by one: show what is not approved yet, then approve and next through it.
  await page.getByRole('button', { name: /^Not approved yet/ }).click();
  const remaining = await shown(page);
  expect(remaining).toBe(QUESTIONS - confident);
  const half = Math.floor(remaining / 2);
  for (let i = 0; i < half; i++) await press('Shift+A');
  // A reload keeps the filter and the answer (once the approvals sent have landed: a reload cancels calls still queued).
  await expect.poll(() => reviewed(page)).toBeGreaterThan(confident);
  await expect(page.locator('[data-pending-approvals]')).toHaveCount(0, { timeout: 60_000 });
  const before = await page.getByTestId('detail-question').textContent();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Not approved yet/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('detail-question')).toHaveText(before!);
  const shooting = Date.now();
  await shoot(page, 'review-workspace');
  const shotMs = Date.now() - shooting;
  const stillToGo = await shown(page);
  for (let i = 0; i < stillToGo; i++) await press('Shift+A');

  // Everything with an answer is approved; what is left has no answer to approve.
  const noAnswer = Number(
    /\((\d+)\)/.exec((await page.getByRole('button', { name: /^No answer \(/ }).textContent()) ?? '')?.[1],
  );
  await expect(page.getByTestId('review-progress')).toHaveText(`${QUESTIONS - noAnswer} of ${QUESTIONS} reviewed`, {
    timeout: 60_000,
  });
  const seconds = (Date.now() - started - shotMs) / 1000; // without the screenshots
  console.log(
    `review walk: ${QUESTIONS} questions, ${confident} approved in bulk, ${QUESTIONS - noAnswer - confident} approved one by one, ${noAnswer} without an answer; ` +
      `${keys} key presses, 1 click (the filter), 1 reload, ${seconds.toFixed(1)} s`,
  );
});
