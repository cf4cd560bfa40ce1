import type { FastifyInstance } from 'fastify';
import { api } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { firmStats } from '../../domain/stats';
import { cachedPoll } from '../../domain/poll-cache';

export function statsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.stats.path, async (req) => {
    const user = await requireUser(ctx, req);
    return cachedPoll(user.firmId, 'stats', () => firmStats(ctx.db, user.firmId));
  });
}
