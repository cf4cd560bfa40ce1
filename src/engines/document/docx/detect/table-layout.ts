/**
 * How a Word table is laid out: which row is the header (one row, or two with merged cells), which columns hold
 * ids, questions, answers and Yes/No marks, forms without a header, and rows lined up under the header's columns.
 */
import type { CellInfo, RowInfo } from '../read-body.js';
import { collectText, kids } from '../word-xml.js';
import {
  MULTI_NUMBER_RE,
  ID_RE,
  clean,
  isPlaceholder,
  looksLikeQuestion,
  parseCheckboxes,
} from '../../text/text-heuristics.js';
import type { CheckboxOption } from '../../types.js';
import { anyOf } from '../../../language/index.js';

/** A header cell that is the whole of an id column's name ("#", "No.", "Ref", "S.No.", "Item #"). */
// prettier-ignore
const ID_HEAD_WORDS = [
  '#', String.raw`no\.?`, String.raw`nr\.?`, 'num(?:ber)?', 'id', String.raw`ref(?:erence)?\.?`, String.raw`item\s*#`,
  String.raw`s\.?\s?no\.?`,
];
/** "Question ID", "Control number", "Req #": what is numbered, then how. */
const NUMBERED_THINGS = ['questions?', 'control', 'req(?:uirement)?'];
const NUMBER_WORDS = ['id', 'number', String.raw`no\.?`, '#', 'ref'];
export const ID_HEAD = new RegExp(
  String.raw`^(?:${ID_HEAD_WORDS.join('|')}|${anyOf(NUMBERED_THINGS)}\s*${anyOf(NUMBER_WORDS)})$`,
  'i',
);
/** A section column's whole header. */
const SECTION_HEAD_WORDS = ['topic', 'section', 'category', 'domain', 'area', 'theme', 'chapter', 'part'];
export const SECTION_HEAD = new RegExp(`^${anyOf(SECTION_HEAD_WORDS)}$`, 'i');
const YES_HEAD = /^(?:yes|y)$/i;
const NO_HEAD = /^(?:no|n)$/i;
const NA_HEAD = /^(?:n\/?a|not applicable)$/i;
/** Anywhere in a header cell: the question column ("Question", "Control description", "Criteria"). */
// prettier-ignore
const QUESTION_HEAD_WORDS = [
  'question', 'requirement', 'query', 'field', 'item', 'criteri', 'certification', 'severity', 'control', 'request',
  'information (?:required|requested)', 'attribute', 'parameter', 'description', 'topic', 'subject',
];
/** Anywhere in a header cell: an answer column ("Vendor response", "Yes/No", "Expiry", "Compliance"). */
// prettier-ignore
const ANSWER_HEAD_WORDS = [
  'response', 'answer', 'reply', 'comment', 'explain', 'vendor', 'supplier', 'bidder', 'remark', 'evidence', 'detail',
  String.raw`notes?\b`, String.raw`yes\s*\/\s*no`, String.raw`y\s*\/\s*n`, 'expir', 'timeframe', 'time frame',
  'can provide', 'status', 'value', 'provided', 'compl(?:y|iance)', 'input',
];
export const QUESTION_HEAD = new RegExp(QUESTION_HEAD_WORDS.join('|'), 'i');
export const ANSWER_HEAD = new RegExp(ANSWER_HEAD_WORDS.join('|'), 'i');

export interface Roles {
  header: number; // header row index or -1
  id?: number;
  section?: number;
  question: number;
  answers: number[];
  yes?: number;
  no?: number;
  na?: number;
  /** Label/answer column pairs side by side (a form with several fields per row). */
  pairs?: [number, number][];
  confidence: number;
}

export const cellText = (row: RowInfo | undefined, c: number | undefined): string =>
  row && c !== undefined ? clean(row.cells[c]?.text ?? '') : '';
const UNTICKED_BOX = /^(?:[☐□▢❑❒]|\[\s?\])$/;
export const blankCell = (row: RowInfo, c: number): boolean => {
  const cell = row.cells[c];
  if (!cell || isPlaceholder(cell.text) || (cell.sdt && cell.sdt.placeholder)) return true;
  // One box not ticked (a Yes or a No column's checkbox, a control or a glyph) is still to be answered.
  if (UNTICKED_BOX.test(clean(cell.text))) return true;
  // Options with no box ticked are still to be answered.
  const boxes = parseCheckboxes(clean(cell.text));
  return !!boxes && !boxes.stem && boxes.options.every((o) => !o.checked);
};

