/**
 * The app's side of OpenID Connect (openid-client): authorization-code flow with PKCE, against either
 * Microsoft Entra ID or the built-in local provider. Discovery is lazy (first sign-in) and retried on failure.
 */
import * as oidc from 'openid-client';
import { AppError } from '../errors';
import { identityFromEntraClaims, identityFromLocalClaims, type Identity } from './identity';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  kind: 'entra' | 'local';
  /** Extra trust for plain-http issuers (the local provider, tests). */
  allowHttp: boolean;
}

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface RelyingParty {
  start(): Promise<{ url: string; pending: PendingLogin }>;
  finish(callbackUrl: URL, pending: PendingLogin): Promise<Identity>;
  logoutUrl(postLogoutRedirect: string): Promise<string | undefined>;
}

/** Microsoft's public cloud, for which openid-client knows Entra's multi-tenant issuer template. */
const ENTRA_PUBLIC_CLOUD = 'https://login.microsoftonline.com';
/** Tenant names that let any organisation sign in (each tenant is then a firm); the issuer is a template. */
const ENTRA_MULTI_TENANT = new Set(['organizations', 'common']);
/** Personal Microsoft accounts: never a firm. */
const ENTRA_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

interface EntraAuthority {
  authority: string;
  tenant: string;
  multiTenant: boolean;
}

function entraAuthority(issuer: string): EntraAuthority {
  const m = issuer.match(/^(https?:\/\/[^/]+(?:\/.*?)?)\/([^/]+)\/v2\.0$/);
  if (!m) throw new Error(`Not an Entra ID v2.0 issuer: ${issuer}`);
  const tenant = m[2]!.toLowerCase();
  return { authority: m[1]!, tenant, multiTenant: ENTRA_MULTI_TENANT.has(tenant) };
}

/**
 * Discovery for Entra ID. openid-client accepts Entra's multi-tenant metadata (issuer
 * `https://login.microsoftonline.com/{tenantid}/v2.0`, checked against each ID token's `tid`) only when discovery is
 * addressed to login.microsoftonline.com. For another Entra authority (a sovereign cloud, the offline stand-in in
 * tests/support/entra-stand-in.ts) discovery is addressed to that name and routed to the configured authority, so exactly
 * the same issuer handling applies; the discovered issuer is then checked here against the authority and tenant.
 */
async function discoverEntra(
  opts: RelyingPartyOptions,
  entra: EntraAuthority,
  options: oidc.DiscoveryRequestOptions,
): Promise<oidc.Configuration> {
  const authorityOrigin = new URL(entra.authority).origin;
  const routed = authorityOrigin !== ENTRA_PUBLIC_CLOUD;
  const server = routed ? new URL(new URL(opts.issuer).pathname, ENTRA_PUBLIC_CLOUD) : new URL(opts.issuer);
  const cfg = await oidc.discovery(server, opts.clientId, undefined, oidc.ClientSecretBasic(opts.clientSecret), {
    ...options,
    ...(routed
      ? {
          [oidc.customFetch]: (url: string, init: oidc.CustomFetchOptions) =>
            fetch(
              url.startsWith(`${ENTRA_PUBLIC_CLOUD}/`) ? authorityOrigin + url.slice(ENTRA_PUBLIC_CLOUD.length) : url,
              init as RequestInit,
            ),
        }
      : {}),
  });
  const expected = `${entra.authority}/${entra.multiTenant ? '{tenantid}' : entra.tenant}/v2.0`;
  const issuer = cfg.serverMetadata().issuer;
  if (issuer.toLowerCase() !== expected.toLowerCase()) {
    throw new Error(`the sign-in service at ${entra.authority} announced issuer ${issuer}, expected ${expected}`);
  }
  return cfg;
}

/** Beyond the token checks (issuer of the token's own tenant): the tenant must be the configured one. */
function checkEntraTenant(entra: EntraAuthority, claims: Record<string, unknown>): void {
  const tid = typeof claims.tid === 'string' ? claims.tid.toLowerCase() : '';
  if (entra.multiTenant ? tid === ENTRA_CONSUMER_TENANT : tid !== entra.tenant) {
    throw new AppError(
      403,
      'AUTH_TENANT_NOT_ALLOWED',
      'This Microsoft 365 organisation cannot sign in here. Please use your firm’s work account.',
    );
  }
}

export function createRelyingParty(opts: RelyingPartyOptions): RelyingParty {
  const entra = opts.kind === 'entra' ? entraAuthority(opts.issuer) : undefined;
  let configuration: Promise<oidc.Configuration> | undefined;
  const config = () => {
    const options: oidc.DiscoveryRequestOptions = {
      execute: opts.allowHttp ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    };
    configuration ??= (
      entra
        ? discoverEntra(opts, entra, options)
        : oidc.discovery(
            new URL(opts.issuer),
            opts.clientId,
            undefined,
            oidc.ClientSecretBasic(opts.clientSecret),
            options,
          )
    ).catch((err: unknown) => {
      configuration = undefined;
      throw new AppError(
        503,
        'AUTH_PROVIDER_UNAVAILABLE',
        `The sign-in service could not be reached (${(err as Error).message}). Please try again in a minute.`,
      );
    });
    return configuration;
  };

  return {
    async start() {
      const cfg = await config();
      const pending: PendingLogin = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: opts.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        // Entra: choose the account each time. Built-in provider: always ask who (and the firm's passphrase), so
        // nobody is signed straight back in after signing out on a shared computer.
        prompt: opts.kind === 'entra' ? 'select_account' : 'login',
      });
      return { url: url.href, pending };
    },

    async finish(callbackUrl, pending) {
      const cfg = await config();
      let claims: Record<string, unknown> | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims() as Record<string, unknown> | undefined;
      } catch (err) {
        // Name the claim that failed (iss, aud, nonce, ...): openid-client keeps it two causes down.
        const cause = (err as { cause?: { claim?: unknown; cause?: { claim?: unknown } } }).cause;
        const claim = cause?.claim ?? cause?.cause?.claim;
        const why = `${(err as Error).message}${typeof claim === 'string' ? `: ${claim}` : ''}`;
        throw new AppError(401, 'AUTH_FAILED', `Sign-in did not complete (${why}). Please try again.`);
      }
      if (!claims) throw new AppError(401, 'AUTH_FAILED', 'Sign-in returned no identity. Please try again.');
      if (entra) {
        checkEntraTenant(entra, claims);
        return identityFromEntraClaims(claims);
      }
      return identityFromLocalClaims(claims);
    },

    async logoutUrl(postLogoutRedirect) {
      const cfg = await config().catch(() => undefined);
      if (!cfg?.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(cfg, { post_logout_redirect_uri: postLogoutRedirect, client_id: opts.clientId })
        .href;
    },
  };
}
