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

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found. It may have been deleted.`);
export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, 'FORBIDDEN', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const tooLarge = (limitBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', `The file is larger than ${Math.round(limitBytes / 1048576)} MB. Please upload a smaller version.`);
export const unsupportedType = (message: string) => new AppError(415, 'UNSUPPORTED_FILE_TYPE', message);
