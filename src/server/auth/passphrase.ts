/** Passphrase hashing (scrypt, a random salt per hash) and a constant-time check. Stored as `scrypt$<salt>$<hash>`. */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_BYTES = 32;

export async function hashPassphrase(passphrase: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(passphrase.normalize('NFKC'), salt, KEY_BYTES);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function passphraseMatches(passphrase: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(passphrase.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
