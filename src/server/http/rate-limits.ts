/**
 * Rate limits (per minute): sign-in per client address, uploads per signed-in user. Route options for
 * @fastify/rate-limit, registered with `global: false` in app.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { SESSION_COOKIE } from '../auth/sessions';

export function signInLimit(config: Config) {
  return { config: { rateLimit: { max: config.rateLimits.signInPerMinute, timeWindow: 60_000 } } };
}

export function uploadLimit(config: Config) {
  return {
    config: {
      rateLimit: {
        max: config.rateLimits.uploadsPerMinute,
        timeWindow: 60_000,
        keyGenerator: (req: FastifyRequest) => req.cookies[SESSION_COOKIE] ?? req.ip,
      },
    },
  };
}
