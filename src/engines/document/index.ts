/**
 * Document engine: questionnaires in (docx, xlsx, pdf, doc), a structured model out, answers written back in place.
 * Plain library: bytes in, bytes/structures out; no HTTP, no database.
 */
import { parseDocx } from './docx-parse.js';
import { parseXlsx } from './xlsx-parse.js';
import { parsePdf } from './pdf-read.js';
import { parseDoc } from './doc-read.js';
import { DocumentError } from './errors.js';
import { openContainer } from './sniff.js';
import type { ParsedQuestionnaire } from './types.js';

export { DocumentError, isDocumentError, type DocumentErrorCode } from './errors.js';
export { sniffFormat } from './sniff.js';
export { extractQaPairs } from './extract.js';
export { fillQuestionnaire } from './fill.js';
export type * from './types.js';

export async function parseQuestionnaire(bytes: Uint8Array, opts: { filename?: string } = {}): Promise<ParsedQuestionnaire> {
  const c = openContainer(bytes);
  if (!c && /\.(docx|docm|xlsx|xlsm|dotx)$/i.test(opts.filename ?? '')) {
    throw new DocumentError('NOT_A_ZIP', 'The file is named like an Office document but is not one (it is not a ZIP container). Re-save it from Word or Excel.');
  }
  if (!c) {
    throw new DocumentError('UNSUPPORTED_FORMAT', 'This file type is not supported. Upload a Word (.docx, .doc), Excel (.xlsx) or PDF questionnaire.');
  }
  if (c.macroEnabled) {
    throw new DocumentError('MACRO_ENABLED', 'The file contains macros (.docm/.xlsm). Save a copy without macros (.docx or .xlsx) and upload that.');
  }
  switch (c.format) {
    case 'docx':
      return parseDocx(c.zip!, opts.filename);
    case 'xlsx':
      return parseXlsx(c.zip!, opts.filename);
    case 'pdf':
      return parsePdf(bytes, opts.filename);
    case 'doc':
      return parseDoc(bytes, opts.filename);
  }
}
