/**
 * Decision 090: a page or the sign-in opened on another address of the server (127.0.0.1 instead of PUBLIC_URL's
 * localhost) is redirected to the same path on PUBLIC_URL; API calls and the health check answer on any address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  const url = new URL(server.url);
  expect(url.hostname).toBe('localhost');
  url.hostname = '127.0.0.1';
  other = url.origin;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('the public address', () => {
  it('sends pages and sign-in opened on 127.0.0.1 to PUBLIC_URL, the same path and query', async () => {
    for (const path of ['/', '/ddq-completions/abc/review?filter=draft', '/auth/login']) {
      const res = await fetch(`${other}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`${server.url}${path}`);
    }
  });

  it('answers API calls and the health check on any address, and pages on the public one', async () => {
    expect((await fetch(`${other}/api/auth/user`, { redirect: 'manual' })).status).toBe(401);
    expect((await fetch(`${other}/healthz`, { redirect: 'manual' })).status).toBe(200);
    const login = await fetch(`${server.url}/auth/login`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).not.toContain('127.0.0.1');
  });
});
