/**
 * The built-in OpenID provider (oidc-provider) used when Microsoft Entra ID is not configured, so the
 * product signs people in offline. It is a real OpenID Connect provider mounted at /oidc: the app signs in
 * against it with the same authorization-code + PKCE flow it uses with Entra ID. Its sign-in page asks for a
 * name, an e-mail, a firm and the firm's passphrase (auth/local-login-page.ts, decision 052). One's own machine and
 * single-process use only: it keeps its grants in memory (docs/decisions/004-local-openid-provider.md).
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';

export const LOCAL_CLIENT_ID = 'ddq-wingman-local';
export const LOCAL_PROVIDER_PATH = '/oidc';
export const LOCAL_INTERACTION_PATH = '/auth/local';

export interface LocalAccount {
  name: string;
  email: string;
  firm: string;
}

/** The account id carries the account itself, so any process can answer for it without a user store. */
export function accountIdFor(account: LocalAccount): string {
  return Buffer.from(JSON.stringify({ n: account.name, e: account.email.toLowerCase(), f: account.firm })).toString(
    'base64url',
  );
}

function accountFromId(id: string): LocalAccount | undefined {
  try {
    const raw = JSON.parse(Buffer.from(id, 'base64url').toString('utf8')) as { n?: unknown; e?: unknown; f?: unknown };
    if (typeof raw.n === 'string' && typeof raw.e === 'string' && typeof raw.f === 'string')
      return { name: raw.n, email: raw.e, firm: raw.f };
  } catch {
    /* not one of ours */
  }
  return undefined;
}

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  provider: Provider;
  handle(req: IncomingMessage, res: ServerResponse): void;
}

export function createLocalProvider(opts: { publicUrl: string; trustProxy: boolean }): LocalProvider {
  const issuer = `${opts.publicUrl}${LOCAL_PROVIDER_PATH}`;
  const clientSecret = crypto.randomBytes(32).toString('base64url');
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: crypto.randomUUID(), use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${opts.publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${opts.publicUrl}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${LOCAL_INTERACTION_PATH}/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'firm_name'] },
    conformIdTokenClaims: false,
    jwks: { keys: [jwk as never] },
    cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
    // Sign-in is the only use: short lifetimes (seconds). The app's own session lives in PostgreSQL.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, sub) => {
      const account = accountFromId(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.name,
          email: account.email,
          email_verified: true,
          firm_name: account.firm,
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Sign-in failed: ${out.error_description ?? out.error}. Go back to the app and try again.`;
    },
  });
  provider.proxy = opts.trustProxy;
  const callback = provider.callback();

  return {
    issuer,
    clientId: LOCAL_CLIENT_ID,
    clientSecret,
    provider,
    handle(req, res) {
      const original = req.url ?? '/';
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
      req.url = original.slice(LOCAL_PROVIDER_PATH.length) || '/';
      void callback(req, res);
    },
  };
}

/** Completes the provider's interaction once the person has typed who they are. */
export async function finishLocalInteraction(
  local: LocalProvider,
  req: IncomingMessage,
  res: ServerResponse,
  account: LocalAccount,
): Promise<void> {
  const details = await local.provider.interactionDetails(req, res);
  const accountId = accountIdFor(account);
  const grant = new local.provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope ?? 'openid email profile'));
  const grantId = await grant.save();
  await local.provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}
