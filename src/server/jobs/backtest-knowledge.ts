/** Background job: "How well do I know you?" — the backtest of the firm's training documents (issue 18). */
import { z } from 'zod';
import { defineJob } from './define';
import { BACKTEST_JOB } from './names';
import { failBacktest, runBacktest } from '../domain/backtest/run-backtest';
import { isPermanentFailure, userFacingError } from '../domain/processing-errors';

export const backtestKnowledgeJob = defineJob({
  name: BACKTEST_JOB,
  schema: z.object({ runId: z.uuid(), firmId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  expireInSeconds: 900,
  longRunning: true,
  policy: 'stately',
  async handler({ runId, firmId }, ctx) {
    try {
      await runBacktest(ctx, firmId, runId);
    } catch (err) {
      if (!isPermanentFailure(err)) throw err;
      await failBacktest(ctx, firmId, runId, userFacingError(err));
    }
  },
  async onFailed({ runId, firmId }, ctx, error) {
    await failBacktest(ctx, firmId, runId, `I could not finish the check after several attempts (${error.message.slice(0, 200)}). Use Run again to try once more.`);
  },
});
