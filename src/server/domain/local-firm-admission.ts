/**
 * Built-in sign-in (no Microsoft 365): who may enter a firm (decision 052). The first person to sign in with a firm
 * name creates the firm and chooses its passphrase; everyone after, colleagues and returning members alike, must
 * give that passphrase. A firm created before passphrases existed gets one from the first of its members to sign in
 * again; nobody else can enter it until then.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { firms, users } from '../db/schema';
import { firmSlug } from '../auth/identity';
import { hashPassphrase, passphraseMatches } from '../auth/passphrase';

export interface LocalSignIn {
  firm: string;
  email: string;
  passphrase: string;
}

/** Undefined when the person may enter the firm (creating it if new); otherwise what to tell them. */
export async function admitToLocalFirm(db: Db, who: LocalSignIn): Promise<string | undefined> {
  const externalKey = `local:${firmSlug(who.firm)}`;
  const hash = await hashPassphrase(who.passphrase);
  // A new firm: its first member's passphrase is the firm's (two first sign-ins at once: the first insert wins).
  await db
    .insert(firms)
    .values({ externalKey, name: who.firm, localPassphraseHash: hash })
    .onConflictDoNothing({ target: firms.externalKey });
  const [firm] = await db
    .select({ id: firms.id, name: firms.name, hash: firms.localPassphraseHash })
    .from(firms)
    .where(eq(firms.externalKey, externalKey));
  if (!firm) return 'Sign-in could not be completed. Please try again.';
  if (firm.hash) {
    return (await passphraseMatches(who.passphrase, firm.hash))
      ? undefined
      : `That is not ${firm.name}'s passphrase. Ask a colleague who already signs in to ${firm.name} for it.`;
  }
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.firmId, firm.id), eq(users.externalKey, `${externalKey}:${who.email.toLowerCase()}`)));
  if (!member) return `${firm.name} has no passphrase yet: one of its members must sign in first and choose it.`;
  const [set] = await db
    .update(firms)
    .set({ localPassphraseHash: hash })
    .where(and(eq(firms.id, firm.id), isNull(firms.localPassphraseHash)))
    .returning({ id: firms.id });
  // Another member chose it a moment ago: theirs counts.
  return set ? undefined : admitToLocalFirm(db, who);
}
