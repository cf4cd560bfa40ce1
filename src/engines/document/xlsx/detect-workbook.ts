/** Finds questions in spreadsheet questionnaires (CAIQ, HECVAT, SIG style): id column, question column, answer cells. */
import { ModelBuilder } from '../model-builder.js';
import {
  ID_RE,
  MULTI_NUMBER_RE,
  clean,
  isPlaceholder,
  looksLikeQuestion,
  parseFilledByNote,
  sectionParts,
  type FilledByNote,
} from '../text/text-heuristics.js';
import { colLetters, listOptions, type Sheet, type SheetCell, type Workbook } from './read-workbook.js';
import { NUMBER_HEAD, detectByHeader } from './detect-by-header.js';
import { sheetBlocks } from './side-by-side-blocks.js';
import { formQuestionKind } from '../../language/index.js';

/** Anywhere in a sheet's name: a sheet that holds no questions (instructions, lookups, scoring, a change log). */
// prettier-ignore
const NOT_A_QUESTION_SHEET = [
  'analyst', 'reference', 'summary', 'report', 'instruction', 'crosswalk', 'values', 'lookup', String.raw`\blists?\b`,
  'scor', 'glossary', 'intro', 'change ?log', 'version', 'what is', 'readme', 'about', 'cover', 'definition', 'mapping',
];
export const SKIP_SHEET = new RegExp(NOT_A_QUESTION_SHEET.join('|'), 'i');
const ANSWER_H = /answer|response|reply/i;
/** Anywhere in a header: a detail column beside the answer. */
// prettier-ignore
const DETAIL_WORDS = [
  'additional', 'implementation', 'detail', 'explanation', 'comment', String.raw`notes?\b`, 'justification', 'evidence',
  'remarks',
];
export const DETAIL_H = new RegExp(DETAIL_WORDS.join('|'), 'i');
const QUESTION_H = /question|requirement|query|criteri/i;
const SECTION_H = /domain|section|category/i;

const isId = (t: string) => ID_RE.test(t) || MULTI_NUMBER_RE.test(t);

function findIdColumn(sheet: Sheet): number | null {
  const counts = new Map<number, number>();
  for (const c of sheet.cells.values()) {
    if (!isId(c.text.trim()) || sheet.mergedInto.has(c.ref)) continue;
    const right = sheet.cells.get(`${colLetters(c.col + 1)}${c.row}`);
    if (right && clean(right.text).length >= 3) counts.set(c.col, (counts.get(c.col) ?? 0) + 1);
  }
  let best: number | null = null;
  let n = 2;
  for (const [col, k] of counts) if (k > n) [best, n] = [col, k];
  return best;
}

const join = (a: string, d: string) => (a && d ? (/[.!?:]$/.test(a) ? `${a} ${d}` : `${a}. ${d}`) : a || d);

export function detectWorkbook(book: Workbook, builder: ModelBuilder): void {
  const seen = new Set<string>();
  for (const sheet of book.sheets) {
    if (sheet.hidden || SKIP_SHEET.test(sheet.name)) continue;
    sheetBlocks(sheet).forEach((block, k) => {
      // A block beside another starts under its own title, or under none.
      if (block.title) builder.section(block.title);
      else if (k > 0) builder.leaveSection();
      detectSheet(book, block.view, builder, seen);
    });
  }
}

