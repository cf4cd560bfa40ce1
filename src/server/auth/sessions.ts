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
import { userWithFirmColumns } from '../domain/accounts';

export const SESSION_COOKIE = 'ddq_session';
export const LOGIN_STATE_COOKIE = 'ddq_login_state';

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  user: TUser,
  ttlMs: number,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insert(sessions)
    .values({ id: hash(token), userId: user.id, firmId: user.firmId, expiresAt, userAgent: userAgent?.slice(0, 300) });
  return { token, expiresAt };
}

/**
 * Polling screens send several requests a second per tab: a valid session is remembered for a minute per process,
 * so that they do not each cost a query (with 200 tabs, that was the embedded database's busiest query). Every
 * process asks once every 2 s which sessions were revoked (anywhere) or have expired, and forgets those: a revoked
 * session stops working everywhere within 2 s, as before, for one query per process instead of one per tab.
 */
const SESSION_CACHE_MS = 60_000;
const REVOCATION_CHECK_MS = 2000;
const REVOCATION_WAIT_MS = 25;
const sessionCache = new Map<string, { user: TUser; until: number; expiresAt: number }>();
const revocations: { checkedAt: number; since: Date | undefined; running?: Promise<void>; pending: boolean } = {
  checkedAt: 0,
  since: undefined,
  pending: false,
};

/** Drops the cached sessions revoked or expired since the last check (by the database's clock, with a margin). */
async function forgetEndedSessions(db: Db): Promise<void> {
  const result = await db.execute<{ now: Date; ids: string[] }>(sql`
    select now() as now, array(
      select id from ${sessions} where ${sessions.expiresAt} <= now() or ${sessions.revokedAt} >= ${revocations.since ?? new Date(0)}
    ) as ids`);
  const row = result.rows[0]!;
  for (const id of row.ids) sessionCache.delete(id);
  // A revocation committed just after this check may carry an earlier time: look a few seconds back next time.
  revocations.since = new Date(new Date(row.now).getTime() - 5000);
}

/** Starts the check when it is due; the check in flight, if any. */
function checkRevocations(db: Db): Promise<void> | undefined {
  if (Date.now() - revocations.checkedAt >= REVOCATION_CHECK_MS) {
    revocations.checkedAt = Date.now();
    revocations.pending = true;
    revocations.running = forgetEndedSessions(db)
      .catch((err: unknown) => {
        revocations.checkedAt = 0; // try again with the next request; meanwhile the cache is not trusted
        sessionCache.clear();
        throw err;
      })
      .finally(() => (revocations.pending = false));
  }
  return revocations.pending ? revocations.running : undefined;
}

/** The signed-in user for a session token, or undefined if it is unknown, expired or revoked. */
export async function userForSession(db: Db, token: string | undefined): Promise<TUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const key = hash(token);
  // Usually answered at once; a busy database holds a request back at most REVOCATION_WAIT_MS (the check lands soon).
  const check = checkRevocations(db);
  if (check) await Promise.race([check, new Promise((r) => setTimeout(r, REVOCATION_WAIT_MS).unref())]);
  const cached = sessionCache.get(key);
  const now = Date.now();
  if (cached && cached.until > now && cached.expiresAt > now) return cached.user;
  const found = await lookupSession(db, key);
  if (found) {
    if (sessionCache.size > 10_000) sessionCache.clear();
    sessionCache.set(key, { user: found.user, until: now + SESSION_CACHE_MS, expiresAt: found.expiresAt.getTime() });
  } else sessionCache.delete(key);
  return found?.user;
}

async function lookupSession(db: Db, key: string): Promise<{ user: TUser; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ ...userWithFirmColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .innerJoin(firms, eq(sessions.firmId, firms.id))
    .where(and(eq(sessions.id, key), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  if (!row) return undefined;
  const { expiresAt, ...user } = row;
  return { user, expiresAt };
}

export async function revokeSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  sessionCache.delete(hash(token));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, hash(token)));
}

export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  for (const r of rows) sessionCache.delete(r.id);
  return rows.length;
}

/** Forgets this process's cached sessions of a user (their role changed): the next request reads them afresh. */
export function forgetCachedUser(userId: string): void {
  for (const [key, entry] of sessionCache) if (entry.user.id === userId) sessionCache.delete(key);
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
export async function takePendingLogin(
  db: Db,
  state: string | undefined,
): Promise<(PendingLogin & { returnTo: string }) | undefined> {
  if (!state) return undefined;
  const [row] = await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.state, state), gt(loginAttempts.expiresAt, sql`now()`)))
    .returning();
  return row
    ? { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, returnTo: row.returnTo }
    : undefined;
}
