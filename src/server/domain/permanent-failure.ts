/**
 * Which processing failures are the document's fault (retrying will not help: say why, stop now) and which are
 * passing (database, storage, model service: retry with back-off), and how many runs a piece of work gets.
 */
import { isDocumentError } from '../../engines/document/index';

/**
 * Runs of one document, DDQ or check before it is marked failed for good: the job queue retries a failed run up
 * to `PROCESSING_ATTEMPTS - 1` times, and a run that finds its row already started this many times (a worker
 * that keeps dying on it) stops there.
 */
export const PROCESSING_ATTEMPTS = 5;

/** A failure that another attempt cannot fix; its message is shown to the user as it is. */
export class PermanentFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentFailure';
  }
}

/** The error as a permanent failure (a document the engine refuses is one), or null when a retry may help. */
export function permanentFailure(err: unknown): PermanentFailure | null {
  if (err instanceof PermanentFailure) return err;
  if (isDocumentError(err)) return new PermanentFailure(err.message, { cause: err });
  return null;
}
