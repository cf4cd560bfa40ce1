/**
 * The rendered .docx files printed to PDF by LibreOffice at bench time (nothing is committed) and read back:
 * the share of the .docx's questions the PDF gives, and for completed files the share of answers read the same
 * (token F1 ≥ 0.9 against the .docx's answer). Targets: ≥ 98% of questions, ≥ 95% of answers.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { parseQuestionnaire } from '../src/engines/document/index.js';
import { tokenF1 } from '../src/engines/answering/index.js';
import { loadTruth, match, pct } from './quality-truth.js';
import { sofficeToPdf } from '../tests/support/libreoffice.js';

/** A PDF's text layer as pdf.js orders it, one line per end-of-line mark: a count of numbered lines independent of the engine. */
export async function textLayerLines(file: string): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)), { isEvalSupported: false });
  const lines: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    let line = '';
    for (const it of (await (await pdf.getPage(i)).getTextContent()).items as { str?: string; hasEOL?: boolean }[]) {
      line += it.str ?? '';
      if (it.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  await pdf.destroy();
  return lines;
}

export interface PdfRenderRow {
  file: string;
  docx: number;
  pdf: number;
  questions: string;
  answersF1: string;
  ms: number;
}

/** Converts every .docx of `rendered` to PDF in one LibreOffice run; returns the PDFs' directory (caller removes it). */
function convertAll(rendered: string, files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'ddq-pdf-renders-'));
  sofficeToPdf(
    files.map((f) => join(rendered, f)),
    dir,
    300_000,
  );
  return dir;
}

export async function evaluatePdfRenders(rendered: string, misses: string[]): Promise<PdfRenderRow[]> {
  const files = readdirSync(rendered)
    .filter((f) => f.endsWith('.docx'))
    .sort();
  const dir = convertAll(rendered, files);
  const rows: PdfRenderRow[] = [];
  try {
    for (const f of files) {
      const truth = loadTruth(rendered, f.replace(/\.(table|numbered|form)\.(blank|completed)\.docx$/, ''));
      const docx = await parseQuestionnaire(new Uint8Array(readFileSync(join(rendered, f))), { filename: f });
      const pdfName = f.replace(/\.docx$/, '.pdf');
      const bytes = new Uint8Array(readFileSync(join(dir, pdfName)));
      const t = performance.now();
      const pdf = await parseQuestionnaire(bytes, { filename: pdfName });
      const ms = Math.round(performance.now() - t);
      const fromDocx = match(docx, truth);
      const fromPdf = match(pdf, truth);
      let found = 0;
      let compared = 0;
      let same = 0;
      for (const [ei, di] of fromDocx) {
        const pi = fromPdf.get(ei);
        if (pi === undefined) {
          if (misses.length < 200)
            misses.push(`${pdfName}: missed ${JSON.stringify(truth[ei]!.question.slice(0, 80))}`);
          continue;
        }
        found++;
        const want = docx.items[di]!.answer ?? '';
        if (!f.includes('.completed.')) continue;
        compared++;
        const got = pdf.items[pi]!.answer ?? '';
        if (tokenF1(got, want) >= 0.9) same++;
        else if (misses.length < 200)
          misses.push(
            `${pdfName} #${ei}: got ${JSON.stringify(got.slice(0, 80))} want ${JSON.stringify(want.slice(0, 80))}`,
          );
      }
      const matched = new Set(fromPdf.values());
      pdf.items.forEach((it, ii) => {
        if (!matched.has(ii) && misses.length < 200)
          misses.push(`${pdfName}: extra ${JSON.stringify(it.question.slice(0, 80))}`);
      });
      rows.push({
        file: pdfName,
        docx: fromDocx.size,
        pdf: pdf.items.length,
        questions: pct(found, fromDocx.size),
        answersF1: compared ? pct(same, compared) : '-',
        ms,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