export function looksLikeHeader(row: RowInfo): boolean {
  const texts = row.cells.map((c) => clean(c.text));
  if (row.header) return true;
  if (texts.filter(Boolean).length < 2) return false;
  if (texts.some((t) => t.length > 60)) return false;
  // A row that asks a full question is a question row, whatever its answer says ("Yes, see the answer above").
  if (texts.some((t) => t.length > 25 && t.includes('?') && looksLikeQuestion(t))) return false;
  return texts.some((t) => ANSWER_HEAD.test(t) || YES_HEAD.test(t) || QUESTION_HEAD.test(t) || ID_HEAD.test(t));
}

/** Every cell names a column ("No. | Question | Response"): the header typed again, not a row that mentions a word of one. */
export function headerAgain(row: RowInfo): boolean {
  const texts = row.cells.map((c) => clean(c.text)).filter(Boolean);
  const names = (t: string) =>
    t.length <= 40 &&
    (ANSWER_HEAD.test(t) ||
      YES_HEAD.test(t) ||
      NO_HEAD.test(t) ||
      QUESTION_HEAD.test(t) ||
      ID_HEAD.test(t) ||
      SECTION_HEAD.test(t));
  return row.header || (texts.length >= 2 && texts.every(names));
}

export function rolesFromHeader(rows: RowInfo[]): Roles | null {
  const head = rows[0]!;
  const texts = head.cells.map((c) => clean(c.text));
  const r: Roles = { header: 0, question: -1, answers: [], confidence: 0.95 };
  const unknown: number[] = [];
  const questionLike: number[] = [];
  const answerLike: number[] = [];
  const hasYes = texts.some((t) => YES_HEAD.test(t));
  texts.forEach((t, i) => {
    if (!t) return;
    if (hasYes && NO_HEAD.test(t)) r.no = i;
    else if (ID_HEAD.test(t)) r.id ??= i;
    else if (SECTION_HEAD.test(t)) r.section ??= i;
    else if (YES_HEAD.test(t)) r.yes = i;
    else if (NO_HEAD.test(t)) r.no = i;
    else if (NA_HEAD.test(t)) r.na = i;
    else if (QUESTION_HEAD.test(t) && !ANSWER_HEAD.test(t)) questionLike.push(i);
    else if (ANSWER_HEAD.test(t)) answerLike.push(i);
    else unknown.push(i);
  });
  r.question = questionLike[0] ?? unknown[0] ?? -1;
  r.answers = answerLike.filter((i) => i > r.question);
  if (r.question < 0) return null;
  if (r.yes !== undefined && r.no !== undefined) return r;
  // Columns after the question that are blank in most data rows are answer columns too.
  if (!r.answers.length) {
    const data = rows.slice(1);
    for (let c = r.question + 1; c < texts.length; c++) {
      const blanks = data.filter((row) => blankCell(row, c)).length;
      if (data.length && blanks / data.length >= 0.6) r.answers.push(c);
    }
    r.confidence = 0.85;
  }
  return r.answers.length ? r : null;
}

/** Answer-shaped: blank, or checkbox options (ticked or not: a completed form of boxes is still a form). */
const answerShaped = (r: RowInfo, c: number) => blankCell(r, c) || !!(r.cells[c] && cellCheckboxes(r.cells[c]));

/** Labels written as labels ("Firm name:") in most rows: a form even once it is filled in. */
const colonLabels = (rows: RowInfo[], c: number) => {
  const labels = rows.map((r) => cellText(r, c)).filter(Boolean);
  return labels.length >= 2 && labels.filter((l) => /:$/.test(l) && l.length < 80).length / labels.length >= 0.8;
};

/**
 * "Does the firm have a policy? | Yes, since 2019.": rows spanning the table ask in the label column and do not in
 * the last one (a filled-in question table without a header; one-cell section rows aside).
 */
function askedAndAnswered(rows: RowInfo[], last: number): boolean {
  const full = rows.filter((r) => r.cells.length === last + 1);
  if (full.length < 2) return false;
  const asks = full.filter((r) => looksLikeQuestion(cellText(r, last - 1))).length;
  const answersAsk = full.filter((r) => looksLikeQuestion(cellText(r, last))).length;
  return asks / full.length >= 0.8 && answersAsk / full.length < 0.2;
}

