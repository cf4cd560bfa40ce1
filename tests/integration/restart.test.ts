import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signInNewFirm, startTestServer } from '../support/test-server';

describe('restart', () => {
  it('keeps users, firms and sessions across a server restart (data folder persists)', async () => {
    const first = await startTestServer();
    const alice = await signInNewFirm(first.url);
    const before = (await alice.client.json<{ user: { id: string; firmId: string } }>('/api/auth/user')).body.user;
    const token = alice.client.cookies.get('ddq_session')!;
    await first.close();

    const second = await startTestServer({ DATA_DIR: first.dataDir, PORT: new URL(first.url).port });
    try {
      const again = new HttpClient(second.url);
      again.cookies.set('ddq_session', token);
      const { status, body } = await again.json<{ user: { id: string; firmId: string } }>('/api/auth/user');
      expect(status).toBe(200);
      expect(body.user).toEqual(expect.objectContaining({ id: before.id, firmId: before.firmId }));
    } finally {
      await second.close();
    }
  });
});

describe('shutdown', () => {
  it('does not wait on a client that stopped sending in the middle of a request body', async () => {
    const server = await startTestServer({ EMBEDDINGS: 'off' });
    const { hostname, port } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Headers promise a megabyte; a few bytes follow and then nothing.
    socket.write(
      `POST /api/source-documents/upload HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: multipart/form-data; ` +
        `boundary=x\r\nContent-Length: 1000000\r\nConnection: keep-alive\r\n\r\n--x\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await server.close();
    socket.destroy();
    // The grace period (5 s), not the connection's keep-alive (72 s) or request timeout.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
