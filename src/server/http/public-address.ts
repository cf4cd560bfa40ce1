/**
 * Sign-in happens on one address: PUBLIC_URL (the OpenID callback and the sign-in state cookie belong to it). A
 * browser that opened a page on another address of this server (http://127.0.0.1:3000, or the address the server
 * logs) is sent to the same page on PUBLIC_URL first, so sign-in starts and ends on one origin (decision 090).
 * API calls, the built-in provider (/oidc) and /healthz are answered on any address. Behind a proxy the address
 * the browser used is X-Forwarded-Host (TRUST_PROXY=true); a proxy that says nothing of it is left alone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const ANY_ADDRESS = /^\/(api|oidc|healthz)(\/|\?|$)/;
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** host[:port] without the scheme's default port, lower case. */
export function normalHost(host: string, protocol: string): string {
  const h = host.trim().toLowerCase();
  const port = DEFAULT_PORT[protocol];
  return port && h.endsWith(`:${port}`) ? h.slice(0, -port.length - 1) : h;
}

/** The address the browser used, or null when it cannot be told (a proxy that forwards without saying). */
export function browserHost(req: Pick<FastifyRequest, 'headers'>, trustProxy: boolean): string | null {
  const forwarded = req.headers['x-forwarded-host'];
  if (trustProxy && typeof forwarded === 'string' && forwarded) return forwarded.split(',')[0]!;
  if (req.headers['x-forwarded-for'] || forwarded) return null;
  return req.headers.host ?? null;
}

/** Where a page request on another address goes, or null when it is on the public address already. */
export function publicAddressFor(
  req: Pick<FastifyRequest, 'headers' | 'method' | 'url'>,
  publicUrl: string,
  trustProxy: boolean,
): string | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || ANY_ADDRESS.test(req.url)) return null;
  const target = new URL(publicUrl);
  const host = browserHost(req, trustProxy);
  if (!host || normalHost(host, target.protocol) === normalHost(target.host, target.protocol)) return null;
  return new URL(req.url, target).href;
}

export function installPublicAddressRedirect(app: FastifyInstance, publicUrl: string, trustProxy: boolean): void {
  app.addHook('onRequest', async (req, reply) => {
    const to = publicAddressFor(req, publicUrl, trustProxy);
    if (to) return reply.redirect(to, 302);
  });
}
