/** Firms and users: the first sign-in of a firm creates it, the first sign-in of a person creates the user. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { firms, users } from '../db/schema';
import type { Identity } from '../auth/identity';
import type { TUser } from '@contract/index';

export async function signInIdentity(db: Db, identity: Identity): Promise<TUser> {
  const [firm] = await db
    .insert(firms)
    .values({ externalKey: identity.firmKey, name: identity.firmName })
    .onConflictDoUpdate({ target: firms.externalKey, set: { updatedAt: sql`now()` } })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      firmId: firm!.id,
      externalKey: identity.userKey,
      email: identity.email,
      name: identity.name,
      lastLoginAt: new Date(),
      // The firm's first member is its admin; colleagues who join later are editors (decision 091).
      role: sql`case when exists (select 1 from ${users} where ${users.firmId} = ${firm!.id}) then 'editor' else 'admin' end`,
    })
    .onConflictDoUpdate({
      target: users.externalKey,
      set: { email: identity.email, name: identity.name, lastLoginAt: new Date(), updatedAt: sql`now()` },
    })
    .returning();
  return {
    id: user!.id,
    name: user!.name,
    email: user!.email,
    firmId: firm!.id,
    firmName: firm!.name,
    role: user!.role,
  };
}

/** The columns a signed-in user (TUser) is read from: users joined with their firm. */
export const userWithFirmColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  firmId: firms.id,
  firmName: firms.name,
  role: users.role,
};

export async function getUser(db: Db, userId: string): Promise<TUser | undefined> {
  const [row] = await db
    .select(userWithFirmColumns)
    .from(users)
    .innerJoin(firms, eq(users.firmId, firms.id))
    .where(eq(users.id, userId));
  return row;
}
