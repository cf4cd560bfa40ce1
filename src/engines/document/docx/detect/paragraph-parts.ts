/**
 * Paragraph rules for the parts of a numbered questionnaire around its questions: a numbered sub-section ("1.1 Firm
 * details" over "1.1.1 …"), lettered sub-questions under a parent that announces them, and numbered field labels
 * answered after their colon ("1. Firm name:"). Tried in paragraph-rules.ts's order.
 */
import type { ParagraphRule } from './paragraph-rules.js';
import {
  ANSWER_LABEL_RE,
  clean,
  isPlaceholder,
  looksLikeQuestion,
  splitLeadingNumber,
} from '../../text/text-heuristics.js';
import { formQuestionKind } from '../../../language/index.js';

/** "Firm name:", "2. Registered office: Acme House": a field label and what is written after its colon. */
const FIELD_LINE = /^([^:?]{2,60}):[ \t\u00a0]*(.{0,200})$/;
/** Labels of a signature block, not fields of the questionnaire. */
const SIGNATURE_LABELS = /^(?:signature|signed(?: by)?|name|title|position|date|place)$/i;

/**
 * A numbered field label with its answer after the colon: "1. Firm name:", "2.3 Telephone: +44 20 …". (Unnumbered
 * ones, "Respondent: ____", are the form's own lines or a signature block.)
 */
export const fieldLine: ParagraphRule = (st, { p, num, anyNumber, labelBelow, boxBelow }) => {
  // (Under a question that already has answer text, "1. Equity: 40%" is a line of that answer.)
  if (!(anyNumber || p.numbered) || labelBelow || boxBelow || p.sdts.length || st.pendingHasText()) return false;
  const m = FIELD_LINE.exec(num.rest);
  if (!m || SIGNATURE_LABELS.test(clean(m[1]!)) || ANSWER_LABEL_RE.test(num.rest) || looksLikeQuestion(m[1]!))
    return false;
  // A label that introduces what follows ("Contact details:" over its own lines) is not a field.
  if (!m[2]!.trim() && st.pending?.draft.slot.type === 'none' && !st.pending.answers.length) return false;
  st.flush();
  st.subParent = null;
  const value = clean(m[2]!);
  st.builder.add({
    id: num.id,
    number: num.number,
    question: `${clean(m[1]!)}:`,
    kind: formQuestionKind(m[1]!),
    slot: { type: 'inline_blank', block: p.block },
    ...(value && !isPlaceholder(value) ? { answer: value } : {}),
    confidence: 0.75,
  });
  return true;
};

/** A numbered line that is not a question, right above its own first child ("1.1 Firm details" over "1.1.1 …"): a sub-section. */
export const numberedSubsection: ParagraphRule = (st, { num, qlike, next, labelBelow }) => {
  if (!num.number || qlike || labelBelow || next?.kind !== 'p' || num.rest.length > 80) return false;
  const child = splitLeadingNumber(next.text).number;
  if (!child?.startsWith(`${num.number}.`)) return false;
  st.flush();
  st.subParent = null;
  st.builder.section(num.rest, num.number);
  return true;
};

const LETTERED = /^(?:[a-z]|[ivx]{1,4})$/i;
/** A question that announces parts of itself: it ends with a colon or says "the following", "including", "below". */
const ANNOUNCES_PARTS = /:$|\b(?:the following|including|as follows|below)\b/i;

/**
 * "(a) market risk;" right under "4.1 Describe your approach to the following risks:" (nothing between): the parent
 * asks through its lettered sub-questions, each with its own space; each is read with the parent's words before it.
 */
export const letteredSubQuestion: ParagraphRule = (st, { p, num }) => {
  if (!num.number || !LETTERED.test(num.number) || !num.rest) return false;
  const pending = st.pending;
  if (
    pending &&
    !pending.answers.length &&
    pending.draft.slot.type === 'none' &&
    !LETTERED.test(pending.draft.number ?? '') &&
    ANNOUNCES_PARTS.test(pending.draft.question)
  ) {
    // The parent has no space of its own: it becomes the sub-questions' context, not an item.
    st.subParent = { question: pending.draft.question, number: pending.draft.number, id: pending.draft.id };
    st.pending = null;
  } else if (!st.subParent || !pending || !LETTERED.test(pending.draft.number ?? '')) return false;
  else st.flush();
  const parent = st.subParent!;
  st.pending = {
    draft: {
      number: num.number,
      question: `${parent.question} — ${num.rest}`,
      kind: formQuestionKind(num.rest),
      slot: { type: 'none' },
      confidence: 0.8,
    },
    questionBlock: p.block,
    anchorBlock: p.block,
    answers: [],
  };
  return true;
};
