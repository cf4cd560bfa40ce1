/**
 * Text heuristics shared by every reader: numbering, question shape, placeholders, checkboxes, drop-down options
 * (Yes/No and the kind of question are in src/engines/language/, shared with the answering engine).
 */
import type { CheckboxOption } from '../types.js';
import { anyOf, clean, leadingYesNo, withoutLeadingYesNo } from '../../language/index.js';

export { clean };

/** "GNRL-01", "A&A-01.1", "DCTR-15", "HR-3". */
export const ID_RE = /^[A-Z][A-Za-z&]{0,7}[- ]?\d{1,3}(?:\.\d{1,3})?[a-z]?$/;
/** Multi-level numbers "3.2", "1.10.4", optionally with a trailing dot. */
export const MULTI_NUMBER_RE = /^\d{1,3}(?:\.\d{1,3}){1,4}\.?$/;
/** Any numbering token: "3", "3.", "3.2", "(a)", "a)", "iv.", "Q12". */
const LEAD_NUMBER_RE = /^(?:Q\s?)?(\d{1,3}(?:\.\d{1,3}){0,4}[.)]?|\([a-z]{1,3}\)|[a-z][.)]|[ivx]{1,5}[.)])(?=[\s\t])/i;
const LEAD_ID_RE = /^([A-Z][A-Za-z&]{0,7}-\d{1,3}(?:\.\d{1,3})?)(?=[\s\t:])/;

export interface Numbered {
  number?: string;
  id?: string;
  rest: string;
}

/** Splits a leading number or id off a line: "\t3.2\tDo you…" → { number: "3.2", rest: "Do you…" }. */
export function splitLeadingNumber(raw: string): Numbered {
  const s = raw.replace(/^[\s\u00a0]+/, '');
  const id = LEAD_ID_RE.exec(s);
  if (id?.[1]) return { id: id[1], rest: clean(s.slice(id[1].length).replace(/^[\s:.-]+/, '')) };
  const m = LEAD_NUMBER_RE.exec(s);
  if (m?.[1]) {
    const number = m[1].replace(/[.)]$/, '').replace(/^\(|\)$/g, '');
    return { number, rest: clean(s.slice(m[0].length)) };
  }
  return { rest: clean(s) };
}

/** Words that label an answer on its own line ("Answer:", "Reply -"). */
const ANSWER_LABELS = ['ans', 'answer', 'response', 'reply'];
/** Whose answer a label may name ("Vendor response:", "Our answer -"). */
const ANSWER_OWNERS = ['vendor', 'firm', 'manager', 'company', 'supplier', 'our', 'your'];
/** "Answer:", "Response: ____", "A: Yes, we do.", "Vendor response -" at the start of a line (group 1: what follows). */
export const ANSWER_LABEL_RE = new RegExp(
  String.raw`^(?:a\s*:|(?:${ANSWER_LABELS.join('|')}|${anyOf(ANSWER_OWNERS)}\s+(?:response|answer))\s*[:\-–])\s*([\s\S]*)$`,
  'i',
);
/** "Question 3: …", "Q12. …", "Q: …" (group 1: the number, if any; group 2: the question). */
export const QUESTION_LABEL_RE = /^q(?:uestion)?\s*(\d{1,3}(?:\.\d{1,3})*)?\s*[:.)\-–]\s*(\S[\s\S]*)$/i;

const SECTION_WORD = /^(?:section|part|chapter|module)\s+([0-9]+|[A-Z]|[IVXLC]+)\b[:.\s-]*/i;

/** "Section 2: Operations" → { title: "Operations", number: "2" }; "3.1 Valuation" → { title: "Valuation", number: "3.1" }. */
export function sectionParts(text: string): { title: string; number?: string } {
  const word = SECTION_WORD.exec(clean(text));
  if (word) return { title: clean(text).slice(word[0].length) || clean(text), number: word[1] };
  const n = splitLeadingNumber(text);
  return { title: n.rest || clean(text), number: n.number ?? n.id };
}

// The shape of a question (question mark, question word, request verb) is in src/engines/language/, shared with the
// answering engine (a form's label is not a question).
export { IMPERATIVES, INTERROGATIVES, isImperative, looksLikeQuestion } from '../../language/index.js';

/** Words of a template's bracketed prompt in an answer slot ("[Insert firm name]", "<Response>", "{details}"). */
// prettier-ignore
const PROMPT_WORDS = [
  'insert', 'enter', 'type', 'response', 'answer', 'specify', 'name', 'date', 'details?', 'text', 'here', 'company',
  'firm', 'vendor', 'describe', 'explain', 'manager', 'supplier', 'respondent', 'provide', 'complete',
];
export const TEMPLATE_WORDS = new RegExp(String.raw`\b${anyOf(PROMPT_WORDS)}\b`, 'i');

