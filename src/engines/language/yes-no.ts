/**
 * Yes / No / N/A at the start of an answer or an option: one rule for the document engine (which option or column
 * an answer ticks) and the answering engine (whether two answers agree).
 */
import { clean } from './text.js';

export type YesNo = 'yes' | 'no';
export type YesNoNa = YesNo | 'na';

const NA_RE = /^(?:n\/?a|not applicable)\b/i;
/** A list marker before an answer: "1) Yes", "a) No". */
const LIST_MARKER = /^(?:\d+\)\s*|[a-z]\)\s*)/i;

/** "Yes. We encrypt…" → 'yes'; "N/A" and "Not applicable" → 'na'. */
export function leadingYesNo(text: string): YesNoNa | null {
  const t = clean(text);
  if (/^yes\b/i.test(t)) return 'yes';
  if (/^no\b/i.test(t)) return 'no';
  if (NA_RE.test(t)) return 'na';
  return null;
}

/** "Yes. We encrypt…" → "We encrypt…": the answer without its leading Yes / No / N/A. */
export const withoutLeadingYesNo = (text: string): string =>
  text.replace(/^\s*(?:yes|no|n\/?a)\b[\s.,;:-]*/i, '').trim();

/** Yes/No polarity of an answer ("Yes.", "No -", "1) Yes"), or null: N/A takes no side. */
export function answerPolarity(answer: string): YesNo | null {
  const p = leadingYesNo(answer.trim().replace(LIST_MARKER, ''));
  return p === 'na' ? null : p;
}
