/**
 * Question blocks side by side on one sheet: "Ref | Question | Response" in A-C and again in E-G, or a
 * "Field | Value" cover block beside the questions under a header row of its own. Each block is found by its header
 * group (a question header with an answer header after it) in columns no other block's header uses, and read as a
 * sheet of its own: the same sheet, only its columns (answer cells keep their place on the sheet).
 */
import { clean } from '../text/text-heuristics.js';
import { HEAD_SCAN_ROWS, ANSWER_HEAD, DETAIL_HEAD, QUESTION_HEAD, listUnder } from './detect-by-header.js';
import { splitRef, type Sheet, type SheetCell } from './read-workbook.js';

/** A header group: the header row and the columns from its first header cell to its answer (or detail) column. */
interface HeaderGroup {
  header: number;
  first: number;
  last: number;
}

/** One block of a sheet: its columns read as a sheet, and its title when blocks are titled side by side. */
export interface SheetBlock {
  view: Sheet;
  title?: string;
}

const textOf = (c: SheetCell) => clean(c.text);

/** The question/answer header groups of one row, left to right. */
function groupsOnRow(sheet: Sheet, row: number): HeaderGroup[] {
  const cells = sheet.rows
    .get(row)!
    .filter((c) => textOf(c) && !sheet.mergedInto.has(c.ref))
    .sort((a, b) => a.col - b.col);
  const questions = cells.filter((c) => QUESTION_HEAD.test(textOf(c)));
  const out: HeaderGroup[] = [];
  questions.forEach((q, k) => {
    const end = questions[k + 1]?.col ?? Infinity;
    const within = cells.filter((c) => c.col > q.col && c.col < end);
    const answer =
      within.find((c) => ANSWER_HEAD.test(textOf(c))) ??
      within.find((c) => !DETAIL_HEAD.test(textOf(c)) && listUnder(sheet, row, c.col));
    if (!answer) return;
    const detail = within.find((c) => c.col > answer.col && DETAIL_HEAD.test(textOf(c)));
    // The group starts at the run of header cells just left of its question ("Ref", "Question ID", "Domain").
    let first = q.col;
    const after = out.at(-1)?.last ?? 0;
    while (first - 1 > after && cells.some((c) => c.col === first - 1)) first--;
    out.push({ header: row, first, last: detail?.col ?? answer.col });
  });
  return out;
}

/** Header groups in the first rows whose columns no earlier group uses. */
function headerGroups(sheet: Sheet): HeaderGroup[] {
  const groups: HeaderGroup[] = [];
  const rows = [...sheet.rows.keys()].sort((a, b) => a - b).slice(0, HEAD_SCAN_ROWS);
  for (const row of rows)
    for (const g of groupsOnRow(sheet, row))
      if (groups.every((o) => g.last < o.first || g.first > o.last)) groups.push(g);
  return groups.sort((a, b) => a.first - b.first);
}

/** The sheet's cells in columns first..last, as a sheet of its own (same name and part, so slots address the sheet). */
export function columnsView(sheet: Sheet, first: number, last: number): Sheet {
  const inside = (col: number) => col >= first && col <= last;
  const rows = new Map<number, SheetCell[]>();
  for (const [row, cells] of sheet.rows) {
    const kept = cells.filter((c) => inside(c.col));
    if (kept.length) rows.set(row, kept);
  }
  return {
    ...sheet,
    cells: new Map([...sheet.cells].filter(([, c]) => inside(c.col))),
    rows,
    mergedInto: new Map([...sheet.mergedInto].filter(([ref]) => inside(splitRef(ref).col))),
    columns: [first, last],
  };
}

/** The one line alone right above a block's header, inside its columns. */
function titleAbove(view: Sheet, header: number): string | undefined {
  const cells = (view.rows.get(header - 1) ?? []).filter((c) => textOf(c));
  const only = cells.length === 1 ? textOf(cells[0]!) : '';
  return only && only.length < 60 && !/[.:?]$/.test(only) ? only : undefined;
}

/**
 * The sheet's blocks, left to right: the whole sheet when it has fewer than two header groups in separate columns.
 * Titles right above the headers become the blocks' sections when every block has one on the same row.
 */
export function sheetBlocks(sheet: Sheet): SheetBlock[] {
  const groups = headerGroups(sheet);
  if (groups.length < 2) return [{ view: sheet }];
  const blocks = groups.map((g, k) => {
    const view = columnsView(sheet, k === 0 ? 1 : g.first, (groups[k + 1]?.first ?? Infinity) - 1);
    return { view, header: g.header, title: titleAbove(view, g.header) };
  });
  const titled = blocks.every((b) => b.title && b.header === blocks[0]!.header);
  return blocks.map((b) => (titled ? { view: b.view, title: b.title! } : { view: b.view }));
}
