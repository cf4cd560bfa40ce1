/** Resolves the signed-in user of a request from its session cookie; routes call `requireUser`. */
import type { FastifyRequest } from 'fastify';
import type { TUser } from '@contract/index';
import { unauthorized } from '../errors';
import { SESSION_COOKIE, userForSession } from '../auth/sessions';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: TUser | null;
  }
}

export async function currentUser(ctx: AppContext, req: FastifyRequest): Promise<TUser | undefined> {
  if (req.currentUser === undefined)
    req.currentUser = (await userForSession(ctx.db, req.cookies[SESSION_COOKIE])) ?? null;
  return req.currentUser ?? undefined;
}

export async function requireUser(ctx: AppContext, req: FastifyRequest): Promise<TUser> {
  const user = await currentUser(ctx, req);
  if (!user) throw unauthorized();
  return user;
}
