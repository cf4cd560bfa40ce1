/**
 * PDF questionnaires: the text layer read by its layout (pdf-document → layout-read), and the form fields of a
 * fillable PDF attached to the questions on their rows. Scanned PDFs (no text layer) get NO_TEXT_LAYER.
 */
import { DocumentError } from '../errors.js';
import type { ParsedQuestionnaire } from '../types.js';
import { readPdf } from './pdf-document.js';
import { PdfModelBuilder, headerLines, readLayout } from './layout-read.js';
import { withoutRunningLines } from './running-headers.js';

export async function parsePdf(bytes: Uint8Array, filename?: string): Promise<ParsedQuestionnaire> {
  const facts = await readPdf(bytes);
  if (facts.pages === 0) throw new DocumentError('EMPTY_DOCUMENT', 'The PDF has no pages.');
  const chars = facts.lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
  if (chars < 20 * Math.min(facts.pages, 3)) {
    throw new DocumentError('NO_TEXT_LAYER', 'This PDF has no text layer (it looks scanned). Run it through OCR, or upload the Word or Excel original.');
  }
  const lines = withoutRunningLines(facts.lines, facts.pages, headerLines(facts.lines));
  const builder = new PdfModelBuilder();
  readLayout(lines, builder);
  if (!builder.items.length) builder.warnings.push('No numbered questions were found in the PDF text.');
  return builder.build('pdf', filename);
}
