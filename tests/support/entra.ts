/** Signing in through the Entra ID stand-in (tests/support/entra-stand-in.ts), as a browser does. */
import crypto from 'node:crypto';
import { startEntraStandIn, type EntraStandIn } from './entra-stand-in';
import { HttpClient } from './http-client';
import { freePort, startTestServer, type TestServer } from './test-server';

export const ENTRA_CLIENT = { id: '11111111-2222-3333-4444-555555555555', secret: 'stand-in-client-secret' };

export interface EntraPerson {
  tid: string;
  oid?: string;
  name?: string;
  username?: string;
  /** Test only: have another tenant's issuer sign the token. */
  issuerTenant?: string;
}

/** An app configured for Entra ID (tenant id or `organizations`) and the stand-in it signs in against. */
export async function startEntraApp(
  tenant: string,
  env: Record<string, string> = {},
): Promise<{ app: TestServer; standIn: EntraStandIn }> {
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const standIn = await startEntraStandIn({
    clientId: ENTRA_CLIENT.id,
    clientSecret: ENTRA_CLIENT.secret,
    redirectUris: [`${publicUrl}/auth/callback`],
    postLogoutRedirectUris: [`${publicUrl}/`],
  });
  const app = await startTestServer({
    PORT: String(port),
    AUTH_PROVIDER: 'entra',
    ENTRA_TENANT_ID: tenant,
    ENTRA_CLIENT_ID: ENTRA_CLIENT.id,
    ENTRA_CLIENT_SECRET: ENTRA_CLIENT.secret,
    ENTRA_AUTHORITY: standIn.url,
    EMBEDDINGS: 'off',
    ...env,
  });
  return { app, standIn };
}

/** Runs the whole sign-in: app → stand-in sign-in page → callback. Returns the client and where it ended. */
export async function signInWithEntra(baseUrl: string, who: EntraPerson, opts: { cancel?: boolean } = {}) {
  const client = new HttpClient(baseUrl);
  const oid = who.oid ?? crypto.randomUUID();
  const username = who.username ?? `user-${oid.slice(0, 6)}@tenant-${who.tid.slice(0, 4)}.example`;
  const { res: page, url: pageUrl } = await client.follow('/auth/login');
  if (page.status !== 200 || !pageUrl.includes('/oauth2/v2.0/authorize'))
    throw new Error(`Expected the Entra sign-in page, got ${page.status} at ${pageUrl}`);
  await page.text();
  const form = new URLSearchParams({ tid: who.tid, oid, name: who.name ?? 'Entra User', preferred_username: username });
  if (who.issuerTenant) form.set('issuer_tenant', who.issuerTenant);
  if (opts.cancel) form.set('cancel', '1');
  const { res, url } = await client.follow(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const body = await res.text();
  return { client, oid, username, status: res.status, url, body, signedIn: client.cookies.has('ddq_session') };
}
