/**
 * Server-side sessions in PostgreSQL. The cookie holds a random token; the table holds its SHA-256,
 * the user, the firm and an expiry. Revoking a row ends the session everywhere at once.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { firms, loginAttempts, sessions, users } from '../db/schema';
import type { TUser } from '@contract/index';
import type { PendingLogin } from './relying-party';

export const SESSION_COOKIE = 'ddq_session';
export const LOGIN_STATE_COOKIE = 'ddq_login_state';

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, user: TUser, ttlMs: number, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ id: hash(token), userId: user.id, firmId: user.firmId, expiresAt, userAgent: userAgent?.slice(0, 300) });
  return { token, expiresAt };
}

/**
 * Polling screens send several requests a second per tab; a valid session is remembered for 2 s so they do
 * not each cost a query. Revoking clears it here at once; another process notices within those 2 s.
 */
const SESSION_CACHE_MS = 2000;
const sessionCache = new Map<string, { user: TUser; until: number }>();

/** The signed-in user for a session token, or undefined if it is unknown, expired or revoked. */
export async function userForSession(db: Db, token: string | undefined): Promise<TUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const key = hash(token);
  const cached = sessionCache.get(key);
  if (cached && cached.until > Date.now()) return cached.user;
  const user = await lookupSession(db, key);
  if (user) {
    if (sessionCache.size > 10_000) sessionCache.clear();
    sessionCache.set(key, { user, until: Date.now() + SESSION_CACHE_MS });
  } else sessionCache.delete(key);
  return user;
}

async function lookupSession(db: Db, key: string): Promise<TUser | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, firmId: firms.id, firmName: firms.name })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .innerJoin(firms, eq(sessions.firmId, firms.id))
    .where(and(eq(sessions.id, key), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return row;
}

export async function revokeSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  sessionCache.delete(hash(token));
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, hash(token)));
}

export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  for (const r of rows) sessionCache.delete(r.id);
  return rows.length;
}

/** Deletes sessions and sign-in attempts that can no longer be used. */
export async function purgeExpiredAuthState(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.revokedAt, sql`now() - interval '1 day'`)))
    .returning({ id: sessions.id });
  await db.delete(loginAttempts).where(lt(loginAttempts.expiresAt, sql`now()`));
  return gone.length;
}

export async function savePendingLogin(db: Db, pending: PendingLogin, returnTo: string): Promise<void> {
  await db.insert(loginAttempts).values({
    state: pending.state,
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
    returnTo,
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
}

/** Takes (and deletes) the pending sign-in for a state: each state is usable once. */
export async function takePendingLogin(db: Db, state: string | undefined): Promise<(PendingLogin & { returnTo: string }) | undefined> {
  if (!state) return undefined;
  const [row] = await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.state, state), gt(loginAttempts.expiresAt, sql`now()`)))
    .returning();
  return row ? { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, returnTo: row.returnTo } : undefined;
}
