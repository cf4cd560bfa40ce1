/**
 * Spreadsheet questionnaires without an id column: a header row names the question and answer columns
 * ("No. | Question | Answer", "Question | Response | Comments"), numbers are plain ("1", "2.") or absent, and
 * section rows sit between the questions ("1. Firm", a row merged across the sheet).
 */
import { ModelBuilder } from '../model-builder.js';
import { clean, isPlaceholder, looksLikeQuestion, sectionParts, splitLeadingNumber } from '../text/text-heuristics.js';
import { colLetters, listOptions, type Sheet, type Workbook } from './read-workbook.js';
import { anyOf, formQuestionKind } from '../../language/index.js';
import { sectionTitleRows } from './section-rows.js';

/** The whole header of the question column. */
// prettier-ignore
const QUESTION_HEADS = [
  'questions?', 'question text', 'requirements?', 'query', 'queries', 'request', 'information requested', 'item',
  'description', 'field', 'criteria', 'topic',
];
/** Whose answer a header may name ("Vendor response", "Firm answers", "GP response"): the respondent, never the client. */
// prettier-ignore
const ANSWER_OWNERS = [
  'your', 'firm', 'manager', 'supplier', 'company', 'gp', 'general partner', 'fund', 'respondent', 'bidder', 'provider',
  'service provider', 'investment manager',
];
/** The whole header of the answer column. */
// prettier-ignore
const ANSWER_HEADS = [
  'answers?', 'responses?', 'repl(?:y|ies)', 'vendor (?:answer|response)s?', `${anyOf(ANSWER_OWNERS)} (?:answer|response)s?`,
  String.raw`yes\s*\/\s*no`, 'value',
];
/** What may follow an answer header in brackets: its options or who writes it ("Response (Yes/No/N/A)"). */
const ANSWER_NOTE = String.raw`(?:\s*\([^)]{1,30}\))?`;
/** "Control question", "Due diligence question", "Question / Request": the question column under a qualifier. */
const QUALIFIED_QUESTION = String.raw`(?:[a-z]+\s+){1,3}questions?|questions?\s*(?:\/|&|and)\s*(?:requests?|requirements?)`;
/** The whole header of a column for more detail beside the answer. */
// prettier-ignore
const DETAIL_HEADS = [
  'comments?', 'additional (?:information|comments?)', 'details?', 'explanation', 'notes?', 'evidence', 'remarks?',
  String.raw`if (?:yes|no),? (?:please )?(?:explain|describe|give details|provide details)\.?`,
];
/** The whole header of a number column: "#", "No.", "Ref", "Item #", "Q No.". */
// prettier-ignore
const NUMBER_HEADS = [
  '#', String.raw`no\.?`, String.raw`nr\.?`, 'num(?:ber)?', String.raw`ref(?:erence)?\.?`, String.raw`item (?:no\.?|#)`,
  String.raw`s\.?\s?no\.?`, String.raw`q\.?\s?(?:no\.?|#)?`, 'id', String.raw`ques(?:tion)?\.?\s*(?:num(?:ber)?|no\.?|#)`,
];
export const QUESTION_HEAD = new RegExp(`^(?:${anyOf(QUESTION_HEADS)}|${QUALIFIED_QUESTION})$`, 'i');
export const ANSWER_HEAD = new RegExp(`^${anyOf(ANSWER_HEADS)}${ANSWER_NOTE}$`, 'i');
/** Whose detail a header may name ("Response comments", "Vendor notes"): the respondent's. */
const DETAIL_OWNERS = ['response', 'answer', 'vendor', 'supplier', 'manager', 'respondent'];
/** One detail header, or two joined ("Evidence / Comments", "Notes and remarks"), maybe the respondent's. */
export const DETAIL_HEAD = new RegExp(
  `^(?:${anyOf(DETAIL_OWNERS)}\\s+)?${anyOf(DETAIL_HEADS)}(?:\\s*(?:\\/|&|and|or)\\s*${anyOf(DETAIL_HEADS)})?$`,
  'i',
);
export const NUMBER_HEAD = new RegExp(`^${anyOf(NUMBER_HEADS)}$`, 'i');
export const HEAD_SCAN_ROWS = 30;
const PLAIN_NUMBER = /^\(?(\d{1,3}(?:\.\d{1,3}){0,4}|[a-z])[.)]?$/i;

interface Columns {
  header: number;
  question: number;
  answer: number;
  detail?: number;
  number?: number;
}

/** A drop-down (list validation) in the rows right under the header, in this column. */
export const listUnder = (sheet: Sheet, header: number, col: number) =>
  sheet.lists.some((l) =>
    l.ranges.some(([r1, c1, r2, c2]) => col >= c1 && col <= c2 && r1 <= header + 3 && r2 > header),
  );

/**
 * "Manager Response" merged over "Yes/No | Comments" on the row below: the detail column is the one whose
 * sub-header is a detail header, under the merged answer header.
 */
function detailUnderMerged(sheet: Sheet, header: number, answer: number): number | undefined {
  const top = `${colLetters(answer)}${header}`;
  for (let col = answer + 1; sheet.mergedInto.get(`${colLetters(col)}${header}`) === top; col++)
    if (DETAIL_HEAD.test(clean(sheet.cells.get(`${colLetters(col)}${header + 1}`)?.text ?? ''))) return col;
  return undefined;
}

