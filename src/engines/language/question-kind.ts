/**
 * The kind of answer a question expects, one type for both engines. Two readings, kept apart because each engine
 * relies on its own (their tests pin them): `formQuestionKind` is the document engine's, for a question read
 * with its form (the form's options decide first; a date only for a short label), and `questionKind` is the
 * answering engine's, for a question's words alone (it also knows "(Y/N)", "Select…", "Confirm whether…").
 */
import { anyOf, clean } from './text.js';
import { leadingYesNo } from './yes-no.js';

export const QUESTION_KINDS = ['yes_no', 'choice', 'text', 'date', 'number'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The words a closed (yes/no) question starts with. */
// prettier-ignore
export const AUXILIARIES: readonly string[] = [
  'do', 'does', 'did', 'is', 'are', 'was', 'were', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'should',
  'shall', 'may', 'must',
];
const AUXILIARY_SET = new Set(AUXILIARIES);
const STARTS_WITH_AUXILIARY = new RegExp(`^(?:${AUXILIARIES.join('|')})\\b`, 'i');

/** Numbering and ids in front of a question ("Q3.", "COMP-02", "1.2)", "(a)", "iv."). */
const NUMBERINGS = [
  String.raw`[a-z]{2,6}-\d{1,3}(?:\.\d+)?`, // an id: "COMP-02", "hr-3.1"
  String.raw`\d+(?:\.\d+)*[.)]?`, // a number: "3", "1.2)", "4.1."
  '[a-z][.)]', // a letter: "a)", "b."
  String.raw`\([a-z0-9]{1,4}\)`, // in brackets: "(a)", "(12)"
  '[ivx]{1,5}[.)]', // a roman numeral: "iv."
];
export const QUESTION_NUMBERING = new RegExp(
  String.raw`^\s*(?:(?:q(?:uestion)?\.?\s*)?${anyOf(NUMBERINGS)}[\s:.\-–)]+)+`,
  'i',
);

/** The kind a question of a form expects, from its options (Yes/No ones make it yes/no) or else its wording. */
export function formQuestionKind(question: string, options?: string[]): QuestionKind {
  if (options && options.length) {
    const heads = options.map((o) => leadingYesNo(o));
    if (heads.every((h) => h !== null) && heads.includes('yes')) return 'yes_no';
    return 'choice';
  }
  const q = clean(question);
  if (/\b(date|when did|as of|expiry|expiration)\b/i.test(q) && !/\?.+/.test(q) && q.length < 80) return 'date';
  if (/^(?:how many|what (?:is|was) the (?:number|total|amount|percentage)|number of)\b/i.test(q)) return 'number';
  if (STARTS_WITH_AUXILIARY.test(q)) return 'yes_no';
  return 'text';
}

/** The kind a question expects from its words alone. */
export function questionKind(text: string): QuestionKind {
  const raw = text.replace(QUESTION_NUMBERING, '').trim();
  const lower = raw.toLowerCase();
  if (/\(\s*y(?:es)?\s*\/\s*n(?:o)?\s*\)|\[\s*\]\s*yes|\byes\s*\/\s*no\b/.test(lower)) return 'yes_no';
  if (/^(?:select|choose|pick)\b/.test(lower)) return 'choice';
  if (/^(?:what|when) (?:is|was) the date\b|\bdate of\b|^when\b/.test(lower)) return 'date';
  if (/^how (?:many|much)\b|\bnumber of\b|\bpercentage\b/.test(lower)) return 'number';
  const first = lower.match(/^[a-z]+/)?.[0] ?? '';
  if (AUXILIARY_SET.has(first)) {
    // "Does X ..., and if so describe ..." is still yes/no; "Is it A or B?" is a choice.
    if (/\bor\b[^?]*\?\s*$/.test(lower) && !/\bor not\b|\band\/or\b/.test(lower) && /,/.test(lower) === false) {
      return /\b(?:either|whether)\b/.test(lower) ? 'choice' : 'yes_no';
    }
    return 'yes_no';
  }
  if (/^(?:please )?confirm (?:whether|if|that)\b|^indicate whether\b|^state whether\b/.test(lower)) return 'yes_no';
  if (/^if (?:applicable|so|yes|you)\b[^,]*,\s*(?:do|does|is|are|have|has|can|will)\b/.test(lower)) return 'yes_no';
  return 'text';
}
