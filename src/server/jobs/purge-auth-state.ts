/** Hourly: delete expired or long-revoked sessions and abandoned sign-in attempts. */
import { defineJob } from './define';
import { PURGE_AUTH_JOB } from './names';
import { purgeExpiredAuthState } from '../auth/sessions';

export const purgeAuthStateJob = defineJob({
  name: PURGE_AUTH_JOB,
  retry: { limit: 2, delaySeconds: 60, backoff: false },
  expireInSeconds: 300,
  cron: '17 * * * *',
  async handler(_payload, ctx) {
    const removed = await purgeExpiredAuthState(ctx.db);
    if (removed) ctx.log.info({ removed }, 'purged expired sessions');
  },
});
