import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProcessingStatusItem, TSourceDocument } from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { uploadMultipart, waitForStatus } from '../support/api-flows';
import { blankFirmDdq, completedFirmDdq } from '../fixtures/ddq-documents';
import { sourceDocuments } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';

let server: TestServer;
let user: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await signInNewFirm(server.url);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('a failed training document', () => {
  it('says why it failed, and Retry queues it again', async () => {
    const res = await uploadMultipart(
      user.client,
      '/api/source-documents/upload',
      await blankFirmDdq(),
      'blank-by-mistake.docx',
    );
    const failed = await waitForStatus<TSourceDocument>(
      user.client,
      '/api/source-documents',
      ((await res.json()) as { id: string }).id,
    );
    expect(failed.status).toBe('error');
    expect(failed.errorMessage).toContain('could not find any answered questions');

    // The user replaces the file content behind the scenes (as if re-uploaded) and retries.
    const row = (await server.ctx.db.select().from(sourceDocuments).where(eq(sourceDocuments.id, failed.id)))[0]!;
    await server.ctx.storage.put(row.storageKey, await completedFirmDdq());
    const retry = await user.client.request(`/api/source-documents/${failed.id}/retry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as TSourceDocument).status).toBe('uploading');
    const queue = (await user.client.json<TProcessingStatusItem[]>('/api/processing-status')).body;
    expect(queue.map((q) => q.id)).toContain(failed.id);
    const done = await waitForStatus<TSourceDocument>(user.client, '/api/source-documents', failed.id);
    expect(done).toMatchObject({ status: 'completed', errorMessage: null, qaCount: 12 });
  });

  it('refuses to retry a document that did not fail', async () => {
    const res = await uploadMultipart(user.client, '/api/source-documents/upload', await completedFirmDdq(), 'ok.docx');
    const done = await waitForStatus<TSourceDocument>(
      user.client,
      '/api/source-documents',
      ((await res.json()) as { id: string }).id,
    );
    const retry = await user.client.request(`/api/source-documents/${done.id}/retry`, { method: 'POST' });
    expect(retry.status).toBe(409);
    expect(((await retry.json()) as { message: string }).message).toContain('Only a document whose processing failed');
  });
});
