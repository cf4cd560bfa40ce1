/**
 * Roles on every call (decision 091). Each /api route declares the role it needs next to itself, as a
 * route option (`allow.editor`, or `allowWith('admin', uploadLimit(config))`); one hook checks it before the body is
 * read: 401 without a session, 403 FORBIDDEN_ROLE below the role. A route that declares none is admin-only (closed by
 * default) and logged at start-up. Reads need viewer, which every member is; changes read the role afresh from the
 * database, so a role taken away holds at once in every process.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { roleAllows, type TRole } from '@contract/index';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { forbiddenRole, unauthorized } from '../errors';
import { currentUser } from './request-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role the call needs. */
    role?: TRole;
  }
}

const option = (role: TRole) => ({ config: { role } });
export const allow = { viewer: option('viewer'), editor: option('editor'), admin: option('admin') } as const;

/** A role together with other route options (a rate limit). */
export function allowWith<T extends { config: object }>(role: TRole, options: T): T & { config: { role: TRole } } {
  return { ...options, config: { ...options.config, role } };
}

/** Calls open to everyone: the sign-in state itself. */
const OPEN = new Set(['/api/auth/user']);

export function installRoleGuard(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || OPEN.has(route.url) || route.config?.role) return;
    ctx.log.warn({ method: route.method, url: route.url }, 'route declares no role: admin only');
    route.config = { ...route.config, role: 'admin' };
  });
  app.addHook('onRequest', async (req) => {
    const needed = req.routeOptions.config?.role;
    if (needed) await requireRole(ctx, req, needed);
  });
}

async function requireRole(ctx: AppContext, req: FastifyRequest, needed: TRole): Promise<void> {
  const user = await currentUser(ctx, req);
  if (!user) throw unauthorized();
  if (needed === 'viewer') return;
  const [row] = await ctx.db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, user.id), eq(users.firmId, user.firmId)));
  if (!row) throw unauthorized();
  req.currentUser = { ...user, role: row.role };
  if (!roleAllows(row.role, needed)) throw forbiddenRole(needed, row.role);
}
