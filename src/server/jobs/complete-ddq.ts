/** Background job: complete one blank DDQ from the firm's knowledge base. */
import { PROCESSING_RETRY, defineJob } from './define';
import { COMPLETE_JOB } from './names';
import { completeDdq, failCompletion } from '../domain/completions/complete-ddq';

export const completeDdqJob = defineJob({
  name: COMPLETE_JOB,
  retry: PROCESSING_RETRY,
  expireInSeconds: 900,
  longRunning: true,
  policy: 'stately',
  async handler({ completionId, firmId }, ctx) {
    await completeDdq(ctx, firmId, completionId);
  },
  async onPermanentFailure({ completionId, firmId }, ctx, message) {
    await failCompletion(ctx, firmId, completionId, message);
  },
  async onFailed({ completionId, firmId }, ctx, error) {
    await failCompletion(
      ctx,
      firmId,
      completionId,
      `Processing failed after several attempts (${error.message.slice(0, 200)}). Please upload the DDQ again.`,
    );
  },
});
