/**
 * Section titles that nothing sets apart but their words: a row of the question column that does not ask, has no
 * answer and introduces the questions under it ("Information Security", "GOVERNANCE", "3. Business Continuity" over
 * "3.1 …"). A form field ("Company name", "AUM (USD)", "Year founded") is a question, not a title: in a completed
 * sheet it has its answer; in a blank one its words name a value to give.
 */
import { anyOf } from '../../language/index.js';
import { clean, looksLikeQuestion } from '../text/text-heuristics.js';

/** A row of the question column, read by the sheet's detector. */
export interface QuestionLine {
  row: number;
  /** The question cell's text, its leading number split off. */
  text: string;
  /** Its number ("3", "3.1"), from the number column or split off its text. */
  number?: string;
  /** Something is written in its answer or detail cell. */
  answered: boolean;
}

/** Words that name a value a form asks for ("Company name", "Contact e-mail", "Year founded", "Headcount"). */
// prettier-ignore
const FIELD_WORDS = [
  'names?', 'contacts?', 'e-?mails?', 'phone', 'telephone', 'mobile', 'fax', 'address(?:es)?', 'websites?', 'urls?',
  'dates?', 'years?', 'founded', 'established', 'numbers?', 'no\\.?', 'amount', 'size', 'currency', 'aum', 'lei',
  'signature', 'signed', 'title', 'position', 'role', 'headcount', 'domicile', 'jurisdiction', 'registered', 'vintage',
  'inception', 'regulator', 'auditor', 'custodian', 'administrator', 'counsel', 'figures?', 'total',
];
/** Words that make a title of a field word ("Contact information", "General details", "Key personnel"). */
// prettier-ignore
const TITLE_WORDS = [
  'information', 'details', 'overview', 'general', 'background', 'profile', 'organi[sz]ation', 'structure', 'policies',
  'procedures', 'management', 'governance', 'compliance', 'security', 'operations',
];
/** A unit or format in brackets at the end ("(USD)", "(hours)", "(%)", "(dd/mm/yyyy)"): a value to give. */
// prettier-ignore
const UNITS = [
  'usd', 'eur', 'gbp', 'chf', 'jpy', '\\$', '€', '£', '%', 'm', 'mm', 'bn', 'millions?', 'billions?', 'hours?', 'days?',
  'weeks?', 'months?', 'years?', 'fte', '#', 'number', 'count', '[dmy]{2,4}(?:[/.-][dmy]{2,4}){1,2}', 'yes\\s*/\\s*no',
];
/** Words of a statement or a request, never of a title ("Policies are reviewed annually", "We use …"). */
// prettier-ignore
const SENTENCE_WORDS = [
  'is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'do', 'does', 'did', 'will', 'shall', 'must',
  'should', 'can', 'may', 'we', 'our', 'you', 'your', 'please', 'if', 'any',
];
export const FIELD_WORD_RE = new RegExp(String.raw`(?:^|[\s/(])${anyOf(FIELD_WORDS)}(?=$|[\s/):,])`, 'i');
export const TITLE_WORD_RE = new RegExp(String.raw`\b${anyOf(TITLE_WORDS)}\b`, 'i');
export const UNIT_RE = new RegExp(String.raw`\(\s*(?:in\s+)?${anyOf(UNITS)}\s*\)$`, 'i');
const SENTENCE_WORD_RE = new RegExp(String.raw`\b${anyOf(SENTENCE_WORDS)}\b`, 'i');

/** Names a value to give: a field word (unless a title word says it is a heading) or a unit in brackets. */
export function isFieldLabel(text: string): boolean {
  const t = clean(text);
  return /:$/.test(t) || UNIT_RE.test(t) || (FIELD_WORD_RE.test(t) && !TITLE_WORD_RE.test(t));
}

/** Reads as a title: a few words, no sentence, no field; "GOVERNANCE", "Information Security", "Business continuity". */
export function isTitleLike(text: string): boolean {
  const t = clean(text);
  const words = t.split(/\s+/);
  // An upper-case title may run longer ("RISK MANAGEMENT AND INTERNAL CONTROLS").
  const upper = /[A-Z]{3}/.test(t) && !/[a-z]/.test(t);
  return (
    /^[A-Z0-9]/.test(t) &&
    words.length <= (upper ? 10 : 6) &&
    t.length <= 80 &&
    !/[.?;:]$/.test(t) &&
    !SENTENCE_WORD_RE.test(t) &&
    !isFieldLabel(t)
  );
}

/** "3.1" is a child of "3". */
const childOf = (number: string | undefined, parent: string | undefined) =>
  !!number && !!parent && number.startsWith(`${parent}.`);

/**
 * The rows of `lines` that are section titles by their words and what follows them. A row that asks or is answered
 * never is. Numbers decide first: a row whose number is the parent of the next row's ("3." over "3.1") is one, a
 * numbered row followed by its sibling ("1.2" then "1.3") is not. Otherwise the row must be followed by a row that
 * asks (or, in a completed sheet, is answered) and read as a title; in a completed sheet, where a field has its
 * answer, an unanswered line that is not a field is enough.
 */
export function sectionTitleRows(lines: QuestionLine[]): Set<number> {
  const asks = lines.map((l) => looksLikeQuestion(l.text));
  const answered = lines.filter((l) => l.answered).length;
  const completed = answered >= 2 && answered >= lines.filter((l, k) => asks[k] || l.answered).length / 2;
  const out = new Set<number>();
  lines.forEach((line, k) => {
    const next = lines[k + 1];
    if (!next || asks[k] || line.answered || !line.text || line.text.length >= 80) return;
    if (childOf(next.number, line.number)) return out.add(line.row);
    if (line.number && next.number) return;
    const introduces = asks[k + 1] || (completed && next.answered);
    if (!introduces) return;
    if (completed ? !isFieldLabel(line.text) && !/[.?]$/.test(line.text) : isTitleLike(line.text)) out.add(line.row);
  });
  return out;
}