/** One sheet, or one block of a sheet read on its own: by its id column, else by its header. */
function detectSheet(book: Workbook, sheet: Sheet, builder: ModelBuilder, seen: Set<string>): void {
  const idCol = findIdColumn(sheet);
  if (idCol === null) {
    detectByHeader(book, sheet, builder);
    return;
  }
  // Ids are read once per workbook; side-by-side blocks may each number from 1.1.
  const key = (id: string) => (sheet.columns ? `${sheet.columns[0]}:${id}` : id);
  builder.title ??= sheet.name;
  let questionCol: number | undefined;
  let answerCol: number | undefined;
  let detailCol: number | undefined;
  let sectionCol: number | undefined;
  let lastSection = '';
  // "GNRL-11 and GNRL-12; populated by Institution's IT": rows the requesting party fills, not the respondent.
  const filledBy: FilledByNote[] = [];
  const text = (col: number | undefined, row: number): string => {
    if (col === undefined) return '';
    const ref = `${colLetters(col)}${row}`;
    return sheet.mergedInto.has(ref) ? '' : clean(sheet.cells.get(ref)?.text ?? '');
  };
  for (const row of [...sheet.rows.keys()].sort((a, b) => a - b)) {
    const cells = sheet.rows.get(row)!.filter((c) => !sheet.mergedInto.has(c.ref) && clean(c.text));
    const id = text(idCol, row);
    if (id && isId(id)) {
      const qCol = questionCol ?? cells.find((c) => c.col > idCol && clean(c.text).length >= 3)?.col;
      const question = text(qCol, row);
      if (!question || qCol === undefined || seen.has(key(id))) continue;
      // Rows with an id but an instruction instead of a question ("Refer to HIPAA guidance…").
      if (
        question.length > 60 &&
        !looksLikeQuestion(question) &&
        /^(?:refer|see|note|please note|this section|the following|instructions?)\b/i.test(question)
      )
        continue;
      seen.add(key(id));
      const aCol = answerCol ?? qCol + 1;
      const slot = { type: 'spreadsheet_cell' as const, sheet: sheet.name, cell: `${colLetters(aCol)}${row}` };
      if (filledBy.findLast((n) => n.covers(id))?.byRequester) {
        builder.field('requester', { id, question, slot, answer: text(aCol, row) });
        continue;
      }
      const section = text(sectionCol, row);
      if (section && section !== lastSection) {
        builder.section(section);
        lastSection = section;
      }
      const a = text(aCol, row);
      const d = text(detailCol, row);
      const answer = join(isPlaceholder(a) ? '' : a, isPlaceholder(d) ? '' : d);
      const options = listOptions(book, sheet, row, aCol);
      // "2.1" is the question's number; "IAM-01.1" its id.
      const numbered = MULTI_NUMBER_RE.test(id);
      builder.add({
        ...(numbered ? { number: id.replace(/\.$/, '') } : { id }),
        question,
        kind: formQuestionKind(question, options),
        options,
        slot: { ...slot, ...(detailCol !== undefined ? { detailCell: `${colLetters(detailCol)}${row}` } : {}) },
        answer: answer || undefined,
        confidence: answerCol !== undefined ? 0.95 : 0.85,
      });
      continue;
    }
    const note = cells.length === 1 ? parseFilledByNote(cells[0]!.text) : null;
    if (note) filledBy.push(note);
    else readHeaderOrSection(cells);
  }
  function readHeaderOrSection(cells: SheetCell[]) {
    const answerHead = cells.find((c) => ANSWER_H.test(c.text) && c.text.length < 60 && c.col > idCol!);
    if (answerHead) {
      answerCol = answerHead.col;
      detailCol = cells.find((c) => c.col > answerHead.col && DETAIL_H.test(c.text) && c.text.length < 80)?.col;
      const q = cells.find(
        (c) => QUESTION_H.test(c.text) && c.col > idCol! && c.col < answerHead.col && c.text.length < 40,
      );
      if (q) questionCol = q.col;
      const s = q ? cells.find((c) => SECTION_H.test(c.text) && c.text.length < 40) : undefined;
      if (s) sectionCol = s.col;
      const title = cells[0];
      if (
        title &&
        title.col <= idCol! + 1 &&
        !QUESTION_H.test(title.text) &&
        !/\bid\b/i.test(title.text) &&
        !NUMBER_HEAD.test(clean(title.text)) &&
        title.text.length < 80
      ) {
        builder.section(title.text);
      }
      return;
    }
    const distinct = new Set(cells.map((c) => clean(c.text)));
    const only = [...distinct][0];
    // A lone line above the header and the first question is the sheet's title, not a section.
    const beforeQuestions = answerCol === undefined && seen.size === 0;
    if (
      !beforeQuestions &&
      distinct.size === 1 &&
      only &&
      only.length < 60 &&
      !/[.:]$/.test(only) &&
      !/^(instructions?|notes?)$/i.test(only) &&
      cells[0]!.col <= idCol! + 1
    ) {
      const s = sectionParts(only);
      builder.section(s.title, s.number);
      return;
    }
    // "1 | Firm": a plain number in the id column and a short heading beside it.
    const [num, title] = cells;
    if (
      cells.length === 2 &&
      num!.col === idCol &&
      /^\d{1,3}\.?$/.test(clean(num!.text)) &&
      title!.text.length < 60 &&
      !looksLikeQuestion(title!.text)
    ) {
      builder.section(clean(title!.text), clean(num!.text).replace(/\.$/, ''));
    }
  }
}