/**
 * Text that is "not yet an answer": empty, underscores, dots, a Word placeholder, or a template's prompt in the
 * answer slot ("[Insert firm name]", "Yes/No", "DD/MM/YYYY", "Select one"). A blank must not pass for answered.
 */
/** What a drop-down prompt offers to select ("Select an option", "Select a value"). */
const SELECTABLE = ['option', 'item', 'answer', 'value'];
/** "Select", "Select one", "Please select an option.", "Select from the list". */
export const SELECT_PROMPT_RE = new RegExp(
  String.raw`^(?:please\s+)?select(?:\s+(?:one|an?\s+${anyOf(SELECTABLE)}|from\s+(?:the\s+)?list))?\.?$`,
  'i',
);
/** The verbs and objects of a typing prompt: "Insert details", "Enter your response here", "Add comments". */
const PROMPT_VERBS = ['insert', 'enter', 'type', 'add'];
const PROMPT_OBJECTS = ['answer', 'response', 'text', 'details', 'name', 'date', 'comments?'];
export const INSERT_PROMPT_RE = new RegExp(
  String.raw`^(?:please\s+)?${anyOf(PROMPT_VERBS)}\s+(?:your\s+|the\s+)?${anyOf(PROMPT_OBJECTS)}(?:\s+here)?\.?$`,
  'i',
);
/** Word's own placeholder texts and templates' prompts, each the whole of the slot. */
// prettier-ignore
const TEMPLATE_PROMPTS = [
  String.raw`click or tap here to enter (?:text|a date)\.?`, String.raw`click here to enter (?:text|a date)\.?`,
  String.raw`choose an item\.?`, String.raw`enter (?:your )?(?:response|answer|text) here\.?`,
  String.raw`\[?(?:response|answer|insert (?:response|answer))\]?`, String.raw`type here\.?`, 'tbd', 'tbc',
];
export const TEMPLATE_PROMPT_RE = new RegExp(`^${anyOf(TEMPLATE_PROMPTS)}$`, 'i');

export function isPlaceholder(text: string): boolean {
  const t = clean(text);
  if (!t) return true;
  if (/^[_.\s\u2026-]*$/.test(t)) return true;
  if (/^[[<{].{0,80}[\]>}]$/.test(t) && TEMPLATE_WORDS.test(t)) return true;
  // A bracketed mark with no word in it: a legal template's blank ("[●]", "[•]", "[...]", "[   ]" is a checkbox).
  if (/^\[\s*[●•·*…._-]+\s*\]$/.test(t)) return true;
  if (/^(?:yes|y)\s*\/\s*(?:no|n)(?:\s*\/\s*n\/?a)?$/i.test(t)) return true;
  if (/^(?:dd|mm)[/.-](?:mm|dd)[/.-](?:yy){1,2}$/i.test(t)) return true;
  if (SELECT_PROMPT_RE.test(t)) return true;
  if (INSERT_PROMPT_RE.test(t)) return true;
  return TEMPLATE_PROMPT_RE.test(t);
}

/** "Date …" of the form itself: "Date completed", "Date of submission". */
// prettier-ignore
const DATE_OF_THE_FORM = [
  'completed', 'of completion', 'submitted', 'of submission', 'of response', 'prepared', 'signed',
];
/** "… date" of the form itself: "Completion date". */
const FORM_EVENTS = ['completion', 'submission', 'response'];
/**
 * The form's own date ("Date", "Date completed", "Submission date"): metadata of this response, not a
 * question the firm's knowledge answers (learning "Date → 03/21/2024" as a pair would be wrong).
 */
export const COMPLETION_DATE_LABEL_RE = new RegExp(
  String.raw`^(?:date|today'?s date|date ${anyOf(DATE_OF_THE_FORM)}|${anyOf(FORM_EVENTS)} date)\s*:?$`,
  'i',
);

/** Who fills a block when it is not the respondent: the institution, customer, investor, reviewer... (word starts). */
// prettier-ignore
const REQUESTER_PARTIES = [
  'institution', 'school', 'district', 'university', 'college', 'customer', 'client', 'requester', 'requestor',
  'purchaser', 'buyer', 'investor', 'limited partner', 'assessor', 'reviewer', 'analyst', 'procurement',
  'internal use', 'office use',
];
/** Who answers the questionnaire (whole words). */
// prettier-ignore
const RESPONDENT_PARTIES = [
  'vendor', 'supplier', 'provider', 'respondent', 'manager', 'service provider', 'bidder', 'applicant', 'company',
  'firm',
];
export const REQUESTER_PARTY_RE = new RegExp(String.raw`\b${anyOf(REQUESTER_PARTIES)}`, 'i');
export const RESPONDENT_PARTY_RE = new RegExp(String.raw`\b${anyOf(RESPONDENT_PARTIES)}\b`, 'i');

