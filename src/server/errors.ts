/**
 * Errors with an HTTP status and a stable code. One handler (http/error-handler.ts) turns them into
 * JSON responses `{ code, message }`; messages tell the user what to do.
 */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) =>
  new AppError(404, 'NOT_FOUND', `${what} was not found. It may have been deleted.`);
export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, 'FORBIDDEN', message);
/** The person's role in the firm does not allow the call: the message names their role and the one needed. */
export const forbiddenRole = (needed: 'editor' | 'admin', current: string) =>
  new AppError(
    403,
    'FORBIDDEN_ROLE',
    needed === 'admin'
      ? `Only an admin of your firm can do this (settings, roles and deletes); you are ${current === 'editor' ? 'an editor' : 'a viewer'}. Ask an admin of your firm.`
      : `You are a viewer in your firm: you can read and download, not change anything. Ask an admin of your firm to make you an editor.`,
  );
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const tooLarge = (limitBytes: number) =>
  new AppError(
    413,
    'FILE_TOO_LARGE',
    `The file is larger than ${Math.round(limitBytes / 1048576)} MB. Please upload a smaller version.`,
  );
export const unsupportedType = (message: string) => new AppError(415, 'UNSUPPORTED_FILE_TYPE', message);
