/** Background job: complete one blank DDQ from the firm's knowledge base. */
import { z } from 'zod';
import { defineJob } from './define';
import { COMPLETE_JOB } from './names';
import { completeDdq, failCompletion } from '../domain/completions/complete-ddq';
import { isPermanentFailure, userFacingError } from '../domain/processing-errors';

export const completeDdqJob = defineJob({
  name: COMPLETE_JOB,
  schema: z.object({ completionId: z.uuid(), firmId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  expireInSeconds: 900,
  longRunning: true,
  policy: 'stately',
  async handler({ completionId, firmId }, ctx) {
    try {
      await completeDdq(ctx, firmId, completionId);
    } catch (err) {
      if (!isPermanentFailure(err)) throw err;
      await failCompletion(ctx, firmId, completionId, userFacingError(err));
    }
  },
  async onFailed({ completionId, firmId }, ctx, error) {
    await failCompletion(ctx, firmId, completionId, `Processing failed after several attempts (${error.message.slice(0, 200)}). Please upload the DDQ again.`);
  },
});
