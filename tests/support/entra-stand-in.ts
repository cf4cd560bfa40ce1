/**
 * An offline stand-in for Microsoft Entra ID (login.microsoftonline.com), for tests and for trying the
 * `AUTH_PROVIDER=entra` configuration without a Microsoft tenant. It speaks real OpenID Connect over HTTP and has
 * Entra's shape:
 *   /{tenant}/v2.0/.well-known/openid-configuration   tenant id, or `organizations`/`common` (multi-tenant, whose
 *                                                     issuer is the template `<base>/{tenantid}/v2.0`)
 *   /{tenant}/oauth2/v2.0/authorize | token | logout, /{tenant}/discovery/v2.0/keys (one key set for all tenants)
 * ID tokens carry `iss` = `<base>/<tid>/v2.0`, `tid`, `oid`, `preferred_username`, `name`, `ver` 2.0, like Entra's.
 * Behind it, each tenant is its own oidc-provider instance (the library of the built-in local provider) with
 * Entra's endpoint paths; the sign-in page asks who signs in (tenant, object id, name, user name). As with Entra,
 * the authorization response carries no `iss` parameter. Grants are kept in memory.
 */
import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface EntraAccount {
  tid: string;
  oid: string;
  name: string;
  preferredUsername: string;
  /**
   * Test only: the tenant whose issuer signs the token when it is not `tid` (a token whose issuer and tenant
   * disagree, which a relying party must refuse).
   */
  issuerTenant?: string;
}

export interface EntraStandInOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  port?: number;
  host?: string;
}

export interface EntraStandIn {
  /** The authority to configure as ENTRA_AUTHORITY, e.g. http://127.0.0.1:43123 */
  url: string;
  close(): Promise<void>;
}

const MULTI_TENANT = new Set(['organizations', 'common']);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Answers token requests whose code no tenant issued (with invalid_grant). */
const NO_TENANT = '00000000-0000-0000-0000-000000000000';
const AUTHORIZE = '/oauth2/v2.0/authorize';
const TOKEN = '/oauth2/v2.0/token';
const LOGOUT = '/oauth2/v2.0/logout';
const KEYS = '/discovery/v2.0/keys';

function accountId(account: EntraAccount): string {
  return Buffer.from(JSON.stringify(account)).toString('base64url');
}

