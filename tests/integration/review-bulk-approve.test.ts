/**
 * Bulk approval on the review workspace, through the real HTTP app: every answered item at or above a
 * confidence, or a selection (drafts included, edited answers left for one-by-one approval), in one call; the undo
 * puts each answer's outcome back; another firm cannot touch the completion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZBulkApproveResponse,
  ZReview,
  type TBulkApproveResponse,
  type TDdqCompletion,
  type TReview,
  type TReviewItem,
} from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { learnThenComplete } from '../support/api-flows';
import { blankFirmDdq, completedFirmDdq } from '../fixtures/ddq-documents';
import type { HttpClient } from '../support/http-client';
import JSZip from 'jszip';

let server: TestServer;
let alice: SignedInUser;
let completion: TDdqCompletion;

const send = <T>(client: HttpClient, path: string, body: unknown) =>
  client.json<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function review(client: HttpClient = alice.client): Promise<TReview> {
  const res = await client.json<TReview>(`/api/ddq-completions/${completion.id}/review`);
  expect(res.status).toBe(200);
  return ZReview.parse(res.body);
}

const approveMany = (body: unknown, client: HttpClient = alice.client) =>
  send<TBulkApproveResponse>(client, `/api/ddq-completions/${completion.id}/review/approve-many`, body);

beforeAll(async () => {
  server = await startTestServer();
  alice = await signInNewFirm(server.url);
  completion = await learnThenComplete(
    alice.client,
    { bytes: await completedFirmDdq(), name: 'Northwind DDQ 2025.docx' },
    { bytes: await blankFirmDdq(), name: 'Northwind DDQ 2026.docx' },
  );
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('bulk approval', () => {
  it('approves every answered item at 90% or more in one call, and the undo restores them', async () => {
    const before = await review();
    const confident = before.items.filter(
      (i) => i.outcome === 'answered' && (i.confidence ?? 0) >= 90 && !i.prefilled && !i.edited,
    );
    expect(confident.length).toBeGreaterThan(0);
    const res = await approveMany({ minConfidence: 90 });
    expect(res.status).toBe(200);
    const body = ZBulkApproveResponse.parse(res.body);
    expect(body.approved.map((a) => a.id).sort()).toEqual(confident.map((i) => i.id).sort());
    expect(body.approved.every((a) => a.previousOutcome === 'answered')).toBe(true);
    const after = await review();
    for (const i of after.items) expect(i.approved).toBe(confident.some((c) => c.id === i.id));
    expect(after.items.find((i) => i.approved)?.approvedBy).toBe(alice.name);

    // Asked again: nothing new to approve.
    expect((await approveMany({ minConfidence: 90 })).body).toEqual({ approved: [], skipped: confident.length });

    const undo = await send<{ restored: number }>(
      alice.client,
      `/api/ddq-completions/${completion.id}/review/unapprove-many`,
      { items: body.approved },
    );
    expect(undo.body).toEqual({ restored: confident.length });
    expect((await review()).items.filter((i) => i.approved)).toEqual([]);
  });

  it('approves a selection, a draft included (then answered), leaves an edited answer alone, and the undo makes the draft a draft again', async () => {
    const items = (await review()).items;
    const draft = items.find((i) => i.outcome === 'draft') ?? items.find((i) => i.outcome === 'answered' && i.answer);
    const other = items.find((i) => i.id !== draft?.id && i.answer && i.status !== 'failed')!;
    const edited = items.find((i) => i.id !== draft?.id && i.id !== other.id && i.answer)!;
    const patched = await alice.client.json<TReviewItem>(
      `/api/ddq-completions/${completion.id}/review/items/${edited.id}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answer: 'Written by the reviewer.' }),
      },
    );
    expect(patched.status).toBe(200);
    const res = await approveMany({ itemIds: [draft!.id, other.id, edited.id] });
    expect(res.status).toBe(200);
    expect(res.body.approved.map((a) => a.id).sort()).toEqual([draft!.id, other.id].sort());
    expect(res.body.skipped).toBe(1);
    const after = await review();
    expect(after.items.find((i) => i.id === draft!.id)).toMatchObject({ approved: true, outcome: 'answered' });
    expect(after.items.find((i) => i.id === edited.id)).toMatchObject({ approved: false, edited: true });

    await send(alice.client, `/api/ddq-completions/${completion.id}/review/unapprove-many`, {
      items: res.body.approved,
    });
    const undone = (await review()).items.find((i) => i.id === draft!.id)!;
    expect(undone).toMatchObject({ approved: false, outcome: draft!.outcome });
  });

  it('is firm-scoped and validates its input', async () => {
    const mallory = await signInNewFirm(server.url, 'Other');
    expect((await approveMany({ minConfidence: 0 }, mallory.client)).status).toBe(404);
    const items = (await review()).items;
    expect(
      (
        await send(mallory.client, `/api/ddq-completions/${completion.id}/review/unapprove-many`, {
          items: [{ id: items[0]!.id, previousOutcome: 'draft' }],
        })
      ).status,
    ).toBe(404);
    expect((await approveMany({ itemIds: [] })).status).toBe(400);
    expect((await approveMany({ minConfidence: 120 })).status).toBe(400);
    expect((await review()).items.filter((i) => i.approved && !i.edited)).toEqual([]);
  });
});

describe('changes made as fast as the keyboard goes', () => {
  it('four edits sent at once are all in the clean copy (the document rewrites are coalesced, none lost)', async () => {
    const items = (await review()).items.filter((i) => i.answer).slice(0, 4);
    const texts = items.map((_, n) => `Keyboard answer number ${n + 1}.`);
    const results = await Promise.all(
      items.map((i, n) =>
        alice.client.json(`/api/ddq-completions/${completion.id}/review/items/${i.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ answer: texts[n] }),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const file = await alice.client.request(`/api/download-ddq/${completion.id}`);
    const xml = (
      await (await JSZip.loadAsync(await file.arrayBuffer())).file('word/document.xml')!.async('string')
    ).replace(/<[^>]+>/g, '');
    for (const t of texts) expect(xml).toContain(t);
  });
});
