/**
 * The rows of a PDF table under its header. Every text item goes to the column it starts in; a row starts where
 * the question column starts a new block of text (after a gap wider than its line spacing, on a new page, or
 * beside a second id); an id column's cell belongs to the block it sits in (ids are often centred in tall rows),
 * and a block with no id of its own continues the row above (a question cell split by a page break).
 */
import { joinParts, type Part, type PdfLine } from './page-text.js';
import { columnAt, type Column } from './table-header.js';

export interface TableRow {
  id: string;
  question: string;
  /** One text per answer column, in column order. */
  answers: string[];
  /** Where the row starts: its first line, as an index into the lines given. */
  first: number;
  /** A full-width row in the id column that is not an id: a section title inside the table. */
  section?: boolean;
}

interface LineCells {
  line: PdfLine;
  index: number;
  texts: string[];
}

function cellsOf(line: PdfLine, index: number, columns: Column[]): LineCells {
  const parts: Part[][] = columns.map(() => []);
  for (const chunk of line.chunks) {
    for (const p of chunk.parts) {
      const col = columnAt(columns, p.x, 0.6 * p.size);
      if (col >= 0) parts[col]!.push(p);
    }
  }
  return { line, index, texts: parts.map((ps) => joinParts(ps)) };
}

/** Typical distance between two wrapped lines of one cell. */
function linePitch(cells: LineCells[], col: number): number {
  const gaps: number[] = [];
  let prev: PdfLine | undefined;
  for (const c of cells) {
    if (!c.texts[col]) continue;
    if (prev && prev.page === c.line.page) {
      const gap = c.line.y - prev.y;
      if (gap > 0 && gap < 2 * c.line.size) gaps.push(gap);
    }
    prev = c.line;
  }
  gaps.sort((a, b) => a - b);
  return gaps.length ? gaps[Math.floor(gaps.length * 0.3)]! : 1.2 * (cells[0]?.line.size ?? 10);
}

/** A line that ends inside a web address ("…/certification/canv" + "as"): the next line goes on without a space. */
const URL_END = /(?:https?:\/\/|www\.)\S*[\w/-]$/;

const BULLET = /^[•▪◦‣∙·●○■□-]\s/;

/** Lines of one cell joined: wrapped lines with a space (none after "semi-" or "…/"), paragraphs with a new line. */
function joinCell(lines: { text: string; line: PdfLine }[], pitch: number): string {
  let out = '';
  let prev: PdfLine | undefined;
  for (const { text, line } of lines) {
    if (!out) out = text;
    else if ((prev && (line.page !== prev.page || line.y - prev.y > 1.3 * pitch)) || BULLET.test(text))
      out += `\n${text}`;
    else
      out +=
        (/[-/]$/.test(out) && !/\s-$/.test(out)) || (URL_END.test(out) && /^[\w/#?=&%.-]+(?:\s|$)/.test(text))
          ? text
          : ` ${text}`;
    prev = line;
  }
  return out;
}

const ID_LIKE = /^(?:[A-Z][A-Za-z&]{0,7}[- ]?)?\d{1,3}(?:[.-]\d{1,3})*\.?(?:\s?[a-z]{1,2}\d{0,2}\)?)?$/;

export function tableRows(lines: PdfLine[], columns: Column[]): TableRow[] {
  const q = columns.findIndex((c) => c.role === 'question');
  const idCol = columns.findIndex((c) => c.role === 'id');
  const answerCols = columns.flatMap((c, i) => (c.role === 'answer' ? [i] : []));
  const cells = lines.map((l, i) => cellsOf(l, i, columns));
  const pitch = linePitch(cells, q);
  // Blocks of the question column (and section rows), each with the lines up to the next block.
  const blocks: { start: number; lines: LineCells[]; section?: boolean }[] = [];
  let lastQ: PdfLine | undefined;
  /** The block's id so far ("" for none): an id split over lines ("A&A-" / "01.1") continues it. */
  let blockId = '';
  for (const c of cells) {
    const id = idCol >= 0 ? c.texts[idCol]! : '';
    const question = c.texts[q]!;
    const section = idCol >= 0 && !!id && !question && !ID_LIKE.test(id) && /[a-z]{3}/i.test(id);
    const gap = lastQ && lastQ.page === c.line.page ? c.line.y - lastQ.y : Infinity;
    const newId = !!id && !!blockId && !/[-/.]$/.test(blockId);
    const startsRow = section || (!!question && (!blocks.length || gap > 1.45 * pitch || newId));
    if (startsRow) {
      blocks.push({ start: c.index, lines: [], section });
      blockId = '';
    }
    if (!blocks.length) continue;
    blocks.at(-1)!.lines.push(c);
    if (id && !section) blockId += id;
    if (question) lastQ = c.line;
  }
  const rows: TableRow[] = [];
  for (const b of blocks) {
    const text = (col: number) =>
      joinCell(
        b.lines.filter((c) => c.texts[col]).map((c) => ({ text: c.texts[col]!, line: c.line })),
        pitch,
      );
    if (b.section) {
      rows.push({ id: text(idCol), question: '', answers: [], first: b.start, section: true });
      continue;
    }
    const row: TableRow = {
      id: idCol >= 0 ? text(idCol).replace(/\s+/g, ' ') : '',
      question: text(q).replace(/\s+/g, ' '),
      answers: answerCols.map((a) => text(a)),
      first: b.start,
    };
    const prev = rows.at(-1);
    // A block without an id of its own, where the table has ids: the rest of the row above (split by a page break).
    if (idCol >= 0 && !row.id && prev && !prev.section && rows.some((r) => r.id)) {
      prev.question = `${prev.question} ${row.question}`.trim();
      prev.answers = prev.answers.map((a, i) => [a, row.answers[i]].filter(Boolean).join('\n'));
      continue;
    }
    rows.push(row);
  }
  return rows;
}