/** "To be … by": how a block is said to be somebody else's to fill. */
const TO_BE_FILLED = ['completed', 'filled(?: in| out)?', 'populated', 'answered'];
/** "To be completed by the Institution", "For use by Procurement" (group 1: the party). */
export const REQUESTER_BLOCK_RE = new RegExp(
  `^(?:to be ${anyOf(TO_BE_FILLED)} by|for (?:completion by|use by)) (?:the )?(.+)$`,
  'i',
);

/** "For office use only", "To be completed by the institution", "Reviewer use only": a block the respondent does not fill. */
export function isRequesterOnlyHeading(text: string): boolean {
  const t = clean(text).replace(/[:.]+$/, '');
  if (/^(?:for )?(?:office|internal|official|administrative) use(?: only)?$/i.test(t)) return true;
  const m = REQUESTER_BLOCK_RE.exec(t) ?? /^(.+?) use only$/i.exec(t);
  return !!m && REQUESTER_PARTY_RE.test(m[1]!) && !RESPONDENT_PARTY_RE.test(m[1]!);
}

export interface FilledByNote {
  /** Ids the note names: a range ("GNRL-01 through GNRL-15") or a list ("GNRL-11 and GNRL-12"). */
  covers: (id: string) => boolean;
  byRequester: boolean;
}

/** An id of a filled-by note, its prefix and number captured: "GNRL-11", "HR 3". */
const NOTE_ID = String.raw`([A-Z][A-Za-z&]{0,7})[- ]?(\d{1,3})`;
/** Between the two ids: a range ("through", "–") or a pair ("and"), captured. */
const NOTE_JOINERS = ['through', 'thru', 'to', 'and', '-', '–', '—'];
/** How the note says who fills them. */
const NOTE_FILLED = ['populated', 'completed', String.raw`filled(?:\s+(?:in|out))?`, 'answered', 'entered'];
/** "GNRL-01 through GNRL-15 are completed by the vendor" (groups: prefix, number, joiner, prefix, number, party). */
export const FILLED_BY_NOTE_RE = new RegExp(
  String.raw`^${NOTE_ID}\s*(${NOTE_JOINERS.join('|')})\s*${NOTE_ID}\s*[;:,.-]?\s*(?:are\s+|is\s+|to be\s+)?${anyOf(NOTE_FILLED)}\s+by\s+(.+)$`,
  'i',
);

/** Parses "GNRL-11 and GNRL-12; populated by Institution's Information Technology"-style notes. */
export function parseFilledByNote(text: string): FilledByNote | null {
  const m = FILLED_BY_NOTE_RE.exec(clean(text));
  if (!m || m[1]!.toUpperCase() !== m[4]!.toUpperCase()) return null;
  const party = m[6]!;
  const prefix = m[1]!.toUpperCase();
  const lo = Number(m[2]);
  const hi = Number(m[5]);
  const range = /^(?:and)$/i.test(m[3]!) ? [lo, hi] : null;
  const covers = (id: string) => {
    const k = /^([A-Z][A-Za-z&]{0,7})[- ]?(\d{1,3})$/i.exec(id.trim());
    if (!k || k[1]!.toUpperCase() !== prefix) return false;
    const n = Number(k[2]);
    return range ? range.includes(n) : n >= Math.min(lo, hi) && n <= Math.max(lo, hi);
  };
  return { covers, byRequester: REQUESTER_PARTY_RE.test(party) && !RESPONDENT_PARTY_RE.test(party) };
}

const BOX_RE = /\[\s?\]|\[[xX✓✔]\]|[☐☑☒□■▢✅❑❒]/g;
const CHECKED = /\[[xX✓✔]\]|[☑☒■✅]/;

/** Finds "[ ] Yes - Date: ____ [ ] No" style options in a paragraph's text. */
export function parseCheckboxes(text: string): { stem: string; options: CheckboxOption[] } | null {
  const marks = [...text.matchAll(BOX_RE)];
  if (marks.length < 2) return null;
  const options: CheckboxOption[] = [];
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i]!;
    const start = m.index + m[0].length;
    const end = i + 1 < marks.length ? marks[i + 1]!.index : text.length;
    const seg = text.slice(start, end);
    const label = clean(seg.replace(/[\s-–—|,;]+$/, '').replace(/_{2,}/g, '____'));
    options.push({ label, checked: CHECKED.test(m[0]), at: m.index, hasBlank: /_{3,}/.test(seg) });
  }
  const stem = clean(text.slice(0, marks[0]!.index).replace(/[\s-–—:]+$/, ''));
  return labelsBeforeBoxes(text, marks) ?? { stem, options };
}

