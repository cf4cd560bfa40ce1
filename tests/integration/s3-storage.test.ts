/**
 * S3 storage against a real S3 that checks signatures (Ceph RADOS Gateway, scripts/start-test-s3.sh).
 * Runs when S3_TEST_ENDPOINT is set (CI sets it). The browser uploads straight to the bucket with presigned PUTs;
 * upload-complete maps the address back to its ticket by key, checks the object with HEAD and never fetches a URL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PutBucketCorsCommand } from '@aws-sdk/client-s3';
import type { TDdqCompletion, TSourceDocument, TUser } from '@contract/index';
import { MIME } from '@contract/index';
import { ddqCompletions, sourceDocuments } from '../../src/server/db/schema';
import { issueUploadTicket } from '../../src/server/domain/uploads/upload-tickets';
import { newStorageKey, StorageLimitError } from '../../src/server/storage';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { DOCX_MIME, uploadMultipart, uploadTwoStep, waitForStatus } from '../support/api-flows';
import { blankInvestorDdq, completedFirmDdq, FIRM_DDQ } from '../fixtures/ddq-documents';
import { createTestBucket, s3TestEndpoint, type TestBucket } from '../support/s3';

let bucket: TestBucket;
let server: TestServer;
let alice: SignedInUser;
let bob: SignedInUser;

const json = { 'content-type': 'application/json' };
const userOf = async (u: SignedInUser) => (await u.client.json<{ user: TUser }>('/api/auth/user')).body.user;
const uploadUrl = async (u: SignedInUser, kind: 'source-documents' | 'ddq-completions') =>
  (await u.client.json<{ uploadURL: string }>(`/api/${kind}/upload-url`, { method: 'POST', headers: json, body: '{}' }))
    .body.uploadURL;
const complete = (u: SignedInUser, kind: 'source-documents' | 'ddq-completions', url: string) =>
  u.client.json<{ code?: string; id?: string }>(`/api/${kind}/upload-complete`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ uploadURL: url, filename: 'ddq.docx', originalName: 'ddq.docx', mimeType: DOCX_MIME }),
  });
/** A PUT straight to the bucket, as the browser does (no app cookies involved). */
const put = (url: string, body: Uint8Array | string, contentType = DOCX_MIME) =>
  fetch(url, { method: 'PUT', body: Buffer.from(body), headers: { 'content-type': contentType } });
const keyOf = (url: string) => new URL(url).pathname.replace(`/${bucket.options.bucket}/`, '');

