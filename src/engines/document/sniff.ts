/** Format detection by content, never by file name. */
import { DocumentError, passwordProtected } from './errors.js';
import type { DocumentFormat } from './types.js';
import { looksLikeZip, readXml, readZip, type ZipArchive } from './zip/zip-archive.js';
import { cfbEntries, isCfb, isEncryptedWordDocument } from './doc/cfb.js';

export interface Container {
  format: DocumentFormat;
  macroEnabled: boolean;
  /** The opened archive for docx/xlsx, reused by the readers. */
  zip?: ZipArchive;
}

/** Finds an OLE stream name (stored as UTF-16LE in the directory) anywhere: for containers whose directory is damaged. */
function hasUtf16(bytes: Uint8Array, name: string): boolean {
  const needle = new Uint8Array(name.length * 2);
  for (let i = 0; i < name.length; i++) needle[i * 2] = name.charCodeAt(i);
  const first = needle[0];
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * A PDF starts with `%PDF-` and its version. Before it, only what real writers put there is allowed: a byte-order
 * mark and white space. `%PDF-` further in (an executable or an HTML page carrying one) is not a PDF.
 */
export function isPdf(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < 64 && (bytes[i] === 0x20 || (bytes[i]! >= 0x09 && bytes[i]! <= 0x0d))) i++;
  const head = String.fromCharCode(...bytes.subarray(i, i + 6));
  return /^%PDF-\d$/.test(head);
}

function openCfb(bytes: Uint8Array): Container | null {
  const entries = cfbEntries(bytes);
  const has = (name: string) => (entries ? entries.some((e) => e.name === name) : hasUtf16(bytes, name));
  // A password-protected .docx or .xlsx is an OLE container holding the encrypted package.
  if (has('EncryptedPackage') || has('EncryptionInfo')) throw passwordProtected();
  if (!has('WordDocument')) return null;
  if (entries && isEncryptedWordDocument(bytes, entries)) {
    throw passwordProtected('The Word document', 'Word (File > Info > Protect Document)');
  }
  return { format: 'doc', macroEnabled: has('Macros') };
}

/**
 * Opens the container and says what it is. Throws a DocumentError for empty, encrypted,
 * truncated or unsafe input; returns null for content that is simply not a questionnaire format.
 */
export function openContainer(bytes: Uint8Array): Container | null {
  if (bytes.length === 0)
    throw new DocumentError('EMPTY_DOCUMENT', 'The file is empty (0 bytes). Upload the questionnaire again.');
  if (isPdf(bytes)) return { format: 'pdf', macroEnabled: false };
  if (isCfb(bytes)) return openCfb(bytes);
  if (!looksLikeZip(bytes)) return null;
  const zip = readZip(bytes);
  const types = readXml(zip, '[Content_Types].xml') ?? '';
  const macro = /macroEnabled/i.test(types) || zip.entries.some((e) => /vbaProject\.bin$/i.test(e.name));
  if (zip.byName.has('word/document.xml') || /wordprocessingml\.document|ms-word\.document/.test(types)) {
    return { format: 'docx', macroEnabled: macro, zip };
  }
  if (zip.byName.has('xl/workbook.xml') || /spreadsheetml\.sheet|ms-excel\.sheet/.test(types)) {
    return { format: 'xlsx', macroEnabled: macro, zip };
  }
  return null;
}

/**
 * Opens a questionnaire the readers can take, or throws a DocumentError saying why not: not a format they read
 * (NOT_A_ZIP when the name promises an Office file), macros, a password, damage or unsafe content.
 */
export function usableContainer(bytes: Uint8Array, filename?: string): Container {
  const c = openContainer(bytes);
  if (!c && /\.(docx|docm|xlsx|xlsm|dotx)$/i.test(filename ?? '')) {
    throw new DocumentError(
      'NOT_A_ZIP',
      'The file is named like an Office document but is not one (it is not a ZIP container). Re-save it from Word or Excel.',
    );
  }
  if (!c) {
    throw new DocumentError(
      'UNSUPPORTED_FORMAT',
      'This file type is not supported. Upload a Word (.docx, .doc), Excel (.xlsx) or PDF questionnaire.',
    );
  }
  if (c.macroEnabled) {
    throw new DocumentError(
      'MACRO_ENABLED',
      'The file contains macros (.docm/.xlsm). Save a copy without macros (.docx or .xlsx) and upload that.',
    );
  }
  return c;
}

/** The format of a questionnaire the readers can take (see usableContainer for what is refused, and why). */
export function readableFormat(bytes: Uint8Array): DocumentFormat {
  return usableContainer(bytes).format;
}

/** The questionnaire format of some bytes, by content, or null. Macro-enabled files report their family (docx/xlsx). */
export function sniffFormat(bytes: Uint8Array): DocumentFormat | null {
  try {
    return openContainer(bytes)?.format ?? null;
  } catch {
    return null;
  }
}
