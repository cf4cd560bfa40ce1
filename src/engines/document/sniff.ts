/** Format detection by content, never by file name. */
import { DocumentError } from './errors.js';
import type { DocumentFormat } from './types.js';
import { looksLikeZip, readXml, readZip, type ZipArchive } from './zip.js';

export interface Container {
  format: DocumentFormat;
  macroEnabled: boolean;
  /** The opened archive for docx/xlsx, reused by the readers. */
  zip?: ZipArchive;
}

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** Finds an OLE stream name (stored as UTF-16LE in the directory). */
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

function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/**
 * Opens the container and says what it is. Throws a DocumentError for empty, encrypted,
 * truncated or unsafe input; returns null for content that is simply not a questionnaire format.
 */
export function openContainer(bytes: Uint8Array): Container | null {
  if (bytes.length === 0) throw new DocumentError('EMPTY_DOCUMENT', 'The file is empty (0 bytes). Upload the questionnaire again.');
  if (isPdf(bytes)) return { format: 'pdf', macroEnabled: false };
  if (startsWith(bytes, CFB_MAGIC)) {
    if (hasUtf16(bytes, 'EncryptedPackage') || hasUtf16(bytes, 'EncryptionInfo')) {
      throw new DocumentError('ENCRYPTED', 'The file is password-protected. Remove the password in Word or Excel (File > Info > Protect) and upload it again.');
    }
    if (hasUtf16(bytes, 'WordDocument')) return { format: 'doc', macroEnabled: hasUtf16(bytes, 'Macros') };
    return null;
  }
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

/** The questionnaire format of some bytes, by content. Macro-enabled files report their family (docx/xlsx). */
export function sniffFormat(bytes: Uint8Array): DocumentFormat | null {
  try {
    return openContainer(bytes)?.format ?? null;
  } catch {
    return null;
  }
}
