/**
 * Sign-in routes: /auth/login, /auth/callback, /auth/logout (browser navigations), GET /api/auth/user,
 * and the local provider's sign-in page (/auth/local/:uid) when Entra ID is not configured.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { RelyingParty } from '../../auth/relying-party';
import { finishLocalInteraction, LOCAL_INTERACTION_PATH, type LocalProvider } from '../../auth/local-provider';
import { renderLocalLoginPage } from '../../auth/local-login-page';
import { renderSignOutPage } from '../../auth/sign-out-page';
import { admitToLocalFirm } from '../../domain/local-firm-admission';
import {
  createSession,
  LOGIN_STATE_COOKIE,
  revokeSession,
  savePendingLogin,
  SESSION_COOKIE,
  takePendingLogin,
} from '../../auth/sessions';
import { signInIdentity } from '../../domain/accounts';
import { currentUser } from '../request-user';
import { AppError } from '../../errors';
import { signInLimit } from '../rate-limits';

const LocalLoginForm = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(200),
  email: z.email('Please enter a valid e-mail address').max(200),
  firm: z.string().trim().min(2, 'Please enter your firm (at least 2 characters)').max(200),
  passphrase: z.string().min(8, "Please enter your firm's passphrase (at least 8 characters)").max(200),
});

export function authRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  rp: RelyingParty,
  local: LocalProvider | undefined,
): void {
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: ctx.config.secureCookies };

  app.get('/auth/login', signInLimit(ctx.config), async (req, reply) => {
    const { returnTo } = z.object({ returnTo: z.string().optional() }).parse(req.query);
    const { url, pending } = await rp.start();
    await savePendingLogin(ctx.db, pending, safeReturnTo(returnTo));
    reply.setCookie(LOGIN_STATE_COOKIE, pending.state, { ...cookieBase, maxAge: 600 });
    return reply.redirect(url, 302);
  });

  app.get('/auth/callback', signInLimit(ctx.config), async (req, reply) => {
    const query = req.query as Record<string, string | undefined>;
    if (query.error) return failedSignIn(reply, `${query.error_description ?? query.error}`);
    const state = req.cookies[LOGIN_STATE_COOKIE];
    if (!state || state !== query.state)
      return failedSignIn(reply, 'The sign-in link has expired or was opened in another browser.');
    const pending = await takePendingLogin(ctx.db, state);
    if (!pending) return failedSignIn(reply, 'The sign-in attempt has expired.');
    const identity = await rp.finish(new URL(req.url, ctx.config.publicUrl), pending);
    const user = await signInIdentity(ctx.db, identity);
    const session = await createSession(ctx.db, user, ctx.config.session.ttlMs, req.headers['user-agent']);
    reply.clearCookie(LOGIN_STATE_COOKIE, { path: '/' });
    reply.setCookie(SESSION_COOKIE, session.token, { ...cookieBase, expires: session.expiresAt });
    req.log.info({ userId: user.id, firmId: user.firmId }, 'signed in');
    return reply.redirect(pending.returnTo, 302);
  });

  const signOut = async (req: FastifyRequest, reply: FastifyReply, status: 302 | 303) => {
    await revokeSession(ctx.db, req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    const providerLogout =
      ctx.config.auth.provider === 'entra' ? await rp.logoutUrl(`${ctx.config.publicUrl}/`) : undefined;
    return reply.redirect(providerLogout ?? '/', status);
  };
  // The app's Sign Out link (a navigation from this site) signs out at once; a link from another site only asks.
  app.get('/auth/logout', async (req, reply) => {
    if (!navigatedFromThisSite(req, ctx.config.publicUrl))
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderSignOutPage());
    return signOut(req, reply, 302);
  });
  // The confirmation's form (the same-origin guard refuses a POST from another site).
  app.post('/auth/logout', async (req, reply) => signOut(req, reply, 303));

  app.get('/api/auth/user', async (req, reply) => {
    const user = await currentUser(ctx, req);
    if (!user)
      return reply.status(401).send({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.', user: null });
    return { user };
  });

  if (!local) return;

  app.get(`${LOCAL_INTERACTION_PATH}/:uid`, async (req, reply) => {
    const { uid } = z.object({ uid: z.string().max(100) }).parse(req.params);
    return reply.type('text/html; charset=utf-8').send(renderLocalLoginPage({ uid }));
  });

  app.post(`${LOCAL_INTERACTION_PATH}/:uid`, signInLimit(ctx.config), async (req, reply) => {
    const { uid } = z.object({ uid: z.string().max(100) }).parse(req.params);
    const body = (req.body ?? {}) as Record<string, string>;
    const parsed = LocalLoginForm.safeParse(body);
    if (!parsed.success) {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(renderLocalLoginPage({ uid, error: parsed.error.issues[0]!.message, values: body }));
    }
    const refused = await admitToLocalFirm(ctx.db, parsed.data);
    if (refused) {
      req.log.warn({ firm: parsed.data.firm }, 'local sign-in refused: wrong firm passphrase');
      return reply
        .status(403)
        .type('text/html; charset=utf-8')
        .send(renderLocalLoginPage({ uid, error: refused, values: body }));
    }
    const { name, email, firm } = parsed.data;
    reply.hijack();
    try {
      await finishLocalInteraction(local, req.raw, reply.raw, { name, email, firm });
    } catch (err) {
      req.log.warn({ err }, 'local sign-in interaction failed');
      reply.raw.writeHead(303, { location: '/auth/login' });
      reply.raw.end();
    }
  });
}

function failedSignIn(reply: FastifyReply, why: string): never {
  reply.clearCookie(LOGIN_STATE_COOKIE, { path: '/' });
  throw new AppError(401, 'AUTH_FAILED', `Sign-in did not complete: ${why} Please go back and sign in again.`);
}

/**
 * Whether a navigation came from this app (its own link, or typed in the address bar): the browser says so in
 * Sec-Fetch-Site; older browsers are judged by the Referer; with neither, no.
 */
function navigatedFromThisSite(req: FastifyRequest, publicUrl: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  try {
    return new URL(req.headers.referer ?? '').origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/** Only same-site relative paths: never an open redirect. */
function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value.slice(0, 500);
}
