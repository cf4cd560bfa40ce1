/** Attack resistance of the HTTP surface: bad bodies, hostile file names, forged or stolen upload addresses, rate limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TSourceDocument } from '@contract/index';
import { uploadTickets } from '../../src/server/db/schema';
import { HttpClient } from '../support/http-client';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { DOCX_MIME, uploadMultipart, waitForStatus } from '../support/api-flows';
import { completedFirmDdq } from '../fixtures/ddq-documents';
import { externalEntityDocx } from '../fixtures/hostile-files';

let server: TestServer;
let alice: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_UPLOADS_PER_MINUTE: '25' });
  alice = await signInNewFirm(server.url);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const json = (client: HttpClient, path: string, body: string) =>
  client.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('request bodies', () => {
  it('answers malformed JSON with a 400 and a message', async () => {
    const res = await json(alice.client, '/api/source-documents/upload-complete', '{"uploadURL": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_JSON');
  });

  it('refuses oversized JSON bodies', async () => {
    const res = await json(
      alice.client,
      '/api/ddq-completions/upload-complete',
      JSON.stringify({ uploadURL: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(res.status).toBe(413);
  });

  it('refuses an upload over 50 MB on the upload address', async () => {
    const { body } = await alice.client.json<{ uploadURL: string }>('/api/source-documents/upload-url', {
      method: 'POST',
    });
    const res = await alice.client.request(body.uploadURL, {
      method: 'PUT',
      headers: { 'content-type': DOCX_MIME },
      body: Buffer.alloc(50 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
  });

  it('validates field types', async () => {
    const res = await json(alice.client, '/api/source-documents/upload-complete', JSON.stringify({ uploadURL: 42 }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_INPUT');
  });
});

describe('upload addresses', () => {
  it("refuses an address issued to another user, even of the same firm's server", async () => {
    const { body } = await alice.client.json<{ uploadURL: string }>('/api/source-documents/upload-url', {
      method: 'POST',
    });
    const mallory = await signInNewFirm(server.url);
    const put = await mallory.client.request(body.uploadURL, {
      method: 'PUT',
      body: new Uint8Array(await completedFirmDdq()),
    });
    expect(put.status).toBe(404);
    await alice.client.request(body.uploadURL, { method: 'PUT', body: new Uint8Array(await completedFirmDdq()) });
    const claim = await json(
      mallory.client,
      '/api/source-documents/upload-complete',
      JSON.stringify({ uploadURL: body.uploadURL }),
    );
    expect(claim.status).toBe(400);
  });

  it('refuses an expired address and one used twice', async () => {
    const { body } = await alice.client.json<{ uploadURL: string }>('/api/ddq-completions/upload-url', {
      method: 'POST',
    });
    await alice.client.request(body.uploadURL, { method: 'PUT', body: new Uint8Array(await completedFirmDdq()) });
    const id = body.uploadURL.split('/').pop()!;
    await server.ctx.db
      .update(uploadTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadTickets.id, id));
    expect(
      (await json(alice.client, '/api/ddq-completions/upload-complete', JSON.stringify({ uploadURL: body.uploadURL })))
        .status,
    ).toBe(400);

    const second = (
      await alice.client.json<{ uploadURL: string }>('/api/source-documents/upload-url', { method: 'POST' })
    ).body;
    await alice.client.request(second.uploadURL, { method: 'PUT', body: new Uint8Array(await completedFirmDdq()) });
    expect(
      (
        await json(
          alice.client,
          '/api/source-documents/upload-complete',
          JSON.stringify({ uploadURL: second.uploadURL }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await json(
          alice.client,
          '/api/source-documents/upload-complete',
          JSON.stringify({ uploadURL: second.uploadURL }),
        )
      ).status,
    ).toBe(400);
  });

  it('never fetches a user-supplied address', async () => {
    let hit = false;
    const http = await import('node:http');
    const trap = http.createServer((_req, res) => {
      hit = true;
      res.end('x');
    });
    await new Promise<void>((r) => trap.listen(0, '127.0.0.1', () => r()));
    const port = (trap.address() as { port: number }).port;
    const res = await json(
      alice.client,
      '/api/source-documents/upload-complete',
      JSON.stringify({ uploadURL: `http://127.0.0.1:${port}/api/uploads/${'a'.repeat(32)}` }),
    );
    expect(res.status).toBe(400);
    expect(hit).toBe(false);
    trap.close();
  });
});

describe('hostile files', () => {
  it('cleans path traversal, control characters and 500-character names', async () => {
    const bytes = await completedFirmDdq();
    for (const [name, check] of [
      ['../../../etc/passwd.docx', (n: string) => n === 'passwd.docx'],
      ['..\\..\\windows\\evil.docx', (n: string) => n === 'evil.docx'],
      ['bad\u0000na\u0007me\u202e.docx', (n: string) => n === 'badname.docx'],
      [`${'a'.repeat(500)}.docx`, (n: string) => n.length <= 200 && n.endsWith('.docx')],
    ] as const) {
      const res = await uploadMultipart(alice.client, '/api/source-documents/upload', bytes, name);
      expect(res.status, name).toBe(201);
      const doc = (await res.json()) as TSourceDocument;
      expect(check(doc.originalName), `${name} → ${doc.originalName}`).toBe(true);
      expect(doc.filename).not.toContain('/');
    }
  });

  it('refuses content that lies about its type', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await uploadMultipart(alice.client, '/api/ddq-completions/upload', html, 'ddq.docx');
    expect(res.status).toBe(415);
  });

  it('never resolves XML external entities: the document fails with a clear message', async () => {
    const xxe = await externalEntityDocx();
    const res = await uploadMultipart(alice.client, '/api/source-documents/upload', xxe, 'xxe.docx');
    expect(res.status).toBe(201);
    const doc = await waitForStatus<TSourceDocument>(
      alice.client,
      '/api/source-documents',
      ((await res.json()) as TSourceDocument).id,
    );
    expect(doc.status).toBe('error');
    expect(doc.errorMessage).toMatch(/DTD|entit/i);
    const pairs = (await alice.client.json<{ answer: string }[]>(`/api/qa-pairs/${doc.id}`)).body;
    expect(pairs).toEqual([]);
  });
  // A zip bomb, a cut-off file and password-protected files are refused at upload: client-mistakes.test.ts.
});

describe('rate limits', () => {
  it('limits uploads per user per minute', async () => {
    const bob = await signInNewFirm(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 27; i++)
      statuses.push((await bob.client.request('/api/source-documents/upload-url', { method: 'POST' })).status);
    expect(statuses.slice(0, 25).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits sign-in attempts per address', async () => {
    const limited = await startTestServer({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await fetch(`${limited.url}/auth/login`, { redirect: 'manual' })).status);
      expect(statuses).toEqual([302, 302, 302, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('calls as the spec client makes them', () => {
  it('accepts upload-url with a JSON content type and no body', async () => {
    const res = await alice.client.request('/api/ddq-completions/upload-url', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { uploadURL: string }).uploadURL).toContain('/api/uploads/');
  });
});
