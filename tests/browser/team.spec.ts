/**
 * A firm's team answers a DDQ together, two people of one firm in two browsers: the admin assigns ten
 * questions to an editor, the editor finds them under "Assigned to me", answers and approves, they exchange comments,
 * and the admin downloads the audit CSV, which lists both people's actions. The documents are uploaded through the
 * API (the upload screens have their own specs) so the walk stays short.
 */
import fs from 'node:fs';
import crypto from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './support';
import { ddqDocx, DOCX_MIME, QA } from './documents';
import { shoot } from './screens';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const EXTRA: [string, string][] = [
  ['Does the firm hold cyber insurance?', ''],
  ['How many employees does the firm have?', ''],
  ['Who is the fund administrator?', ''],
  ['Describe the firm ESG policy.', ''],
  ['Which prime brokers does the fund use?', ''],
];
const HEADCOUNT = 'How many employees does the firm have?';
const LEGAL = 'What is the legal name of the firm?';

let admin: Page;
let editor: Page;

async function person(browser: Browser, who: { name: string; firm: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInAs(page, {
    ...who,
    email: `${who.name.split(' ')[0]!.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@example.com`,
  });
  return page;
}

/** Uploads through the API with the page's session, and waits until the row is completed. */
async function uploadAndWait(
  page: Page,
  area: 'source-documents' | 'ddq-completions',
  name: string,
  buffer: Buffer,
): Promise<string> {
  const res = await page.request.post(`/api/${area}/upload`, {
    multipart: { file: { name, mimeType: DOCX_MIME, buffer } },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/${area}`)).json()) as { id: string; status: string }[]).find(
          (r) => r.id === id,
        )?.status,
      { timeout: 90_000 },
    )
    .toBe('completed');
  return id;
}

let completionId: string;

test.beforeAll(async ({ browser }) => {
  const firm = `Team Firm ${crypto.randomUUID().slice(0, 8)}`;
  admin = await person(browser, { name: 'Ada Admin', firm });
  editor = await person(browser, { name: 'Eddie Editor', firm });
  await uploadAndWait(admin, 'source-documents', 'Northwind DDQ 2024.docx', await ddqDocx('Northwind DDQ 2024'));
  completionId = await uploadAndWait(
    admin,
    'ddq-completions',
    'Investor DDQ.docx',
    await ddqDocx('Investor DDQ', [...QA, ...EXTRA], true),
  );
});
test.afterAll(async () => {
  await admin?.context().close();
  await editor?.context().close();
});

test('the Team page lists both people; only the admin can change roles', async () => {
  // (Opened by address: the home page's processing notice may still be up from the uploads.)
  await admin.goto('/team');
  await expect(admin.getByTestId('team-member')).toHaveCount(2);
  await expect(admin.getByLabel('Role of Eddie Editor')).toHaveValue('editor');
  await editor.goto('/team');
  await expect(editor.getByText('Only an admin of your firm can change roles.')).toBeVisible();
  await expect(editor.getByLabel('Role of Ada Admin')).toHaveCount(0);
});

test('the admin assigns ten questions to the editor and comments on one', async () => {
  await admin.goto(`/ddq-completions/${completionId}/review`);
  await expect(admin.getByTestId('review-row')).toHaveCount(10);
  const boxes = admin.getByRole('checkbox', { name: /^Select for bulk approval:/ });
  for (let i = 0; i < 10; i++) await boxes.nth(i).check();
  await admin.getByRole('button', { name: 'Assign selected (10)' }).click();
  const dialog = admin.getByTestId('assign-dialog');
  await dialog
    .getByLabel('Colleague')
    .selectOption({ label: await dialog.getByRole('option', { name: /Eddie Editor/ }).innerText() });
  await dialog.getByLabel('Due date (optional)').fill('2030-01-31');
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(admin.getByTestId('toast')).toContainText('Assigned 10 questions to Eddie Editor');
  await expect(admin.getByTestId('owed-answers')).toHaveText('Still owed: Eddie Editor 10');

  await admin.getByTestId('review-list').getByRole('button', { name: HEADCOUNT, exact: true }).click();
  const detail = admin.getByTestId('review-detail');
  await expect(detail.getByTestId('assignment')).toContainText('Assigned to Eddie Editor · due 2030-01-31');
  await detail.getByLabel('Add a comment').fill('Eddie, HR has the latest headcount.');
  await detail.getByRole('button', { name: 'Add comment' }).click();
  await expect(detail.getByTestId('comment')).toContainText('Eddie, HR has the latest headcount.');
});

test('the editor sees them under "Assigned to me", answers, approves and replies', async () => {
  await editor.goto('/');
  const bell = editor.getByRole('button', { name: /^Notifications:/ });
  await expect(bell.getByTestId('assigned-count')).toHaveText('10 assigned', { timeout: 20_000 });
  await bell.click();
  await editor
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Investor DDQ\.docx/ })
    .first()
    .click();
  await expect(editor.getByRole('button', { name: 'Assigned to me (10)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.getByTestId('assigned-to-me-count')).toHaveText('Assigned to me: 10 open');
  await shoot(editor, 'team-assigned-to-me');

  const detail = editor.getByTestId('review-detail');
  await editor.getByTestId('review-list').getByRole('button', { name: HEADCOUNT, exact: true }).click();
  await expect(detail.getByTestId('comment')).toContainText('HR has the latest headcount');
  await detail.getByRole('button', { name: 'Edit' }).click();
  await detail.getByLabel('Your answer').fill('The firm has 48 employees.');
  await detail.getByRole('button', { name: 'Save answer' }).click();
  await expect(detail.getByTestId('review-answer')).toHaveText('The firm has 48 employees.');
  await detail.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(detail.getByTestId('review-approved')).toBeVisible();
  await detail.getByLabel('Add a comment').fill('Done: 48, per HR.');
  await detail.getByRole('button', { name: 'Add comment' }).click();
  await expect(detail.getByTestId('comment')).toHaveCount(2);

  await editor.getByTestId('review-list').getByRole('button', { name: LEGAL, exact: true }).click();
  await detail.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(detail.getByTestId('review-approved')).toBeVisible();
  await expect(editor.getByTestId('assigned-to-me-count')).toHaveText('Assigned to me: 8 open');
});

test('the admin resolves the thread and downloads the audit CSV with both people in it', async () => {
  await admin.reload();
  await expect(admin.getByTestId('owed-answers')).toHaveText('Still owed: Eddie Editor 8');
  await admin.getByTestId('review-list').getByRole('button', { name: HEADCOUNT, exact: true }).click();
  const detail = admin.getByTestId('review-detail');
  await expect(detail.getByTestId('comment').nth(1)).toContainText('Done: 48, per HR.');
  await detail.getByRole('button', { name: 'Resolve' }).first().click();
  await expect(detail.getByText('1 resolved comment')).toBeVisible();
  await detail.getByText('History of this answer').click();
  await expect(detail.getByTestId('answer-history')).toContainText('Eddie Editor approved');

  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download audit (CSV)' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv).toMatch(/"change","[^"]+","Ada Admin","assignment assigned"/);
  expect(csv).toMatch(/"change","[^"]+","Ada Admin","comment added"/);
  expect(csv).toMatch(/"change","[^"]+","Eddie Editor","answer edited"/);
  expect(csv).toMatch(/"change","[^"]+","Eddie Editor","answer approved"/);
  expect(csv).toMatch(/"change","[^"]+","Eddie Editor","comment added"/);
  expect(csv).toContain('"The firm has 48 employees."');
});
