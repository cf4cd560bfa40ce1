/**
 * Server-side sessions: they expire (SESSION_TTL_HOURS), can be revoked (one, or all of a person's), and sign-out
 * ends only the session it is sent with. Expired and revoked rows are purged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TUser } from '@contract/index';
import { sessions } from '../../src/server/db/schema';
import { purgeExpiredAuthState, revokeSession, revokeUserSessions } from '../../src/server/auth/sessions';
import { HttpClient } from '../support/http-client';
import { signInForSessionCookie } from '../support/session-cookie';
import { signIn, signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';

/** How long another process may still accept a revoked or expired session (sessions.ts caches valid ones). */
const SESSION_CACHE_MS = 2000;
const status = async (u: SignedInUser | HttpClient) =>
  (u instanceof HttpClient ? u : u.client).request('/api/auth/user').then((r) => r.status);
const userOf = async (u: SignedInUser) => (await u.client.json<{ user: TUser }>('/api/auth/user')).body.user;

describe('sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ EMBEDDINGS: 'off' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ends a session when its expiry passes', async () => {
    const ann = await signInNewFirm(server.url);
    expect(await status(ann)).toBe(200);
    const user = await userOf(ann);
    await server.ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    await new Promise((r) => setTimeout(r, SESSION_CACHE_MS + 100));
    expect(await status(ann)).toBe(401);
    const api = await ann.client.request('/api/stats');
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('stops accepting a session another process revoked within 2 s, though valid sessions are cached longer', async () => {
    const ann = await signInNewFirm(server.url);
    expect(await status(ann)).toBe(200);
    // As another web process would: the row changes, this process's cache does not hear of it directly.
    await server.ctx.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, (await userOf(ann)).id));
    await new Promise((r) => setTimeout(r, SESSION_CACHE_MS + 100));
    expect(await status(ann)).toBe(401);
  });

  it('revokes one session, or every session of a person, at once', async () => {
    const firm = `Revocation ${Date.now()}`;
    const laptop = await signIn(server.url, { email: 'rae@revoke.example', firm });
    const phone = await signIn(server.url, { email: 'rae@revoke.example', firm });
    const colleague = await signIn(server.url, { email: 'cole@revoke.example', firm });
    expect(await Promise.all([status(laptop), status(phone), status(colleague)])).toEqual([200, 200, 200]);

    await revokeSession(server.ctx.db, laptop.client.cookies.get('ddq_session'));
    expect(await Promise.all([status(laptop), status(phone)])).toEqual([401, 200]);

    expect(await revokeUserSessions(server.ctx.db, (await userOf(phone)).id)).toBe(1);
    expect(await Promise.all([status(phone), status(colleague)])).toEqual([401, 200]);
  });

  it('signs out only the browser that signs out', async () => {
    const firm = `Sign-out ${Date.now()}`;
    const desk = await signIn(server.url, { email: 'sam@signout.example', firm });
    const home = await signIn(server.url, { email: 'sam@signout.example', firm });
    const token = desk.client.cookies.get('ddq_session')!;
    const out = await desk.client.request('/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } }); // the app's Sign Out link
    expect(out.status).toBe(302);
    expect(desk.client.cookies.has('ddq_session')).toBe(false);
    const replay = new HttpClient(server.url);
    replay.cookies.set('ddq_session', token);
    expect(await status(replay)).toBe(401);
    expect(await status(home)).toBe(200);
    const [row] = await server.ctx.db
      .select()
      .from(sessions)
      .where(sql`${sessions.revokedAt} is not null and ${sessions.userId} = ${(await userOf(home)).id}`);
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('purges expired sessions and keeps live ones', async () => {
    const live = await signInNewFirm(server.url);
    const gone = await signInNewFirm(server.url);
    const goneUser = await userOf(gone);
    await server.ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, goneUser.id));
    expect(await purgeExpiredAuthState(server.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await server.ctx.db.select().from(sessions).where(eq(sessions.userId, goneUser.id))).toEqual([]);
    expect(await status(live)).toBe(200);
  });
});

describe('SESSION_TTL_HOURS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ EMBEDDINGS: 'off', SESSION_TTL_HOURS: '0.001' }); // 3.6 s
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sets the cookie and the server session to expire after the configured time', async () => {
    const { client, cookie } = await signInForSessionCookie(server.url, {
      name: 'T',
      email: 't@ttl.example',
      firm: 'TTL Firm',
    });
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(0);
    expect(expires - Date.now()).toBeLessThan(4_000);
    expect(await status(client)).toBe(200);
    await new Promise((r) => setTimeout(r, 3_700 + SESSION_CACHE_MS));
    expect(await status(client)).toBe(401); // the server refuses it even if a browser kept sending it
  });
});