/** "Firm name | ____ | Date founded | ____": label/blank pairs side by side (two or three fields per row). */
function fieldPairs(rows: RowInfo[], width: number): [number, number][] | null {
  if (width % 2 !== 0 || width < 4 || width > 6) return null;
  const pairs: [number, number][] = [];
  for (let c = 0; c < width; c += 2) {
    const labels = rows.filter((r) => cellText(r, c).length > 0).length;
    const blanks = rows.filter((r) => answerShaped(r, c + 1)).length;
    if (labels / rows.length < 0.6 || (blanks / rows.length < 0.8 && !colonLabels(rows, c))) return null;
    pairs.push([c, c + 1]);
  }
  return pairs;
}

/** Without a header: "Label | ____" forms, "ID | Question | blank", or label/blank pairs side by side. */
export function rolesWithoutHeader(rows: RowInfo[]): Roles | null {
  const width = Math.max(...rows.map((r) => r.cells.length));
  if (width < 2 || width > 6 || rows.length < 1) return null;
  const pairs = fieldPairs(rows, width);
  if (pairs) return { header: -1, question: pairs[0]![0], answers: [pairs[0]![1]], pairs, confidence: 0.75 };
  if (width > 4 || rows.length < 2) return null;
  const last = width - 1;
  const blanks = rows.filter((r) => answerShaped(r, last)).length;
  const labels = rows.filter((r) => cellText(r, last - 1).length > 0).length;
  if (
    (blanks / rows.length < 0.8 && !colonLabels(rows, last - 1) && !askedAndAnswered(rows, last)) ||
    labels / rows.length < 0.8
  )
    return null;
  const idCol =
    width >= 3 &&
    rows.filter((r) => ID_RE.test(cellText(r, 0)) || MULTI_NUMBER_RE.test(cellText(r, 0))).length / rows.length > 0.6
      ? 0
      : undefined;
  return { header: -1, id: idCol, question: last - 1, answers: [last], confidence: 0.75 };
}

/**
 * Lines a row's cells up under the header's columns when merged cells (gridSpan) give it a different number
 * of cells: each header column takes the row cell that covers its first grid column. Rows with as many cells
 * as the header keep their order (Word often misaligns grid columns row by row without merging anything).
 * `physical` maps a header column back to the row's own cell index, which is what the filler addresses.
 */
export interface AlignedRow extends RowInfo {
  physical: (number | undefined)[];
}

export function alignRow(row: RowInfo, header: RowInfo | undefined): AlignedRow {
  if (!header || row.cells.length === header.cells.length || row.cells.length <= 1)
    return { ...row, physical: row.cells.map((_, i) => i) };
  const taken = new Set<number>();
  const physical = header.cells.map((h) => {
    const i = row.cells.findIndex((c) => c.gridCol <= h.gridCol && h.gridCol < c.gridCol + c.span);
    if (i < 0 || taken.has(i)) return undefined;
    taken.add(i);
    return i;
  });
  const cells = physical.map((i) => (i === undefined ? undefined : row.cells[i])) as RowInfo['cells'];
  return { ...row, cells, physical };
}

const SUB_HEAD = (t: string) =>
  YES_HEAD.test(t) || NO_HEAD.test(t) || NA_HEAD.test(t) || ANSWER_HEAD.test(t) || DETAIL_SUB_HEAD.test(t);
const DETAIL_SUB_HEAD = /^(?:explanation|comments?|details?|notes?|evidence|date|frequency|owner)$/i;

/**
 * A header over two rows ("Response" merged over "Yes | No", "Question" merged down over both): one header
 * with the second row's cells, each blank one taking the text of the first-row cell above it.
 */
export function twoRowHeader(first: RowInfo, second: RowInfo | undefined): RowInfo | null {
  if (!second || second.cells.length <= first.cells.length) return null;
  const sub = second.cells.map((c) => clean(c.text)).filter(Boolean);
  if (!sub.length || sub.some((t) => t.length > 40 || !SUB_HEAD(t))) return null;
  const cells = second.cells.map((c) => {
    if (clean(c.text)) return c;
    const above = first.cells.find((h) => h.gridCol <= c.gridCol && c.gridCol < h.gridCol + h.span);
    return above ? { ...c, text: above.text } : c;
  });
  return { ...second, cells, header: true };
}

/** The paragraph of a cell that holds checkbox options ("☐ Yes ☐ No"), with the options; offsets are into its own text. */
export function cellCheckboxes(cell: CellInfo): { paragraph: number; options: CheckboxOption[] } | null {
  const paras = kids(cell.el, 'p');
  for (let i = 0; i < paras.length; i++) {
    const boxes = parseCheckboxes(collectText(paras[i]!));
    if (boxes && !boxes.stem) return { paragraph: i, options: boxes.options };
  }
  return null;
}
