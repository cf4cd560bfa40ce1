/**
 * Which processing failures are the document's fault (retrying will not help: say why, stop now) and which
 * are passing (database, storage, model service: retry with back-off).
 */
import { isDocumentError } from '../../engines/document/index';

/** Processing attempts of one document or DDQ before it is marked failed for good. */
export const MAX_ATTEMPTS = 5;

export function isPermanentFailure(err: unknown): boolean {
  return isDocumentError(err) || Boolean((err as { userFacing?: boolean }).userFacing);
}

export function userFacingError(err: unknown): string {
  if (isPermanentFailure(err)) return (err as Error).message;
  return 'Something went wrong while processing. I will retry automatically; if it keeps failing, use Retry.';
}
