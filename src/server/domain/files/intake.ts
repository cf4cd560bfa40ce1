/**
 * Accepting a file: its name is cleaned for display (never used as a path), its type is decided by its
 * content (not its name or the browser's claim), and anything the engines cannot read is refused with a
 * message that says what to upload instead; a file of a known type that cannot be used (password, macros,
 * damaged, unsafe) is refused with the engine's own reason (a DocumentError, 422 in the error handler).
 */
import path from 'node:path';
import { isDocumentError, readableFormat } from '../../../engines/document/index';
import { MIME } from '@contract/index';
import { unsupportedType } from '../../errors';
import type { Storage } from '../../storage';

export type AcceptedFormat = 'docx' | 'xlsx' | 'pdf' | 'doc';

export const FORMAT_MIME: Record<AcceptedFormat, string> = MIME;

/** A display name safe to show and to put in a Content-Disposition: no path, no control characters, ≤ 200 chars. */
export function cleanFileName(name: string | undefined, fallback = 'document'): string {
  let base = (name ?? '').replace(/\\/g, '/');
  base = path.posix.basename(base);
  base = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim();
  base = base.replace(/^\.+/, '');
  if (!base) base = fallback;
  if (base.length > 200) {
    const ext = path.extname(base).slice(0, 10);
    base = base.slice(0, 200 - ext.length) + ext;
  }
  return base;
}

export function extensionFor(format: AcceptedFormat): string {
  return `.${format}`;
}

export const UNREADABLE_FORMAT =
  "I can't read this file format. Please upload a Word document (.docx or .doc), a PDF, or an Excel workbook (.xlsx).";

/** Decides the format from the bytes; refuses what no engine reads (415) and, with its reason, what it cannot use. */
export function detectFormat(bytes: Uint8Array): AcceptedFormat {
  if (bytes.length === 0) throw unsupportedType('The file is empty. Please choose the completed document itself.');
  try {
    return readableFormat(bytes);
  } catch (err) {
    if (isDocumentError(err) && (err.code === 'UNSUPPORTED_FORMAT' || err.code === 'NOT_A_ZIP'))
      throw unsupportedType(UNREADABLE_FORMAT);
    throw err;
  }
}

export interface StoredUpload {
  storageKey: string;
  size: number;
  originalName?: string;
  /** The file as the route received it, when it holds it (a multipart upload): then it is not read back from storage. */
  bytes?: Uint8Array;
}

/** Reads a stored upload, decides its format by content (deleting and refusing what we cannot read), and names it. */
export async function acceptStoredUpload(storage: Storage, file: StoredUpload, fallbackName: string) {
  const bytes = file.bytes ?? (await storage.get(file.storageKey));
  let format: AcceptedFormat;
  try {
    format = detectFormat(bytes);
  } catch (err) {
    await storage.delete(file.storageKey);
    throw err;
  }
  const originalName = cleanFileName(file.originalName, `${fallbackName}${extensionFor(format)}`);
  return {
    storageKey: file.storageKey,
    originalName,
    filename: cleanFileName(originalName.replace(/\.[^.]*$/, '') + extensionFor(format)),
    fileSize: bytes.length,
    mimeType: FORMAT_MIME[format],
    format,
  };
}
