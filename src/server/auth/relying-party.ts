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

export function createRelyingParty(opts: RelyingPartyOptions): RelyingParty {
  let configuration: Promise<oidc.Configuration> | undefined;
  const config = () => {
    configuration ??= oidc
      .discovery(new URL(opts.issuer), opts.clientId, undefined, oidc.ClientSecretBasic(opts.clientSecret), {
        execute: opts.allowHttp ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err: unknown) => {
        configuration = undefined;
        throw new AppError(503, 'AUTH_PROVIDER_UNAVAILABLE', `The sign-in service could not be reached (${(err as Error).message}). Please try again in a minute.`);
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
        ...(opts.kind === 'entra' ? { prompt: 'select_account' } : {}),
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
        throw new AppError(401, 'AUTH_FAILED', `Sign-in did not complete (${(err as Error).message}). Please try again.`);
      }
      if (!claims) throw new AppError(401, 'AUTH_FAILED', 'Sign-in returned no identity. Please try again.');
      return opts.kind === 'entra' ? identityFromEntraClaims(claims) : identityFromLocalClaims(claims);
    },

    async logoutUrl(postLogoutRedirect) {
      const cfg = await config().catch(() => undefined);
      if (!cfg?.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(cfg, { post_logout_redirect_uri: postLogoutRedirect, client_id: opts.clientId }).href;
    },
  };
}