function accountFromId(id: string | undefined): EntraAccount | undefined {
  if (!id) return undefined;
  try {
    const a = JSON.parse(Buffer.from(id, 'base64url').toString('utf8')) as Partial<EntraAccount>;
    if (
      typeof a.tid === 'string' &&
      GUID.test(a.tid) &&
      typeof a.oid === 'string' &&
      typeof a.name === 'string' &&
      typeof a.preferredUsername === 'string'
    ) {
      return a as EntraAccount;
    }
  } catch {
    /* not one of ours */
  }
  return undefined;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(tenant: string, query: URLSearchParams): string {
  const hidden = [...query]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const tid = GUID.test(tenant) ? tenant : '';
  return `<!doctype html><meta charset="utf-8"><title>Sign in (Entra ID stand-in)</title>
<h1>Sign in to your account</h1><p>Offline stand-in for Microsoft Entra ID, tenant <code>${escapeHtml(tenant)}</code>.</p>
<form method="post">${hidden}
<label>Tenant id <input name="tid" value="${tid}" required></label>
<label>Object id <input name="oid" required></label>
<label>Name <input name="name" required></label>
<label>User name <input name="preferred_username" required></label>
<button>Sign in</button> <button name="cancel" value="1" formnovalidate>Cancel</button></form>`;
}

async function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startEntraStandIn(opts: EntraStandInOptions): Promise<EntraStandIn> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const base = `http://${opts.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = crypto.randomBytes(12).toString('base64url');
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  const publicJwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] };
  const cookieKey = crypto.randomBytes(32).toString('base64url');

  const providers = new Map<string, Provider>();
  const tenantProvider = (tid: string): Provider => {
    let provider = providers.get(tid);
    if (provider) return provider;
    provider = new Provider(`${base}/${tid}/v2.0`, {
      clients: [
        {
          client_id: opts.clientId,
          client_secret: opts.clientSecret,
          redirect_uris: opts.redirectUris,
          post_logout_redirect_uris: opts.postLogoutRedirectUris ?? [],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      routes: { authorization: AUTHORIZE, token: TOKEN, jwks: KEYS, end_session: LOGOUT },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/${tid}/interaction/${interaction.uid}` },
      claims: { openid: ['sub', 'tid', 'oid', 'ver'], profile: ['name', 'preferred_username'], email: ['email'] },
      conformIdTokenClaims: false,
      jwks: { keys: [signingKey as never] },
      cookies: { keys: [cookieKey] },
      ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 120, AccessToken: 3600, IdToken: 3600 },
      findAccount: (_ctx, sub) => {
        const account = accountFromId(sub);
        if (!account) return undefined;
        // Entra's `sub` is pairwise (per application); `oid` is the user's id across the tenant.
        const pairwise = crypto
          .createHash('sha256')
          .update(`${account.tid}:${account.oid}:${opts.clientId}`)
          .digest('base64url');
        return {
          accountId: sub,
          claims: () => ({
            sub: pairwise,
            tid: account.tid,
            oid: account.oid,
            ver: '2.0',
            name: account.name,
            preferred_username: account.preferredUsername,
          }),
        };
      },
    });
    providers.set(tid, provider);
    return provider;
  };

  /** Hands a request to a tenant's provider, as if mounted at /{tid}; drops `iss` from redirects back to the app. */
  const toProvider = (tid: string, req: IncomingMessage, res: ServerResponse, body?: string) => {
    const original = req.url ?? '/';
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = original.slice(original.indexOf('/', 1)) || '/';
    if (body !== undefined) (req as IncomingMessage & { body?: string }).body = body;
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      if (String(name).toLowerCase() === 'location' && typeof value === 'string') {
        const location = value;
        if (opts.redirectUris.some((u) => location.startsWith(u))) {
          const url = new URL(location);
          url.searchParams.delete('iss');
          return setHeader(name, url.href);
        }
      }
      return setHeader(name, value);
    };
    void tenantProvider(tid).callback()(req, res);
  };

  const metadata = (tenant: string) => {
    const issuerTenant = MULTI_TENANT.has(tenant) ? '{tenantid}' : tenant;
    return {
      issuer: `${base}/${issuerTenant}/v2.0`,
      authorization_endpoint: `${base}/${tenant}${AUTHORIZE}`,
      token_endpoint: `${base}/${tenant}${TOKEN}`,
      end_session_endpoint: `${base}/${tenant}${LOGOUT}`,
      jwks_uri: `${base}/${tenant}${KEYS}`,
      response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
      response_modes_supported: ['query', 'fragment', 'form_post'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      claims_supported: [
        'sub',
        'iss',
        'aud',
        'exp',
        'iat',
        'nonce',
        'name',
        'preferred_username',
        'oid',
        'tid',
        'ver',
        'email',
      ],
      code_challenge_methods_supported: ['plain', 'S256'],
      request_uri_parameter_supported: false,
      tenant_region_scope: 'EU',
    };
  };

  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(302, { location });
    res.end();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    const [, tenant = '', ...rest] = url.pathname.split('/');
    const route = `/${rest.join('/')}`;
    const known = GUID.test(tenant) || MULTI_TENANT.has(tenant);
    if (!known) return send(res, 404, 'text/plain', 'AADSTS90002: Tenant not found.');

    if (route === '/v2.0/.well-known/openid-configuration')
      return send(res, 200, 'application/json', JSON.stringify(metadata(tenant)));
    if (route === KEYS) return send(res, 200, 'application/json', JSON.stringify(publicJwks));
    if (route.startsWith('/interaction/') && GUID.test(tenant)) {
      const provider = tenantProvider(tenant);
      const details = await provider.interactionDetails(req, res);
      const id = String(details.params.login_hint ?? '');
      if (!accountFromId(id)) return send(res, 400, 'text/plain', 'Unknown account.');
      const grant = new provider.Grant({ accountId: id, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: id }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    }
    if (route === AUTHORIZE) {
      // Our own hop (the account is chosen) goes to the tenant's provider; otherwise ask who signs in.
      if (GUID.test(tenant) && accountFromId(url.searchParams.get('login_hint') ?? undefined))
        return toProvider(tenant, req, res);
      if (req.method === 'GET') return send(res, 200, 'text/html; charset=utf-8', signInPage(tenant, url.searchParams));
      const form = new URLSearchParams(await readBody(req));
      const params = new URLSearchParams(url.searchParams);
      for (const key of [
        'client_id',
        'redirect_uri',
        'response_type',
        'scope',
        'state',
        'nonce',
        'code_challenge',
        'code_challenge_method',
        'prompt',
      ]) {
        const value = form.get(key);
        if (value !== null) params.set(key, value);
      }
      const redirectUri = params.get('redirect_uri') ?? '';
      if (!opts.redirectUris.includes(redirectUri))
        return send(res, 400, 'text/plain', 'AADSTS50011: The redirect URI does not match.');
      if (form.get('cancel')) {
        const back = new URL(redirectUri);
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'AADSTS65004: User declined to consent to access the app.');
        back.searchParams.set('state', params.get('state') ?? '');
        return redirect(res, back.href);
      }
      const account: EntraAccount = {
        tid: (form.get('tid') ?? '').trim().toLowerCase(),
        oid: (form.get('oid') ?? '').trim(),
        name: (form.get('name') ?? '').trim(),
        preferredUsername: (form.get('preferred_username') ?? '').trim(),
        ...(form.get('issuer_tenant') ? { issuerTenant: form.get('issuer_tenant')!.trim().toLowerCase() } : {}),
      };
      if (!accountFromId(accountId(account)) || (account.issuerTenant && !GUID.test(account.issuerTenant))) {
        return send(res, 400, 'text/html; charset=utf-8', signInPage(tenant, params));
      }
      params.set('login_hint', accountId(account));
      params.delete('prompt');
      return redirect(res, `${base}/${account.issuerTenant ?? account.tid}${AUTHORIZE}?${params}`);
    }
    if (route.startsWith(`${AUTHORIZE}/`) && GUID.test(tenant)) return toProvider(tenant, req, res);
    if (route === TOKEN && req.method === 'POST') {
      // The tenant whose provider issued the code answers (each provider keeps its codes in memory).
      const body = await readBody(req);
      const code = new URLSearchParams(body).get('code') ?? '';
      let issuer = GUID.test(tenant) ? tenant : NO_TENANT;
      for (const [tid, provider] of providers) {
        if (code && (await provider.AuthorizationCode.find(code).catch(() => undefined))) {
          issuer = tid;
          break;
        }
      }
      return toProvider(issuer, req, res, body);
    }
    if (route === LOGOUT) {
      const back = url.searchParams.get('post_logout_redirect_uri');
      if (back && (opts.postLogoutRedirectUris ?? []).includes(back)) return redirect(res, back);
      return send(res, 200, 'text/plain', 'You have signed out.');
    }
    return send(res, 404, 'text/plain', 'Not found.');
  };

  server.on('request', (req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, 'text/plain', `Stand-in error: ${(err as Error).message}`);
    });
  });

  return {
    url: base,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
