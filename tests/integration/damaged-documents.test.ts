/**
 * A damaged document answers every route that reads it with 422 and the document engine's own code and message,
 * never 500 INTERNAL: a broken .docx sent to answer injection, and a completed DDQ whose stored Word file was
 * damaged afterwards, on each route that reads that file again (review copy, rebuild, the reviewer's actions that
 * re-write the clean copy, and the download that re-writes it for the firm's drafts setting).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TDdqCompletion, TReview } from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { DOCX_MIME, learnThenComplete } from '../support/api-flows';
import { blankFirmDdq, completedFirmDdq } from '../fixtures/ddq-documents';
import { brokenXmlDocx } from '../fixtures/hostile-files';
import { completionItems, ddqCompletions } from '../../src/server/db/schema';

let server: TestServer;
let alice: SignedInUser;
let completion: TDdqCompletion;
let items: TReview['items'];

const DAMAGED = { status: 422, code: 'CORRUPT', message: /not valid XML/ };

async function expectDamaged(res: Response): Promise<void> {
  const text = await res.text();
  expect(res.status, text).toBe(DAMAGED.status);
  const body = JSON.parse(text) as { code: string; message: string };
  expect(body.code, text).toBe(DAMAGED.code);
  expect(body.message).toMatch(DAMAGED.message);
}

const call = (method: string, path: string, body?: unknown) =>
  alice.client.request(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  server = await startTestServer({ EMBEDDINGS: 'off' });
  alice = await signInNewFirm(server.url);
  completion = await learnThenComplete(
    alice.client,
    { bytes: await completedFirmDdq(), name: 'Firm DDQ 2025.docx' },
    { bytes: await blankFirmDdq(), name: 'Firm DDQ 2026.docx' },
  );
  expect(completion.status).toBe('completed');
  items = (await alice.client.json<TReview>(`/api/ddq-completions/${completion.id}/review`)).body.items;

  // The stored upload is damaged after the fact; every item is a draft, so approving one re-writes the clean copy.
  const { db, storage } = server.ctx;
  const [row] = await db.select().from(ddqCompletions).where(eq(ddqCompletions.id, completion.id));
  await storage.put(row!.storageKey, await brokenXmlDocx(await storage.get(row!.storageKey)));
  await db
    .update(completionItems)
    .set({ outcome: 'draft' })
    .where(and(eq(completionItems.completionId, completion.id), eq(completionItems.firmId, row!.firmId)));
  const live = {
    ...(row!.live as Record<string, unknown>),
    outcomeCounts: { answered: 0, draft: items.length, none: 0 },
  };
  await db.update(ddqCompletions).set({ live, outputHasDrafts: true }).where(eq(ddqCompletions.id, completion.id));
}, 120_000);

afterAll(async () => {
  // A damaged document is the user's to fix: none of these may be logged as a server failure.
  expect(server.logLines.filter((l) => /unhandled error/.test(l))).toEqual([]);
  await server?.close();
});

describe('a damaged .docx sent to a route', () => {
  it('answer injection', async () => {
    const form = new FormData();
    form.append('sourceCompletionId', completion.id);
    form.append('ddq', new Blob([new Uint8Array(await brokenXmlDocx())], { type: DOCX_MIME }), 'fresh.docx');
    await expectDamaged(await alice.client.request('/api/inject-answers', { method: 'POST', body: form }));
  });
});

describe('a completed DDQ whose stored Word file was damaged', () => {
  const base = () => `/api/ddq-completions/${completion.id}`;
  const first = () => items[0]!;

  it('the review copy', async () => expectDamaged(await call('GET', `${base()}/review-copy`)));
  it('rebuild', async () => expectDamaged(await call('POST', `${base()}/review/rebuild`)));
  it('an edit', async () =>
    expectDamaged(await call('PATCH', `${base()}/review/items/${first().id}`, { answer: 'Edited by the reviewer.' })));
  it('a picked candidate', async () => {
    const target = items.find((i) => i.candidates.length > 0)!;
    await expectDamaged(
      await call('POST', `${base()}/review/items/${target.id}/pick`, { pairId: target.candidates[0]!.pairId }),
    );
  });
  it('a regenerated answer', async () =>
    expectDamaged(await call('POST', `${base()}/review/items/${items[1]!.id}/regenerate`)));
  it('an approval', async () => expectDamaged(await call('POST', `${base()}/review/items/${items[2]!.id}/approve`)));
  it('a bulk approval and its undo', async () => {
    await expectDamaged(await call('POST', `${base()}/review/approve-many`, { itemIds: [items[3]!.id] }));
    await expectDamaged(
      await call('POST', `${base()}/review/unapprove-many`, {
        items: [{ id: items[3]!.id, previousOutcome: 'draft' }],
      }),
    );
  });
  it('the download, re-written for the firm’s drafts setting', async () =>
    expectDamaged(await call('GET', `/api/download-ddq/${completion.id}`)));
});
