/** What node-postgres says when the server went away or never answered. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'connection is closed',
];
const LOST_CONNECTION = new RegExp(LOST_CONNECTION_MESSAGES.join('|'), 'i');

/** A lost or refused database connection, also when wrapped (Drizzle puts the driver's error in `cause`). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: string }).code ?? '';
    const msg = (e as Error).message ?? '';
    if (
      ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001'].includes(
        code,
      )
    )
      return true;
    if (LOST_CONNECTION.test(msg)) return true;
  }
  return false;
}
