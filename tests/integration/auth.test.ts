import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signIn, signInNewFirm, startTestServer, TEST_FIRM_PASSPHRASE, type TestServer } from '../support/test-server';
import { ZAuthUserResponse } from '@contract/index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('sign-in', () => {
  it('answers 401 with user null when nobody is signed in', async () => {
    const anon = new HttpClient(server.url);
    const { status, body } = await anon.json<{ user: null; code: string }>('/api/auth/user');
    expect(status).toBe(401);
    expect(body.user).toBeNull();
    expect(body.code).toBe('UNAUTHORIZED');
  });

  it('signs in through the OpenID provider with PKCE and returns the user and firm', async () => {
    const login = await new HttpClient(server.url).request('/auth/login');
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.pathname).toBe('/oidc/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const alice = await signIn(server.url, { name: 'Alice Analyst', email: 'Alice@Example.com', firm: 'Acme Capital' });
    const { status, body } = await alice.client.json('/api/auth/user');
    expect(status).toBe(200);
    const { user } = ZAuthUserResponse.parse(body);
    expect(user).toMatchObject({ name: 'Alice Analyst', email: 'alice@example.com', firmName: 'Acme Capital' });
  });

  it('puts two people who name the same firm into one firm, and other firms apart', async () => {
    const a = await signIn(server.url, { email: 'a@northwind.example', firm: 'Northwind Partners' });
    const b = await signIn(server.url, { email: 'b@northwind.example', firm: 'northwind  partners' });
    const c = await signInNewFirm(server.url);
    const ua = ZAuthUserResponse.parse((await a.client.json('/api/auth/user')).body).user!;
    const ub = ZAuthUserResponse.parse((await b.client.json('/api/auth/user')).body).user!;
    const uc = ZAuthUserResponse.parse((await c.client.json('/api/auth/user')).body).user!;
    expect(ua.firmId).toBe(ub.firmId);
    expect(ua.id).not.toBe(ub.id);
    expect(uc.firmId).not.toBe(ua.firmId);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const client = new HttpClient(server.url);
    const { url: pageUrl } = await client.follow('/auth/login');
    let res = await client.request(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'C',
        email: 'c@example.com',
        firm: 'Cookie Firm',
        passphrase: TEST_FIRM_PASSPHRASE,
      }).toString(),
    });
    let sessionCookie: string | undefined;
    for (let hop = 0; hop < 6 && !sessionCookie; hop++) {
      sessionCookie = res.headers.getSetCookie().find((c) => c.startsWith('ddq_session='));
      if (sessionCookie) break;
      res = await client.request(new URL(res.headers.get('location')!, pageUrl).href);
    }
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i); // plain http in tests; Secure behind TLS
  });

  it('rejects a callback whose state does not match the sign-in that started it', async () => {
    const client = new HttpClient(server.url);
    await client.request('/auth/login');
    const res = await client.request('/auth/callback?code=forged&state=not-the-state');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('AUTH_FAILED');
  });

  it('refuses an incomplete local sign-in form with a clear message', async () => {
    const client = new HttpClient(server.url);
    const { url: pageUrl } = await client.follow('/auth/login');
    const res = await client.request(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'X',
        email: 'not-an-email',
        firm: 'F Firm',
        passphrase: TEST_FIRM_PASSPHRASE,
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('valid e-mail');
  });

  it('ends the server session on sign-out: the old cookie no longer works', async () => {
    const bob = await signInNewFirm(server.url);
    const token = bob.client.cookies.get('ddq_session')!;
    const out = await bob.client.request('/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } }); // the app's Sign Out link
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    const replay = new HttpClient(server.url);
    replay.cookies.set('ddq_session', token);
    expect((await replay.request('/api/auth/user')).status).toBe(401);
  });

  it('never redirects off-site after sign-in', async () => {
    const client = new HttpClient(server.url);
    await client.request('/auth/login?returnTo=//evil.example/steal');
    const state = client.cookies.get('ddq_login_state')!;
    const rows = await server.ctx.db.query.loginAttempts.findFirst({ where: (t, { eq }) => eq(t.state, state) });
    expect(rows?.returnTo).toBe('/');
  });
});
