import type { FastifyInstance } from 'fastify';
import { api } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { firmStats } from '../../domain/stats';
import { sendPolled } from '../cached-reply';

const STATS_CACHE_MS = 5000;

export function statsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The counts are polled every 5 s and cost four counts over the firm's rows: computed at most once per poll period
  // (a change made through this process shows at once; the worker's answers within those seconds).
  app.get(api.stats.path, allow.viewer, async (req, reply) => {
    const user = await requireUser(ctx, req);
    return sendPolled(reply, user.firmId, 'stats', () => firmStats(ctx.db, user.firmId), STATS_CACHE_MS);
  });
}
