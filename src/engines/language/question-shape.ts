/**
 * The shape of a question or a request for information ("Do you…?", "Describe…", "Please provide…"), as against a
 * heading or a form's label ("Vendor Name"): the document engine finds questions with it, the answering engine tells
 * a label from a question.
 */
import { anyOf, clean } from './text.js';

/** Verbs a request for information starts with ("Describe…", "Please provide…"). */
// prettier-ignore
const REQUEST_VERBS = [
  'describe', 'provide', 'explain', 'list', 'state', 'indicate', 'specify', 'outline', 'confirm', 'detail', 'identify',
  'summari[sz]e', 'give', 'discuss', 'attach', 'include', 'enter', 'select', 'share', 'tell', 'name', 'define',
  'submit', 'elaborate', 'upload', 'insert',
];
/** Words a question starts with: auxiliaries ("Do you…", "Might…") and question words ("How…", "To what extent…"). */
// prettier-ignore
const QUESTION_OPENERS = [
  'do', 'does', 'did', 'is', 'are', 'was', 'were', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'should',
  'shall', 'may', 'might', 'must', 'how', 'what', 'when', 'where', 'which', 'who', 'whom', 'whose', 'why',
  'to what extent', 'in what',
];
export const IMPERATIVES = new RegExp(String.raw`^(?:please\s+)?${anyOf(REQUEST_VERBS)}\b`, 'i');
export const INTERROGATIVES = new RegExp(String.raw`^${anyOf(QUESTION_OPENERS)}\b`, 'i');

/** Does this text read like a question or a request for information? */
export function looksLikeQuestion(text: string): boolean {
  const t = clean(text);
  if (t.length < 8) return false;
  if (/\?\s*(?:\(.*\))?\s*$/.test(t) || /\?/.test(t.slice(0, 300))) return true;
  return INTERROGATIVES.test(t) || IMPERATIVES.test(t);
}

export const isImperative = (t: string) => IMPERATIVES.test(clean(t));
