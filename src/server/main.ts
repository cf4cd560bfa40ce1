/** Process entry point: `ROLE=web|worker|all` (default all). Stops gracefully on SIGINT/SIGTERM. */
import { ConfigError, loadConfig } from './config';
import { boot } from './boot';
import { isDatabaseUnavailable } from './db/connection-errors';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const server = await boot(config);
  // pg-boss settles some job state without awaiting it; when the database is briefly down that rejection must
  // not take the process with it (the job is retried when the database is back). Anything else still stops it.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      server.ctx.log.error({ err: reason }, 'database unavailable (unhandled rejection); continuing');
      return;
    }
    server.ctx.log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  if (server.url) console.log(`DDQ Wingman is running at ${config.publicUrl}`);
  const stop = async (signal: string) => {
    server.ctx.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error('DDQ Wingman failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
