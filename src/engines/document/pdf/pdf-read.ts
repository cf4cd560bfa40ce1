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
  const perPage: string[][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const tc = await page.getTextContent();
    const lines: string[] = [];
    let line = '';
    for (const it of tc.items as TextItem[]) {
      line += it.str ?? '';
      if (it.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
    perPage.push(lines);
    page.cleanup();
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { lines: withoutRunningHeaders(perPage), pages };
}

const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i;
const HEAD_LINES = 15;
const FOOT_LINES = 5;

/**
 * Drops running headers and footers: short lines at the same place from the top or the bottom of at least 3 pages
 * and a third of them (a title, a version, "Confidential"), wherever else they appear, and bare page numbers at
 * the top or bottom, so they never end up inside a question or an answer. Repeated answers stay: they do not sit
 * at the same place on every page.
 */
export function withoutRunningHeaders(perPage: string[][]): string[] {
  const edge = (lines: string[], i: number) => i < HEAD_LINES || i >= lines.length - FOOT_LINES;
  const placed = new Map<string, number>();
  for (const lines of perPage) {
    lines.forEach((raw, i) => {
      const l = raw.trim();
      if (!l || l.length >= 80 || !edge(lines, i)) return;
      const key = `${i < HEAD_LINES ? i : i - lines.length}|${l}`;
      placed.set(key, (placed.get(key) ?? 0) + 1);
    });
  }
  const running = new Set<string>();
  for (const [key, n] of placed) if (n >= 3 && n >= perPage.length / 3) running.add(key.slice(key.indexOf('|') + 1));
  return perPage.flatMap((lines) => lines.filter((l, i) => !running.has(l.trim()) && !(edge(lines, i) && PAGE_NUMBER.test(l.trim()))));
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
