/**
 * Microsoft Entra ID sign-in, offline: the app is configured with AUTH_PROVIDER=entra and ENTRA_AUTHORITY pointing at
 * the Entra stand-in, which speaks OpenID Connect over HTTP with Entra's shape (per-tenant issuers, the multi-tenant
 * `{tenantid}` issuer template, `tid`/`oid`/`preferred_username` claims). `tid` is the firm, `oid` the user.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TUser } from '@contract/index';
import { firms } from '../../src/server/db/schema';
import { startEntraStandIn, type EntraStandIn } from '../support/entra-stand-in';
import type { TestServer } from '../support/test-server';
import { HttpClient } from '../support/http-client';
import { ENTRA_CLIENT, signInWithEntra, startEntraApp } from '../support/entra';

const CONTOSO = crypto.randomUUID();
const FABRIKAM = crypto.randomUUID();
const me = async (client: HttpClient) => (await client.json<{ user: TUser | null }>('/api/auth/user')).body.user;

describe('the Entra ID stand-in', () => {
  let standIn: EntraStandIn;
  beforeAll(async () => {
    standIn = await startEntraStandIn({
      clientId: ENTRA_CLIENT.id,
      clientSecret: ENTRA_CLIENT.secret,
      redirectUris: ['http://localhost/auth/callback'],
    });
  });
  afterAll(async () => {
    await standIn?.close();
  });

  it('advertises Entra’s discovery documents: a template issuer for organizations, one issuer per tenant', async () => {
    const orgs = (await (
      await fetch(`${standIn.url}/organizations/v2.0/.well-known/openid-configuration`)
    ).json()) as Record<string, string>;
    expect(orgs.issuer).toBe(`${standIn.url}/{tenantid}/v2.0`);
    expect(orgs.authorization_endpoint).toBe(`${standIn.url}/organizations/oauth2/v2.0/authorize`);
    expect(orgs.authorization_response_iss_parameter_supported).toBeUndefined();
    const tenant = (await (
      await fetch(`${standIn.url}/${CONTOSO}/v2.0/.well-known/openid-configuration`)
    ).json()) as Record<string, string>;
    expect(tenant.issuer).toBe(`${standIn.url}/${CONTOSO}/v2.0`);
    expect((await fetch(`${standIn.url}/not-a-tenant/v2.0/.well-known/openid-configuration`)).status).toBe(404);
  });

  it('refuses a token request with a code it never issued', async () => {
    const res = await fetch(`${standIn.url}/organizations/oauth2/v2.0/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${ENTRA_CLIENT.id}:${ENTRA_CLIENT.secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'forged',
        redirect_uri: 'http://localhost/auth/callback',
        code_verifier: 'x'.repeat(43),
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('multi-tenant sign-in (ENTRA_TENANT_ID=organizations)', () => {
  let app: TestServer;
  let standIn: EntraStandIn;
  beforeAll(async () => {
    ({ app, standIn } = await startEntraApp('organizations'));
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
  });

  it('sends the browser to the organizations endpoint with PKCE and no client secret in the URL', async () => {
    const res = await new HttpClient(app.url).request('/auth/login');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${standIn.url}/organizations/oauth2/v2.0/authorize`);
    expect(to.searchParams.get('client_id')).toBe(ENTRA_CLIENT.id);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('prompt')).toBe('select_account');
    expect(to.href).not.toContain(ENTRA_CLIENT.secret);
  });

  it('makes the tenant (tid) the firm and the object id (oid) the user', async () => {
    const ann = await signInWithEntra(app.url, { tid: CONTOSO, name: 'Ann Analyst', username: 'ann@contoso.example' });
    expect(ann.signedIn).toBe(true);
    const a = await me(ann.client);
    expect(a).toMatchObject({ name: 'Ann Analyst', email: 'ann@contoso.example', firmName: 'contoso.example' });
    const bo = await signInWithEntra(app.url, { tid: CONTOSO, name: 'Bo Banker', username: 'bo@contoso.example' });
    const annAgain = await signInWithEntra(app.url, {
      tid: CONTOSO,
      oid: ann.oid,
      name: 'Ann A. Analyst',
      username: 'ann@contoso.example',
    });
    const [b, a2] = await Promise.all([me(bo.client), me(annAgain.client)]);
    expect(b!.firmId).toBe(a!.firmId);
    expect(b!.id).not.toBe(a!.id);
    expect(a2!.id).toBe(a!.id); // the same oid is the same person, whatever the name says now
    expect(a2!.name).toBe('Ann A. Analyst');
    const [firm] = await app.ctx.db.select().from(firms).where(eq(firms.id, a!.firmId));
    expect(firm!.externalKey).toBe(`entra:${CONTOSO}`);
  });

  it('puts a person of another tenant into that tenant’s own firm, even with the same oid', async () => {
    const oid = crypto.randomUUID();
    const contoso = await signInWithEntra(app.url, { tid: CONTOSO, oid, username: 'x@contoso.example' });
    const fabrikam = await signInWithEntra(app.url, { tid: FABRIKAM, oid, username: 'x@fabrikam.example' });
    const [c, f] = await Promise.all([me(contoso.client), me(fabrikam.client)]);
    expect(f!.firmId).not.toBe(c!.firmId);
    expect(f!.id).not.toBe(c!.id);
    expect(f!.firmName).toBe('fabrikam.example');
    // Firm isolation follows: Fabrikam sees none of Contoso's documents.
    expect((await fabrikam.client.json<unknown[]>('/api/source-documents')).body).toEqual([]);
  });

  it('refuses a token whose issuer is not its own tenant’s', async () => {
    const forged = await signInWithEntra(app.url, { tid: CONTOSO, issuerTenant: FABRIKAM });
    expect(forged.signedIn).toBe(false);
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body)).toMatchObject({
      code: 'AUTH_FAILED',
      message: expect.stringContaining('unexpected JWT claim value encountered: iss'),
    });
  });

  it('reports a cancelled sign-in', async () => {
    const cancelled = await signInWithEntra(app.url, { tid: CONTOSO }, { cancel: true });
    expect(cancelled.signedIn).toBe(false);
    expect(cancelled.status).toBe(401);
    expect(JSON.parse(cancelled.body).message).toContain('declined');
  });

  it('signs out: the server session ends and the browser goes to Entra’s sign-out', async () => {
    const person = await signInWithEntra(app.url, { tid: FABRIKAM });
    const token = person.client.cookies.get('ddq_session')!;
    // A link on another site only asks (decision 052).
    const asked = await person.client.request('/auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(asked.status).toBe(200);
    expect(await me(person.client)).not.toBeNull();
    const out = await person.client.request('/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } }); // the app's Sign Out link
    expect(out.status).toBe(302);
    const to = new URL(out.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${standIn.url}/organizations/oauth2/v2.0/logout`);
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`${app.url}/`);
    const replay = new HttpClient(app.url);
    replay.cookies.set('ddq_session', token);
    expect((await replay.request('/api/auth/user')).status).toBe(401);
  });

  it('after signing out, signing in shows Microsoft’s account choice again', async () => {
    const person = await signInWithEntra(app.url, { tid: FABRIKAM });
    await person.client.request('/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    const { res, url } = await person.client.follow('/auth/login');
    expect(res.status).toBe(200);
    expect(url).toContain('/oauth2/v2.0/authorize');
    expect(new URL(url).searchParams.get('prompt')).toBe('select_account');
    expect(person.client.cookies.has('ddq_session')).toBe(false);
  });
});

describe('single-tenant sign-in (ENTRA_TENANT_ID=<tenant id>)', () => {
  let app: TestServer;
  let standIn: EntraStandIn;
  beforeAll(async () => {
    ({ app, standIn } = await startEntraApp(CONTOSO));
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
  });

  it('signs in people of its tenant at the tenant’s own endpoint', async () => {
    const res = await new HttpClient(app.url).request('/auth/login');
    const to = new URL(res.headers.get('location')!);
    expect(to.pathname).toBe(`/${CONTOSO}/oauth2/v2.0/authorize`);
    const ann = await signInWithEntra(app.url, { tid: CONTOSO, username: 'ann@contoso.example' });
    expect(ann.signedIn).toBe(true);
    expect((await me(ann.client))!.firmName).toBe('contoso.example');
  });

  it('refuses a token of another tenant and creates no firm for it', async () => {
    const strangerTenant = crypto.randomUUID();
    const before = await app.ctx.db
      .select()
      .from(firms)
      .where(eq(firms.externalKey, `entra:${strangerTenant}`));
    expect(before).toEqual([]);
    const stranger = await signInWithEntra(app.url, { tid: strangerTenant, username: 'eve@fabrikam.example' });
    expect(stranger.signedIn).toBe(false);
    expect(stranger.status).toBe(401);
    expect(JSON.parse(stranger.body)).toMatchObject({
      code: 'AUTH_FAILED',
      message: expect.stringContaining('unexpected JWT claim value encountered: iss'),
    });
    expect(
      await app.ctx.db
        .select()
        .from(firms)
        .where(eq(firms.externalKey, `entra:${strangerTenant}`)),
    ).toEqual([]);
  });
});
