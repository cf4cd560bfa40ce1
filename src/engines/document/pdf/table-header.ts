/**
 * A questionnaire table in a PDF, found by its header: one line, or a band of lines for header cells that wrap
 * ("CSP CAIQ" over "Answer"), holding a question column and at least one answer column. The columns' left edges
 * come from the data under the header (a centred header sits over its column's text), or from the header cell
 * itself for a column that is still empty (a blank form).
 */
import type { PdfLine } from './page-text.js';
import { anyOf } from '../../language/index.js';

export type ColumnRole = 'id' | 'question' | 'answer' | 'other';

export interface Column {
  left: number;
  role: ColumnRole;
  label: string;
}

export interface TableHeader {
  /** Index of the header's first and last line in the document's lines. */
  first: number;
  last: number;
  columns: Column[];
  /** The header's text, to recognise it again at the top of the next page. */
  key: string;
}

/** The whole of an id column's header: "#", "No.", "N°", "Ref #", "Item", "Q No.". */
// prettier-ignore
const ID_HEAD_WORDS = [
  '#', String.raw`no\.?\s*#?`, String.raw`nr\.?`, 'n°', 'num(?:ber)?', 'id', String.raw`ref(?:erence)?\.?(?:\s*(?:no\.?|#))?`,
  String.raw`item\s*(?:no\.?|#)?`, String.raw`s\.?\s?no\.?`, String.raw`q\.?\s?(?:no\.?|#)`,
];
/** "Question ID", "Control number", "Req #": what is numbered, then how. */
const NUMBERED_THINGS = ['question', 'control', 'req(?:uirement)?'];
const NUMBER_WORDS = ['id', 'number', String.raw`no\.?`, '#', 'ref'];
/** Whole words of a question column's header. */
// prettier-ignore
const QUESTION_WORDS = [
  'questions?', 'requirements?', 'query', 'queries', 'information (?:required|requested)', 'request',
];
/** Whole words of an answer column's header. */
// prettier-ignore
const ANSWER_WORDS = [
  'answers?', 'responses?', 'reply', 'replies', 'comments?', 'explanation', 'implementation description', 'remarks?',
];
export const ID_HEAD = new RegExp(
  String.raw`^(?:${ID_HEAD_WORDS.join('|')}|${anyOf(NUMBERED_THINGS)}\s*${anyOf(NUMBER_WORDS)})$`,
  'i',
);
export const QUESTION_HEAD = new RegExp(String.raw`\b${anyOf(QUESTION_WORDS)}\b`, 'i');
export const ANSWER_HEAD = new RegExp(String.raw`\b${anyOf(ANSWER_WORDS)}\b`, 'i');

interface HeaderCell {
  x: number;
  x1: number;
  text: string;
}

/** Header chunks of a band that overlap horizontally are one cell ("CSP CAIQ" + "Answer"). */
function headerCells(lines: PdfLine[]): HeaderCell[] {
  const cells: { x: number; x1: number; parts: { y: number; text: string }[] }[] = [];
  for (const l of lines) {
    for (const c of l.chunks) {
      const cell = cells.find((k) => c.x < k.x1 && c.x1 > k.x);
      if (cell) {
        cell.x = Math.min(cell.x, c.x);
        cell.x1 = Math.max(cell.x1, c.x1);
        cell.parts.push({ y: l.y, text: c.text });
      } else cells.push({ x: c.x, x1: c.x1, parts: [{ y: l.y, text: c.text }] });
    }
  }
  return cells
    .sort((a, b) => a.x - b.x)
    .map((c) => ({
      x: c.x,
      x1: c.x1,
      text: c.parts
        .sort((p, q) => p.y - q.y)
        .map((p) => p.text)
        .join(' '),
    }));
}

function roleOf(text: string): ColumnRole {
  if (ID_HEAD.test(text.trim())) return 'id';
  if (QUESTION_HEAD.test(text)) return 'question';
  if (ANSWER_HEAD.test(text)) return 'answer';
  return 'other';
}

/** A header band: the question column and an answer column after it, every cell a short label. */
function headerRoles(cells: HeaderCell[]): ColumnRole[] | null {
  if (cells.length < 2 || cells.some((c) => c.text.length > 60)) return null;
  const roles = cells.map((c) => roleOf(c.text));
  const q = roles.indexOf('question');
  if (q < 0 || !roles.slice(q + 1).includes('answer')) return null;
  // Only the first question column is the question; a second one ("Question ID" after it) is another column.
  return roles.map((r, i) => (r === 'question' && i !== q ? 'other' : r));
}

/** Left edges of the data's columns under a header: x positions where many lines start a chunk. */
function dataLefts(lines: PdfLine[]): number[] {
  const counts = new Map<number, number>();
  for (const l of lines) for (const c of l.chunks) counts.set(Math.round(c.x), (counts.get(Math.round(c.x)) ?? 0) + 1);
  const min = Math.max(2, Math.round(lines.length * 0.05));
  const lefts: number[] = [];
  for (const [x, n] of [...counts].sort((a, b) => a[0] - b[0])) {
    if (n < min) continue;
    if (lefts.length && x - lefts.at(-1)! <= 3) continue;
    lefts.push(x);
  }
  return lefts;
}

function columnsFor(cells: HeaderCell[], roles: ColumnRole[], data: PdfLine[]): Column[] {
  const lefts = dataLefts(data);
  let prevEnd = -Infinity;
  return cells.map((cell, i) => {
    const centre = (cell.x + cell.x1) / 2;
    // The data's left edge under this header cell: right of the previous header cell, left of this one's centre.
    const under = lefts.filter((x) => x >= prevEnd - 2 && x <= centre);
    prevEnd = cell.x1;
    const left = under.length ? Math.min(under.at(-1)!, cell.x) : cell.x;
    return { left, role: roles[i]!, label: cell.text };
  });
}

const MAX_BAND = 5;

/**
 * Finds the table header starting at line `i`, or null: the longest band of up to 5 close lines in the same
 * size that reads as a header (a header cell wrapped over lines is whole only at the band's end).
 */
export function headerAt(lines: PdfLine[], i: number): TableHeader | null {
  const first = lines[i]!;
  let found: { n: number; cells: HeaderCell[]; roles: ColumnRole[] } | null = null;
  for (let n = 1; n <= MAX_BAND && i + n <= lines.length; n++) {
    const band = lines.slice(i, i + n);
    const last = band.at(-1)!;
    if (last.page !== first.page || Math.abs(last.size - first.size) > 0.3) break;
    if (n > 1 && last.y - band.at(-2)!.y > 1.6 * last.size) break;
    const cells = headerCells(band);
    const roles = headerRoles(cells);
    if (roles) found = { n, cells, roles };
    else if (found) break;
  }
  if (!found) return null;
  const { n, cells, roles } = found;
  const data = lines.slice(i + n, i + n + 200).filter((l) => l.page === first.page || l.page === first.page + 1);
  return {
    first: i,
    last: i + n - 1,
    columns: columnsFor(cells, roles, data),
    key: cells.map((c) => c.text).join('|'),
  };
}

/** The column a piece of text starting at `x` falls in (a little slack to the left of each edge). */
export function columnAt(columns: Column[], x: number, slack: number): number {
  let col = -1;
  columns.forEach((c, i) => {
    if (x >= c.left - slack) col = i;
  });
  return col;
}
