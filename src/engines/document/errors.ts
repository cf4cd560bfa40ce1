/** Stable error codes of the document engine; callers map them to HTTP statuses and user messages. */
export type DocumentErrorCode =
  | 'NOT_A_ZIP'
  | 'TRUNCATED'
  | 'ZIP_BOMB'
  | 'EXTERNAL_ENTITY'
  | 'ENCRYPTED'
  | 'MACRO_ENABLED'
  | 'NO_TEXT_LAYER'
  | 'XFA_FORM'
  | 'EMPTY_DOCUMENT'
  | 'UNSUPPORTED_FORMAT'
  | 'CORRUPT'
  | 'PARSE_MISMATCH';

/** A failure the user can act on: `code` is stable, `message` says what to do. */
export class DocumentError extends Error {
  readonly code: DocumentErrorCode;
  constructor(code: DocumentErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentError';
    this.code = code;
  }
}

export const isDocumentError = (e: unknown): e is DocumentError => e instanceof DocumentError;

/** A password-protected file: it cannot be read until the password is removed. */
export const passwordProtected = (what = 'The file', where = 'Word or Excel (File > Info > Protect)') =>
  new DocumentError('ENCRYPTED', `${what} is password-protected. Remove the password in ${where} and upload it again.`);

/**
 * The default branch of a switch over a union (a slot kind, a format): a member left unhandled does not compile,
 * because it is not `never`; should one arrive at run time all the same, it is a bug, not a user's mistake.
 */
export function assertNever(value: never, what: string): never {
  throw new Error(`unhandled ${what}: ${JSON.stringify(value)}`);
}
