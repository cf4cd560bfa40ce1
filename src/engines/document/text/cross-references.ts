/**
 * Answers that point at another answer of the same questionnaire ("Yes. Please see IPY-01.1.", "See GNRL-08 for
 * our contact information.") mean nothing in another questionnaire, where IPY-01.1 is some other question or
 * none. When a completed DDQ is learned, such a reference is replaced by the words of the answer it points at
 * (followed through chains, never in a loop), so the pair still answers the question on its own.
 */
import { clean } from './text-heuristics.js';
import type { Item } from '../types.js';
import { anyOf, leadingYesNo, withoutLeadingYesNo } from '../../language/index.js';

const TARGET = String.raw`([A-Z][A-Za-z&]{0,7}[- ]?\d{1,3}(?:\.\d{1,3})?[a-z]?|\d{1,3}(?:\.\d{1,3}){1,4})`;
/** How a sentence points elsewhere: "see", "refer to", "as per", "as described in". */
const POINTERS = ['see', String.raw`refer\s+to`, String.raw`as\s+(?:per|in|stated\s+in|described\s+in)`];
/** "our response to", "the answers in": what of the target it points at (optional). */
const ANSWER_WORDS = ['response', 'answer', 'reply'];
const ANSWER_OF = String.raw`(?:(?:our|the)\s+)?(?:${anyOf(ANSWER_WORDS)}s?\s+(?:to|in|for|at)\s+)?`;
/** What the target is called before its id or number (optional). */
const TARGET_NAMES = [String.raw`question\s+`, String.raw`item\s+`, String.raw`q\.?\s*`];
/** "Please see IPY-01.1.", "Refer to our response to question 3.2", "See GNRL-08 for …": the whole sentence. */
const REFERENCE = new RegExp(
  String.raw`(?:please\s+)?${anyOf(POINTERS)}\s+${ANSWER_OF}${anyOf(TARGET_NAMES)}?${TARGET}(?![\w.-]*\w)[^.!?\n]*[.!?]?`,
  'gi',
);
export const HAS_REFERENCE = new RegExp(REFERENCE.source, 'i');
const MAX_DEPTH = 4;

/** The answers of `items`, with references to other items of the same document resolved. Unresolvable ones stay as written. */
export function resolveReferences(items: Item[]): Map<number, string> {
  const byKey = new Map<string, Item>();
  for (const it of items) {
    for (const key of [it.id, it.number]) if (key) byKey.set(key.toUpperCase().replace(/\s+/g, '-'), it);
  }
  const memo = new Map<number, string>();
  const resolve = (item: Item, seen: Set<number>): string => {
    const cached = memo.get(item.index);
    if (cached !== undefined) return cached;
    const answer = item.answer ?? '';
    if (seen.size >= MAX_DEPTH) return answer;
    const startsWithYesNo = leadingYesNo(answer) !== null;
    let changed = false;
    const out = answer.replace(REFERENCE, (sentence: string, target: string) => {
      const ref = byKey.get(target.toUpperCase().replace(/\s+/g, '-'));
      if (!ref || ref.index === item.index || seen.has(ref.index) || !ref.answer) return sentence;
      const words = resolve(ref, new Set([...seen, item.index]));
      // "Yes. See X" + X = "Yes. We do …" → "Yes. We do …": one Yes is enough.
      const body = clean(startsWithYesNo ? withoutLeadingYesNo(words) : words);
      if (!body || HAS_REFERENCE.test(body)) return sentence;
      changed = true;
      return /[.!?]$/.test(body) ? `${body} ` : `${body}. `;
    });
    const result = changed
      ? out
          .replace(/[ \t]+\n/g, '\n')
          .replace(/[ \t]{2,}/g, ' ')
          .trim()
      : answer;
    if (seen.size === 0) memo.set(item.index, result);
    return result;
  };
  const answers = new Map<number, string>();
  for (const it of items) if (it.answer) answers.set(it.index, resolve(it, new Set()));
  return answers;
}
