/** PDF questionnaires: text layer → lines → questions. Scanned PDFs (no text layer) get NO_TEXT_LAYER. */
import { getDocumentProxy } from 'unpdf';
import { DocumentError } from './errors.js';
import { detectLines } from './lines-detect.js';
import { ModelBuilder } from './model-builder.js';
import type { ParsedQuestionnaire } from './types.js';

interface TextItem {
  str: string;
  hasEOL?: boolean;
}

export async function pdfLines(bytes: Uint8Array): Promise<{ lines: string[]; pages: number }> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false });
  } catch (cause) {
    const msg = String((cause as Error)?.message ?? cause);
    if (/password/i.test(msg)) throw new DocumentError('ENCRYPTED', 'The PDF is password-protected. Remove the password and upload it again.', { cause });
    throw new DocumentError('CORRUPT', 'The PDF could not be read (it is damaged or incomplete). Re-export it and try again.', { cause });
  }
  const lines: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const tc = await page.getTextContent();
    let line = '';
    for (const it of tc.items as TextItem[]) {
      line += it.str ?? '';
      if (it.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
    page.cleanup();
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { lines, pages };
}

export async function parsePdf(bytes: Uint8Array, filename?: string): Promise<ParsedQuestionnaire> {
  const { lines, pages } = await pdfLines(bytes);
  const chars = lines.join('').replace(/\s/g, '').length;
  if (pages === 0) throw new DocumentError('EMPTY_DOCUMENT', 'The PDF has no pages.');
  if (chars < 20 * Math.min(pages, 3)) {
    throw new DocumentError('NO_TEXT_LAYER', 'This PDF has no text layer (it looks scanned). Run it through OCR, or upload the Word or Excel original.');
  }
  const builder = new ModelBuilder();
  detectLines(lines, builder);
  if (!builder.items.length) builder.warnings.push('No numbered questions were found in the PDF text.');
  return builder.build('pdf', filename);
}