function findHeader(sheet: Sheet, rows: number[]): Columns | null {
  for (const row of rows.slice(0, HEAD_SCAN_ROWS)) {
    const cells = sheet.rows.get(row)!.filter((c) => clean(c.text));
    const first = cells.find((c) => QUESTION_HEAD.test(clean(c.text)));
    // The answer column names itself, or else it is the first column after the question with a drop-down under
    // its header ("Compliant?" over Yes / No / N/A).
    const a =
      first &&
      (cells.find((c) => c.col > first.col && ANSWER_HEAD.test(clean(c.text))) ??
        cells.find((c) => c.col > first.col && !DETAIL_HEAD.test(clean(c.text)) && listUnder(sheet, row, c.col)));
    // "Item | Question | Answer": the question column is the last question header before the answer.
    const q = a && cells.findLast((c) => c.col < a.col && QUESTION_HEAD.test(clean(c.text)));
    if (!q || !a) continue;
    const detail =
      cells.find((c) => c.col > a.col && DETAIL_HEAD.test(clean(c.text)))?.col ?? detailUnderMerged(sheet, row, a.col);
    const number = cells.find((c) => c.col < q.col && NUMBER_HEAD.test(clean(c.text)))?.col;
    return {
      header: row,
      question: q.col,
      answer: a.col,
      ...(detail !== undefined ? { detail } : {}),
      ...(number !== undefined ? { number } : {}),
    };
  }
  return null;
}

/** Returns true when the sheet had a question/answer header (and its rows were read). */
export function detectByHeader(book: Workbook, sheet: Sheet, builder: ModelBuilder): boolean {
  const rows = [...sheet.rows.keys()].sort((a, b) => a - b);
  const cols = findHeader(sheet, rows);
  if (!cols) return false;
  const text = (col: number | undefined, row: number): string => {
    if (col === undefined) return '';
    const ref = `${colLetters(col)}${row}`;
    return sheet.mergedInto.has(ref) ? '' : clean(sheet.cells.get(ref)?.text ?? '');
  };
  /** A cell merged across the answer column (a section or instruction banner). */
  const spansAnswer = (row: number) => {
    const at = sheet.mergedInto.get(`${colLetters(cols.answer)}${row}`);
    return at !== undefined && at !== `${colLetters(cols.answer)}${row}`;
  };
  const data = rows.filter((r) => r > cols.header);
  const numberOf = (row: number) => text(cols.number, row).replace(/[.)]$/, '');
  const questionCell = (row: number) => sheet.cells.get(`${colLetters(cols.question)}${row}`);
  const boldLine = (row: number) =>
    !!questionCell(row)?.bold && sheet.rows.get(row)!.filter((c) => clean(c.text)).length === 1;
  const asked = data.filter((r) => looksLikeQuestion(text(cols.question, r)));
  const boldQuestions = asked.filter((r) => questionCell(r)?.bold).length > asked.length / 2;
  const titles = sectionTitleRows(
    data
      .filter((r) => text(cols.question, r) && !QUESTION_HEAD.test(text(cols.question, r)))
      .map((row) => {
        const q = text(cols.question, row);
        const split = cols.number === undefined ? splitLeadingNumber(q) : { rest: q, number: numberOf(row) };
        const given = [text(cols.answer, row), text(cols.detail, row)].some((t) => t && !isPlaceholder(t));
        return { row, text: split.rest || q, ...(split.number ? { number: split.number } : {}), answered: given };
      }),
  );
  builder.title ??= sheet.name;
  data.forEach((row, k) => {
    const numberText = text(cols.number, row);
    let question = text(cols.question, row);
    const banner = clean(
      sheet.rows
        .get(row)!
        .map((c) => c.text)
        .join(' '),
    );
    if (!question && spansAnswer(row) && banner) question = banner;
    if (!question || QUESTION_HEAD.test(question)) return;
    const answerText = text(cols.answer, row);
    const next = data[k + 1];
    // "1 | Firm" followed by "1.1 | …", or a banner merged across the answer column, or a short heading with no
    // number in a numbered sheet: a section, not a question.
    const leads = numberText && next !== undefined && numberOf(next).startsWith(`${numberOf(row)}.`);
    const unnumbered = cols.number !== undefined && !numberText && data.some((r) => numberOf(r));
    // A bold line alone in its row, where the questions are not bold: a section heading ("Governance").
    const boldAlone = boldLine(row) && !boldQuestions;
    if (
      !looksLikeQuestion(question) &&
      !answerText &&
      question.length < 80 &&
      (leads || spansAnswer(row) || unnumbered || boldAlone || titles.has(row))
    ) {
      const s = sectionParts(question);
      builder.section(s.title, numberOf(row) || s.number);
      return;
    }
    const split =
      cols.number === undefined ? splitLeadingNumber(question) : { rest: question, number: undefined, id: undefined };
    const number = PLAIN_NUMBER.test(numberText) ? numberText.replace(/^\(|[.)]$/g, '') : undefined;
    const id = numberText && !number ? numberText : split.id;
    const detail = text(cols.detail, row);
    const answer = [answerText, detail]
      .filter((t) => t && !isPlaceholder(t))
      .join(answerText && detail ? (/[.!?:]$/.test(answerText) ? ' ' : '. ') : '');
    const options = listOptions(book, sheet, row, cols.answer);
    builder.add({
      ...(id ? { id } : {}),
      ...((number ?? split.number) ? { number: number ?? split.number } : {}),
      question: split.rest || question,
      kind: formQuestionKind(split.rest || question, options),
      ...(options ? { options } : {}),
      slot: {
        type: 'spreadsheet_cell',
        sheet: sheet.name,
        cell: `${colLetters(cols.answer)}${row}`,
        ...(cols.detail !== undefined ? { detailCell: `${colLetters(cols.detail)}${row}` } : {}),
      },
      ...(answer ? { answer } : {}),
      confidence: looksLikeQuestion(question) ? 0.9 : 0.75,
    });
  });
  return true;
}
