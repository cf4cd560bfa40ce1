/** "How well do I know you?": the latest backtest of the firm's training documents, and a new run. */
import type { FastifyInstance } from 'fastify';
import { api } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { getBacktest, startBacktest } from '../../domain/backtest/backtest-runs';

export function backtestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.backtest.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    return getBacktest(ctx, user.firmId);
  });

  app.post(api.backtestRun.path, allow.editor, async (req, reply) => {
    const user = await requireUser(ctx, req);
    return reply.status(202).send(await startBacktest(ctx, user));
  });
}
