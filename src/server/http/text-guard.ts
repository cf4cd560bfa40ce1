/**
 * No text this product keeps or searches may hold a NUL character: PostgreSQL refuses it in text values. A request
 * carrying one (in its query, path or body) is refused at the edge with the field it came in, before any query.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** The path of the first string holding a NUL character, or undefined. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 20 || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key] : findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const invalidCharacters = (field?: string) =>
  new AppError(
    400,
    'INVALID_CHARACTERS',
    `${field ? `The ${field}` : 'The text you sent'} contains a NUL character (\\0), which text here cannot hold. Remove it and try again.`,
  );

export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.query, req.params, req.body]) {
      const path = findNul(part);
      if (path) throw invalidCharacters(path.length ? `"${path.join('.')}" field` : undefined);
    }
  });
}