/** An option's label: a few words ("Yes", "Not applicable", "In progress"). */
const SHORT_LABEL = /^\S+(?:\s\S+){0,3}$/;

/**
 * "Yes ☐   No ☐": each label before its box, nothing after the last box. The first label is the words after the
 * stem's last gap (a tab, two spaces, or the end of the question "?", ":"), at most four. Null when not so.
 */
function labelsBeforeBoxes(
  text: string,
  marks: RegExpMatchArray[],
): { stem: string; options: CheckboxOption[] } | null {
  const end = (i: number) => marks[i]!.index! + marks[i]![0].length;
  if (text.slice(end(marks.length - 1)).trim()) return null;
  const between = marks
    .slice(1)
    .map((m, i) => clean(text.slice(end(i), m.index).replace(/^[\s-–—|,;]+|[\s-–—|,;]+$/g, '')));
  if (between.some((l) => !SHORT_LABEL.test(l))) return null;
  const before = text.slice(0, marks[0]!.index).replace(/[\s-–—|,;]+$/, '');
  const gap = Math.max(before.search(/(?:\t|\s{2,}|[?:]\s*)(?!.*(?:\t|\s{2,}|[?:]))\S*\s*\S*$/), -1);
  let first = clean(gap >= 0 ? before.slice(gap).replace(/^[\s?:]+/, '') : before);
  if (!SHORT_LABEL.test(first)) first = clean(before).split(' ').at(-1) ?? '';
  if (!first) return null;
  const stem = clean(before.slice(0, before.lastIndexOf(first)).replace(/[\s-–—:]+$/, ''));
  const options = [first, ...between].map((label, i) => ({
    label,
    checked: CHECKED.test(marks[i]![0]),
    at: marks[i]!.index!,
    hasBlank: false,
  }));
  return { stem, options };
}

/**
 * Which item of a drop-down an answer means: the item itself, the item with the answer's Yes/No, or the longest
 * item the answer starts with. `rest` is what the answer says beyond the item (its explanation).
 */
export function chooseListOption(
  options: string[],
  text: string,
  yn?: 'yes' | 'no' | 'na' | null,
): { index: number; rest: string } | null {
  const t = text.trim();
  const exact = options.findIndex((o) => o.trim().toLowerCase() === t.toLowerCase());
  if (exact >= 0) return { index: exact, rest: '' };
  const polarity = yn ?? leadingYesNo(t);
  const byYn = polarity ? options.findIndex((o) => leadingYesNo(o) === polarity) : -1;
  if (byYn >= 0) return { index: byYn, rest: withoutLeadingYesNo(t) };
  let best = -1;
  options.forEach((o, i) => {
    const head = o.trim().toLowerCase();
    if (head && t.toLowerCase().startsWith(head) && (best < 0 || head.length > options[best]!.trim().length)) best = i;
  });
  if (best >= 0) return { index: best, rest: t.slice(options[best]!.trim().length).replace(/^[\s.,;:-]+/, '') };
  const mentioned = optionMentioned(options, t);
  return mentioned >= 0 ? { index: mentioned, rest: t } : null;
}

const STEM_SYNONYMS: Record<string, string> = {
  daily: 'day',
  annual: 'year',
  annually: 'year',
  yearly: 'year',
  biweekly: 'fortnight',
};
const stem = (w: string): string => {
  const t = w.toLowerCase();
  if (STEM_SYNONYMS[t]) return STEM_SYNONYMS[t];
  const s =
    t.length > 5 && t.endsWith('ly')
      ? t.slice(0, -2)
      : t.length > 4 && t.endsWith('ies')
        ? `${t.slice(0, -3)}y`
        : t.length > 3 && t.endsWith('s') && !t.endsWith('ss')
          ? t.slice(0, -1)
          : t;
  return STEM_SYNONYMS[s] ?? s;
};
const stems = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);

/**
 * The option an answer talks about in other words ("We test backups every quarter" → "Quarterly", "once a year"
 * → "Annually"): every word of the option appears in the answer, stems compared. -1 when none or several tie.
 */
export function optionMentioned(options: string[], text: string): number {
  const said = new Set(stems(text));
  const hits = options
    .map((o, i) => ({ i, words: stems(o) }))
    .filter(({ words }) => words.length > 0 && words.every((w) => said.has(w)))
    .sort((a, b) => b.words.length - a.words.length);
  if (!hits.length || (hits[1] && hits[1].words.length === hits[0]!.words.length)) return -1;
  return hits[0]!.i;
}

/** Case/space/punctuation-insensitive key for comparing question texts. */
export const questionKey = (s: string): string =>
  clean(s)
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