describe.skipIf(!s3TestEndpoint)('S3 storage (Ceph RADOS Gateway)', () => {
  beforeAll(async () => {
    bucket = await createTestBucket();
    server = await startTestServer(bucket.env);
    [alice, bob] = await Promise.all([signInNewFirm(server.url), signInNewFirm(server.url)]);
  });
  afterAll(async () => {
    await server?.close();
    await bucket?.remove();
  });

  it('learns and completes DDQs uploaded straight to the bucket, and downloads them back', async () => {
    const address = new URL(await uploadUrl(alice, 'source-documents'));
    expect(address.origin).toBe(new URL(s3TestEndpoint!).origin);
    expect(address.pathname).toMatch(new RegExp(`^/${bucket.options.bucket}/uploads/[0-9a-f-]{36}/[0-9a-f-]{36}$`));
    expect(address.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(address.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const training = await completedFirmDdq();
    const learned = await uploadTwoStep(alice.client, 'source-documents', training, 'Northwind DDQ.docx');
    expect(learned.status).toBe(201);
    const doc = await waitForStatus<TSourceDocument>(alice.client, '/api/source-documents', learned.body.id, 90_000);
    expect(doc).toMatchObject({ status: 'completed', qaCount: FIRM_DDQ.length });
    const [row] = await server.ctx.db.select().from(sourceDocuments).where(eq(sourceDocuments.id, doc.id));
    expect(await bucket.exists(row!.storageKey)).toBe(true);
    const original = await alice.client.request(`/api/source-documents/${doc.id}/download`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(training)).toBe(true);

    const blank = await uploadTwoStep(alice.client, 'ddq-completions', await blankInvestorDdq(), 'Investor DDQ.docx');
    expect(blank.status).toBe(201);
    const done = await waitForStatus<TDdqCompletion>(alice.client, '/api/ddq-completions', blank.body.id, 90_000);
    expect(done).toMatchObject({ status: 'completed', totalQuestions: 7 });
    expect(done.answeredQuestions).toBeGreaterThanOrEqual(5);
    const [crow] = await server.ctx.db.select().from(ddqCompletions).where(eq(ddqCompletions.id, done.id));
    expect(await bucket.exists(crow!.outputStorageKey!)).toBe(true);
    const filled = await alice.client.request(`/api/download-ddq/${done.id}`);
    expect(filled.status).toBe(200);
    expect(
      Buffer.from(await filled.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // The multipart upload of the dashboard streams through the app into the same bucket.
    const multi = await uploadMultipart(alice.client, '/api/source-documents/upload', training, 'Again.docx');
    expect(multi.status).toBe(201);
    const again = await waitForStatus<TSourceDocument>(
      alice.client,
      '/api/source-documents',
      ((await multi.json()) as { id: string }).id,
      90_000,
    );
    expect(again.status).toBe('completed');
    const [mrow] = await server.ctx.db.select().from(sourceDocuments).where(eq(sourceDocuments.id, again.id));
    expect(await bucket.exists(mrow!.storageKey)).toBe(true);
  });

  it('has the bucket refuse (403) a presigned PUT with a bad signature, another key, another content type, or after expiry', async () => {
    const docx = await completedFirmDdq();
    const { uploadURL } = await issueUploadTicket(server.ctx, await userOf(alice), 'source-document', {
      contentType: DOCX_MIME,
    });
    const url = new URL(uploadURL);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');

    const forged = new URL(url);
    const sig = forged.searchParams.get('X-Amz-Signature')!;
    forged.searchParams.set('X-Amz-Signature', `${sig[0] === '0' ? '1' : '0'}${sig.slice(1)}`);
    expect((await put(forged.href, docx)).status).toBe(403);

    const otherKey = new URL(url);
    otherKey.pathname = `/${bucket.options.bucket}/${newStorageKey('uploads', (await userOf(alice)).firmId)}`;
    expect((await put(otherKey.href, docx)).status).toBe(403);

    expect((await put(url.href, '<script>alert(1)</script>', 'text/html')).status).toBe(403);
    expect((await put(url.href, docx, 'application/pdf')).status).toBe(403);
    expect(await bucket.exists(keyOf(uploadURL))).toBe(false);
    expect((await put(url.href, docx)).status).toBe(200);
    expect((await complete(alice, 'source-documents', uploadURL)).status).toBe(201);

    const saved = server.ctx.config.storage.uploadUrlExpirySeconds;
    server.ctx.config.storage.uploadUrlExpirySeconds = 1;
    let shortLived: string;
    try {
      shortLived = await uploadUrl(alice, 'source-documents');
    } finally {
      server.ctx.config.storage.uploadUrlExpirySeconds = saved;
    }
    await new Promise((r) => setTimeout(r, 2500));
    expect((await put(shortLived, docx)).status).toBe(403);
    expect((await complete(alice, 'source-documents', shortLived)).status).toBe(400);
  });

  it('refuses a content type that is not a document when the client declares one', async () => {
    await expect(
      issueUploadTicket(server.ctx, await userOf(alice), 'source-document', { contentType: 'text/html' }),
    ).rejects.toMatchObject({ status: 415 });
    const { uploadURL } = await issueUploadTicket(server.ctx, await userOf(alice), 'ddq-completion', {
      contentType: MIME.pdf,
    });
    expect(new URL(uploadURL).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
  });

  it('upload-complete accepts only its own address, issued to this user for this list, with a file behind it, once; it fetches nothing', async () => {
    const fetched: string[] = [];
    const trap = http.createServer((req, res) => {
      fetched.push(req.url ?? '');
      res.end('PK');
    });
    await new Promise<void>((r) => trap.listen(0, '127.0.0.1', r));
    const trapBase = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
    const docsBefore = (await alice.client.json<TSourceDocument[]>('/api/source-documents')).body.length;
    try {
      const url = await uploadUrl(alice, 'source-documents');
      const key = keyOf(url);
      const foreign = [
        `${trapBase}/${bucket.options.bucket}/${key}`,
        `${trapBase}/${key}`,
        `${s3TestEndpoint}/other-bucket/${key}`,
        `${s3TestEndpoint}/${bucket.options.bucket}/../${key}`,
        `https://evil.example/${bucket.options.bucket}/${key}`,
        'file:///etc/passwd',
        'not a url',
      ];
      for (const address of foreign) {
        const res = await complete(alice, 'source-documents', address);
        expect(res.status, address).toBe(400);
        expect(res.body.code).toBe('INVALID_UPLOAD_URL');
      }
      expect(fetched).toEqual([]);

      // Nothing was sent yet: refused, nothing stored, and the address stays usable.
      expect((await complete(alice, 'source-documents', url)).status).toBe(400);
      const bytes = await completedFirmDdq();
      expect((await put(url, bytes)).status).toBe(200);

      // Someone else, or the same person for another list: refused, and the file is left alone.
      expect((await complete(bob, 'source-documents', url)).status).toBe(400);
      expect((await complete(alice, 'ddq-completions', url)).status).toBe(400);
      expect(await bucket.exists(key)).toBe(true);

      const ok = await complete(alice, 'source-documents', url);
      expect(ok.status).toBe(201);
      expect((await complete(alice, 'source-documents', url)).status).toBe(400); // once
      expect(await bucket.exists(key)).toBe(false); // moved to a key only the server knows

      // A second PUT to the still-valid address cannot replace what was registered.
      expect((await put(url, 'PK-but-different')).status).toBe(200);
      const stored = await alice.client.request(`/api/source-documents/${ok.body.id}/download`);
      expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);
      const docsAfter = (await alice.client.json<TSourceDocument[]>('/api/source-documents')).body.length;
      expect(docsAfter).toBe(docsBefore + 1);
    } finally {
      trap.close();
    }
  });

  it('refuses and deletes an uploaded object over the size limit', async () => {
    const direct = server.ctx.storage.directUploads!;
    const firmId = (await userOf(alice)).firmId;
    const from = newStorageKey('uploads', firmId);
    expect((await put(await direct.uploadUrl(from, { expiresInSeconds: 60 }), 'x'.repeat(100))).status).toBe(200);
    await expect(direct.adopt(from, newStorageKey('uploads', firmId), 99)).rejects.toBeInstanceOf(StorageLimitError);
    expect(await bucket.exists(from)).toBe(false);
    expect(await direct.adopt(from, newStorageKey('uploads', firmId), 99)).toBeUndefined();
  });

  it('with the README’s CORS rule, the bucket lets the app’s pages PUT a file (browser preflight)', async () => {
    const appOrigin = new URL(server.url).origin;
    await bucket.client.send(
      new PutBucketCorsCommand({
        Bucket: bucket.options.bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: [appOrigin],
              AllowedMethods: ['PUT'],
              AllowedHeaders: ['content-type'],
              MaxAgeSeconds: 3600,
            },
          ],
        },
      }),
    );
    const url = await uploadUrl(alice, 'source-documents');
    const preflight = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });
    const ok = await preflight(appOrigin);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(ok.headers.get('access-control-allow-methods')).toContain('PUT');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('deleting a document or a completion removes its objects from the bucket', async () => {
    const learned = await uploadTwoStep(bob.client, 'source-documents', await completedFirmDdq(), 'Bob.docx');
    const doc = await waitForStatus<TSourceDocument>(bob.client, '/api/source-documents', learned.body.id, 90_000);
    const [row] = await server.ctx.db.select().from(sourceDocuments).where(eq(sourceDocuments.id, doc.id));
    const blank = await uploadTwoStep(bob.client, 'ddq-completions', await blankInvestorDdq(), 'Blank.docx');
    const done = await waitForStatus<TDdqCompletion>(bob.client, '/api/ddq-completions', blank.body.id, 90_000);
    const [crow] = await server.ctx.db.select().from(ddqCompletions).where(eq(ddqCompletions.id, done.id));
    const keys = [row!.storageKey, crow!.storageKey, crow!.outputStorageKey!];
    for (const key of keys) expect(await bucket.exists(key), key).toBe(true);

    expect((await bob.client.request(`/api/source-documents/${doc.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await bob.client.request(`/api/ddq-completions/${done.id}`, { method: 'DELETE' })).status).toBe(200);
    for (const key of keys) expect(await bucket.exists(key), key).toBe(false);
    expect((await bob.client.request(`/api/source-documents/${doc.id}/download`)).status).toBe(404);
  });
});
