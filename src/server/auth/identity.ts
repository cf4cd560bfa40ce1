/**
 * Turns the claims of a verified ID token into the firm and user they belong to.
 * Entra ID: the firm is the tenant (`tid`), the user is `oid` within it.
 * Local provider: the firm is the name typed at sign-in, the user is the e-mail within it.
 */
import { AppError } from '../errors';

export interface Identity {
  firmKey: string;
  firmName: string;
  userKey: string;
  email: string;
  name: string;
}

type Claims = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export function identityFromEntraClaims(claims: Claims): Identity {
  const tid = str(claims.tid);
  const oid = str(claims.oid) ?? str(claims.sub);
  if (!tid || !oid)
    throw new AppError(
      401,
      'AUTH_CLAIMS_MISSING',
      'Your Microsoft account did not provide a tenant and user id. Please sign in with a work account.',
    );
  const email = str(claims.email) ?? str(claims.preferred_username) ?? str(claims.upn) ?? '';
  return {
    firmKey: `entra:${tid}`,
    firmName: str(claims.tenant_name) ?? (email.includes('@') ? email.split('@')[1]! : `Tenant ${tid.slice(0, 8)}`),
    userKey: `entra:${tid}:${oid}`,
    email,
    name: str(claims.name) ?? email ?? 'User',
  };
}

export function identityFromLocalClaims(claims: Claims): Identity {
  const email = str(claims.email);
  const firm = str(claims.firm_name);
  if (!email || !firm)
    throw new AppError(
      401,
      'AUTH_CLAIMS_MISSING',
      'Sign-in did not provide an e-mail and a firm. Please sign in again.',
    );
  return {
    firmKey: `local:${firmSlug(firm)}`,
    firmName: firm,
    userKey: `local:${firmSlug(firm)}:${email.toLowerCase()}`,
    email: email.toLowerCase(),
    name: str(claims.name) ?? email,
  };
}

export function firmSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'firm'
  );
}
