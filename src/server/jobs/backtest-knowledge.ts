/** Background job: "How well do I know you?" — the backtest of the firm's training documents. */
import { PROCESSING_RETRY, defineJob } from './define';
import { BACKTEST_JOB } from './names';
import { failBacktest, runBacktest } from '../domain/backtest/run-backtest';

export const backtestKnowledgeJob = defineJob({
  name: BACKTEST_JOB,
  retry: PROCESSING_RETRY,
  expireInSeconds: 900,
  longRunning: true,
  policy: 'stately',
  async handler({ runId, firmId }, ctx) {
    await runBacktest(ctx, firmId, runId);
  },
  async onPermanentFailure({ runId, firmId }, ctx, message) {
    await failBacktest(ctx, firmId, runId, message);
  },
  async onFailed({ runId, firmId }, ctx, error) {
    await failBacktest(
      ctx,
      firmId,
      runId,
      `I could not finish the check after several attempts (${error.message.slice(0, 200)}). Use Run again to try once more.`,
    );
  },
});
