/**
 * Sign-in and sign-out rules of the built-in provider (decision 052): another site cannot sign a person
 * out; after signing out, signing in asks again; entering a firm takes the passphrase its first member chose (a
 * colleague, and a returning member alike). The same sign-out rules with Entra ID: entra-sign-in.test.ts.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUser } from '@contract/index';
import { firms, users } from '../../src/server/db/schema';
import { firmSlug } from '../../src/server/auth/identity';
import { HttpClient } from '../support/http-client';
import { signIn, signInNewFirm, startTestServer, type TestServer } from '../support/test-server';

const me = async (client: HttpClient) => (await client.json<{ user: TUser | null }>('/api/auth/user')).body.user;
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }; // the app's own Sign Out link

/** Posts the built-in provider's sign-in form; returns the status of the form's answer and whether a session began. */
async function trySignIn(baseUrl: string, who: { firm: string; email: string; passphrase: string }) {
  const client = new HttpClient(baseUrl);
  const { url } = await client.follow('/auth/login');
  const { res } = await client.follow(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Someone', ...who }).toString(),
  });
  return { status: res.status, page: await res.text(), client, signedIn: client.cookies.has('ddq_session') };
}

describe('built-in sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ EMBEDDINGS: 'off' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a sign-out link on another site only asks; the app’s own Sign Out and the confirmation sign out', async () => {
    const alice = await signInNewFirm(server.url);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, {}, { referer: 'https://evil.example/page' }] as Record<
      string,
      string
    >[]) {
      const res = await alice.client.request('/auth/logout', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(await res.text()).toContain('Sign out of DDQ Wingman?');
      expect(await me(alice.client)).not.toBeNull();
    }
    const forged = await alice.client.request('/auth/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(await me(alice.client)).not.toBeNull();

    const confirmed = await alice.client.request('/auth/logout', {
      method: 'POST',
      headers: { origin: new URL(server.url).origin },
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/');
    expect(await me(alice.client)).toBeNull();

    const bob = await signInNewFirm(server.url);
    expect(
      (await bob.client.request('/auth/logout', { headers: { referer: `${server.url}/source-documents` } })).status,
    ).toBe(302); // an older browser
    expect(await me(bob.client)).toBeNull();
  });

  it('after signing out, signing in asks again instead of signing the same person straight back in', async () => {
    const alice = await signInNewFirm(server.url);
    expect((await alice.client.request('/auth/logout', { headers: SAME_ORIGIN })).status).toBe(302);
    const login = await alice.client.request('/auth/login');
    expect(new URL(login.headers.get('location')!).searchParams.get('prompt')).toBe('login');
    const { res, url } = await alice.client.follow(login.headers.get('location')!);
    expect(res.status).toBe(200);
    expect(url).toContain('/auth/local/');
    expect(await res.text()).toContain('Sign in to DDQ Wingman');
    expect(alice.client.cookies.has('ddq_session')).toBe(false);
  });

  it('entering a firm takes the passphrase its first member chose, for a colleague and a returning member alike', async () => {
    const firm = `Harbour ${crypto.randomUUID().slice(0, 8)}`;
    const passphrase = 'harbour lights at dusk';
    const founder = await signIn(server.url, { firm, email: 'founder@harbour.example', passphrase });
    const founderUser = (await me(founder.client))!;

    const stranger = await trySignIn(server.url, {
      firm,
      email: 'stranger@elsewhere.example',
      passphrase: 'guessing the name',
    });
    expect(stranger.status).toBe(403);
    expect(stranger.page).toContain(`That is not ${firm}&#39;s passphrase`);
    expect(stranger.signedIn).toBe(false);

    const impostor = await trySignIn(server.url, {
      firm,
      email: 'founder@harbour.example',
      passphrase: 'i know her e-mail',
    });
    expect(impostor.status).toBe(403);
    expect(impostor.signedIn).toBe(false);

    const colleague = await signIn(server.url, { firm, email: 'colleague@harbour.example', passphrase });
    expect((await me(colleague.client))!.firmId).toBe(founderUser.firmId);

    const tooShort = await trySignIn(server.url, {
      firm: `Other ${crypto.randomUUID().slice(0, 8)}`,
      email: 'x@y.example',
      passphrase: 'short',
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.page).toContain('at least 8 characters');
  });

  it('a firm from before passphrases: only one of its members can choose the passphrase', async () => {
    const name = `Legacy ${crypto.randomUUID().slice(0, 8)}`;
    const key = `local:${firmSlug(name)}`;
    const [firm] = await server.ctx.db.insert(firms).values({ externalKey: key, name }).returning();
    await server.ctx.db.insert(users).values({
      firmId: firm!.id,
      externalKey: `${key}:member@legacy.example`,
      email: 'member@legacy.example',
      name: 'Member',
    });

    const stranger = await trySignIn(server.url, {
      firm: name,
      email: 'stranger@elsewhere.example',
      passphrase: 'first come first served',
    });
    expect(stranger.status).toBe(403);
    expect(stranger.page).toContain('has no passphrase yet');

    const member = await signIn(server.url, {
      firm: name,
      email: 'member@legacy.example',
      passphrase: 'chosen by the member',
    });
    expect((await me(member.client))!.firmId).toBe(firm!.id);
    expect(
      (
        await trySignIn(server.url, {
          firm: name,
          email: 'stranger@elsewhere.example',
          passphrase: 'first come first served',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await signIn(server.url, { firm: name, email: 'new@legacy.example', passphrase: 'chosen by the member' })
      ).client.cookies.has('ddq_session'),
    ).toBe(true);
  });
});
