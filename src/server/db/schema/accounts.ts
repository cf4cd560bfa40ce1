/**
 * Firms, their people and sign-in: sessions and sign-ins in flight. Also the references to a firm and to a user
 * that the other tables use: a firm's rows go with the firm; a user's rows go with the user, or forget who did it.
 */
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TRole } from '../../../contract/team';
import { createdAt, timestamps, timestampTz, uuidPrimaryKey } from './columns';

/** The firm a row belongs to (deleted with the firm). Every table holding firm data has it. */
export const firmId = () =>
  uuid('firm_id')
    .notNull()
    .references(() => firms.id, { onDelete: 'cascade' });

/** A user the row belongs to (deleted with the user). */
export const userId = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user who did something to the row (null once that user is deleted). */
export const userIdSetNull = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

export const firms = pgTable('firms', {
  id: uuidPrimaryKey(),
  /** Stable identity of the firm at its sign-in provider: `entra:<tid>` or `local:<slug>`. */
  externalKey: text('external_key').notNull().unique(),
  name: text('name').notNull(),
  /**
   * Built-in sign-in only (no Microsoft 365): the scrypt hash of the passphrase the firm's first member chose;
   * anyone signing in to the firm must give it (decision 052). Null for Entra firms.
   */
  localPassphraseHash: text('local_passphrase_hash'),
  /** Firm setting: drafts go into the clean (downloaded) copy before a reviewer approves them (default: no). */
  draftsInCleanCopy: boolean('drafts_in_clean_copy').notNull().default(false),
  /**
   * Firm setting: months after which an answer stating figures that age (AUM, headcount, clients, the last
   * audit) is a draft until someone confirms it is still true.
   */
  freshnessMonths: integer('freshness_months').notNull().default(12),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    firmId: firmId(),
    /** Stable identity of the user at the provider: `entra:<tid>:<oid>` or `local:<sub>`. */
    externalKey: text('external_key').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The person's role in the firm (decision 091): the firm's first member is admin, later members editors. */
    role: text('role').$type<TRole>().notNull().default('editor'),
    lastLoginAt: timestampTz('last_login_at'),
    ...timestamps,
  },
  (t) => [index('users_firm_idx').on(t.firmId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a database leak does not leak usable sessions. */
    id: text('id').primaryKey(),
    userId: userId(),
    firmId: firmId(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Sign-ins in flight: PKCE verifier and nonce, keyed by the OAuth `state` kept in a short-lived cookie. */
export const loginAttempts = pgTable('login_attempts', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  expiresAt: timestampTz('expires_at').notNull(),
});
