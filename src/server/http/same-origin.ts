/**
 * Cross-site request forgery guard: state-changing requests must come from the app's own origin.
 * Browsers send `Origin` (and `Sec-Fetch-Site`) on such requests; a request from another site is refused.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function installSameOriginGuard(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || req.url.startsWith('/oidc')) return;
    const origin = req.headers.origin;
    if (origin && origin !== allowed)
      throw new AppError(403, 'CROSS_SITE_REQUEST', 'This request came from another site and was refused.');
    const site = req.headers['sec-fetch-site'];
    if (!origin && (site === 'cross-site' || site === 'same-site')) {
      throw new AppError(403, 'CROSS_SITE_REQUEST', 'This request came from another site and was refused.');
    }
  });
}
