/**
 * Document engine: questionnaires in (docx, xlsx, pdf, doc), a structured model out, answers written back in place.
 * Plain library: bytes in, bytes/structures out; no HTTP, no database.
 */
import { parseDocx } from './docx/parse-docx.js';
import { readWordBody } from './docx/read-body.js';
import { keepForFill } from './docx/kept-for-fill.js';
import { parseXlsx } from './xlsx/parse-xlsx.js';
import { parsePdf } from './pdf/parse-pdf.js';
import { parseDoc } from './doc/parse-doc.js';
import { usableContainer } from './sniff.js';
import type { ParsedQuestionnaire } from './types.js';
import { savedOn } from './zip/core-properties.js';

function withSavedOn(parsed: ParsedQuestionnaire, date: Date | undefined): ParsedQuestionnaire {
  return date ? { ...parsed, savedOn: date } : parsed;
}

export { DocumentError, isDocumentError, type DocumentErrorCode } from './errors.js';
export { readableFormat, sniffFormat } from './sniff.js';
export { extractQaPairs } from './extract-pairs.js';
export { fillQuestionnaire } from './fill-questionnaire.js';
export type * from './types.js';

export async function parseQuestionnaire(
  bytes: Uint8Array,
  opts: { filename?: string } = {},
): Promise<ParsedQuestionnaire> {
  const c = usableContainer(bytes, opts.filename);
  switch (c.format) {
    case 'docx': {
      const body = readWordBody(c.zip!);
      // The first fill of this parse writes into this body instead of reading the file again.
      return keepForFill(withSavedOn(parseDocx(body, opts.filename), savedOn(c.zip!)), bytes, { zip: c.zip!, body });
    }
    case 'xlsx':
      return withSavedOn(await parseXlsx(c.zip!, opts.filename), savedOn(c.zip!));
    case 'pdf':
      return parsePdf(bytes, opts.filename);
    case 'doc':
      return parseDoc(bytes, opts.filename);
  }
}
