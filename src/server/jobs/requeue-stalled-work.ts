/** Every minute: queue again the documents and DDQs whose job was lost (see domain/requeue-stalled.ts). */
import { defineJob } from './define';
import { REQUEUE_JOB } from './names';
import { requeueStalledWork } from '../domain/requeue-stalled';

export const requeueStalledWorkJob = defineJob({
  name: REQUEUE_JOB,
  retry: { limit: 1, delaySeconds: 30, backoff: false },
  expireInSeconds: 120,
  cron: '* * * * *',
  async handler(_payload, ctx) {
    // A row untouched for longer than a job may run (plus a margin) has lost its job.
    const queued = await requeueStalledWork(ctx, ctx.config.worker.jobTimeoutSeconds + 60);
    if (queued) ctx.log.warn({ queued }, 're-queued stalled work');
  },
});
