/**
 * The rules that read one Word paragraph in the flow of the body, tried in order; the first that takes the
 * paragraph wins. Each is named for the layout it recognises: the document's title, a section heading (styled, or
 * typed as body text before a run of plain questions), guidance under a question, an "Answer:" line, options under
 * a question, a question with its options, a question with an inline blank, a numbered sub-section, a lettered
 * sub-question, a question (numbered, bold or styled, over an "Answer:" line or an answer box, or plain but in a run
 * alternating with its answers: alternating-questions.ts), a numbered field label (those three in
 * paragraph-parts.ts), and otherwise an answer paragraph of the waiting question.
 */
import type { Block, ParaBlock } from '../read-body.js';
import { controlOptions, type FlowState, type Pending } from './flow-state.js';
import {
  ANSWER_LABEL_RE,
  MULTI_NUMBER_RE,
  QUESTION_LABEL_RE,
  clean,
  isPlaceholder,
  looksLikeQuestion,
  parseCheckboxes,
  sectionParts,
  splitLeadingNumber,
  type Numbered,
} from '../../text/text-heuristics.js';
import { formQuestionKind } from '../../../language/index.js';
import { fieldLine, letteredSubQuestion, numberedSubsection } from './paragraph-parts.js';

const GUIDANCE_STYLE = /guid|hint|help|instruction|note|explanat|tip/i;
const QUESTION_STYLE = /question|query|prompt/i;
const INLINE_BLANK = /^(.*?\S)\s*(?:(?:response|answer|reply)\s*:)?\s*_{3,}[\s_.]*$/i;
const INLINE_FILLED = /^(.*?[?.:])\s*(?:response|answer|reply)\s*:\s*(.+)$/i;

const signature = (p: ParaBlock) => `${p.styleId ?? ''}|${p.bold ? 'b' : ''}`;

/** What the rules look at in a paragraph, worked out once. */
export interface ParagraphFacts {
  p: ParaBlock;
  text: string;
  /** Its number or id ("3.2", "COMP-02", "Question 3:") and the words after it. */
  num: Numbered;
  /** An id, a multi-level number or a "Question N:" label: surely a question. */
  strongNumber: boolean;
  anyNumber: boolean;
  qlike: boolean;
  sig: string;
  /** In a question style, or written like the first question. */
  questionStyled: boolean;
  /** Checkbox options in the paragraph's own text (without Word's automatic number), offsets as the filler counts. */
  boxes: ReturnType<typeof parseCheckboxes>;
  next: Block | undefined;
  /** The next paragraph is an answer label ("Response:"): this one is what it answers. */
  labelBelow: boolean;
  /** The next block is an answer box (a one-cell table). */
  boxBelow: boolean;
}

export function paragraphFacts(st: FlowState, p: ParaBlock, next: Block | undefined): ParagraphFacts {
  const text = clean(p.text);
  // "Question 3: …", "Q: …": the label marks a question as surely as a number does.
  const qLabel = QUESTION_LABEL_RE.exec(text);
  const num: Numbered = qLabel
    ? { number: qLabel[1], id: undefined, rest: clean(qLabel[2]!) }
    : splitLeadingNumber(p.text);
  const strongNumber = !!(qLabel || num.id || (num.number && MULTI_NUMBER_RE.test(num.number)));
  const sig = signature(p);
  const own = p.listLabel ? p.text.slice(p.listLabel.length + 1) : p.text;
  return {
    p,
    text,
    num,
    strongNumber,
    sig,
    next,
    anyNumber: !!(num.id || num.number),
    qlike: looksLikeQuestion(num.rest),
    questionStyled: QUESTION_STYLE.test(p.styleName ?? '') || (st.questionSig !== null && sig === st.questionSig),
    boxes: parseCheckboxes(own),
    labelBelow: next?.kind === 'p' && ANSWER_LABEL_RE.test(clean(next.text)),
    boxBelow: next?.kind === 'tbl' && next.rows.length === 1 && next.rows[0]!.cells.length === 1,
  };
}

export type ParagraphRule = (st: FlowState, f: ParagraphFacts) => boolean;

/** A title-styled paragraph that is not a numbered question is the document's title. */
const documentTitle: ParagraphRule = (st, { p, text, strongNumber }) => {
  if (p.headingLevel !== 0 || strongNumber) return false;
  st.flush();
  st.builder.title ??= text;
  return true;
};

/** A heading opens a section, unless it reads as a question (a numbered deep heading, a question mark, the question style). */
const sectionHeading: ParagraphRule = (st, { p, num, strongNumber, qlike, sig }) => {
  if (p.headingLevel === undefined || p.headingLevel <= 0) return false;
  const sameAsQuestion = st.questionSig !== null && sig === st.questionSig;
  const asQuestion =
    (p.headingLevel >= 3 && strongNumber) ||
    (qlike && num.rest.includes('?')) ||
    (sameAsQuestion && (strongNumber || qlike));
  if (asQuestion) return false;
  st.flush();
  const s = sectionParts(p.text);
  st.builder.section(s.title, s.number);
  return true;
};

/**
 * A heading typed as body text right before a run of plain questions (alternating-questions.ts): the document's
 * title when nothing came before it, else a section.
 */
const plainHeading: ParagraphRule = (st, { p, text }) => {
  if (!st.alternating.headings.has(p.block)) return false;
  st.flush();
  const b = st.builder;
  if (b.title === undefined && !b.items.length && !b.sections.length) b.title = text;
  else {
    const s = sectionParts(p.text);
    b.section(s.title, s.number);
  }
  return true;
};

/** Guidance-styled or italic text right under a question is its guidance; new answer paragraphs go after it. */
const guidanceUnderQuestion: ParagraphRule = (st, { p, text }) => {
  const pending = st.pending;
  if (!pending || pending.answers.length || pending.draft.guidance) return false;
  if (!GUIDANCE_STYLE.test(p.styleName ?? '') && !(p.italic && !p.bold)) return false;
  pending.draft.guidance = text;
  pending.anchorBlock = p.block;
  return true;
};

/**
 * "Answer:", "Response: ______", "A: …" under the question: the answer goes on that line, after the label. Lines
 * between the question and its label are its guidance ("Include all holders above 10%."), never its answer.
 */
const answerLabelLine: ParagraphRule = (st, { p, text }) => {
  const aLabel = ANSWER_LABEL_RE.exec(text);
  const pending = st.pending;
  if (!aLabel || !pending || pending.labelled !== undefined || pending.draft.slot.type !== 'none') return false;
  if (st.pendingHasText()) {
    const lines = pending.answers.map((a) => clean(a.text)).filter(Boolean);
    pending.draft.guidance = [pending.draft.guidance, ...lines].filter(Boolean).join(' ');
    pending.anchorBlock = pending.answers.at(-1)!.block;
    pending.answers = [];
  }
  pending.draft.slot = { type: 'inline_blank', block: p.block };
  pending.labelled = clean(aLabel[1] ?? '');
  return true;
};

/** Options on their own line under a question: "☐ Yes ☐ No". */
const optionsUnderQuestion: ParagraphRule = (st, { p, boxes }) => {
  const pending = st.pending;
  if (!boxes || boxes.stem || !pending || st.pendingHasText()) return false;
  pending.draft.slot = { type: 'checkbox_options', block: p.block, options: boxes.options };
  pending.draft.options = boxes.options.map((o) => o.label);
  pending.draft.kind = formQuestionKind(pending.draft.question, pending.draft.options);
  const checked = boxes.options.filter((o) => o.checked).map((o) => o.label);
  if (checked.length) pending.draft.answer = checked.join('; ');
  st.add(pending.draft);
  return true;
};

/** A question and its options in one paragraph: "1. Do you encrypt? ☐ Yes ☐ No". */
const questionWithOptions: ParagraphRule = (st, { p, boxes, strongNumber, anyNumber }) => {
  if (!boxes?.stem) return false;
  const stem = splitLeadingNumber(p.listLabel ? `${p.listLabel}\t${boxes.stem}` : boxes.stem);
  if (!looksLikeQuestion(stem.rest) && !strongNumber && !(anyNumber && p.bold)) return false;
  st.flush();
  const options = boxes.options.map((o) => o.label);
  const checked = boxes.options.filter((o) => o.checked).map((o) => o.label);
  st.builder.add({
    id: stem.id,
    number: stem.number,
    question: stem.rest,
    kind: formQuestionKind(stem.rest, options),
    options,
    slot: { type: 'checkbox_options', block: p.block, options: boxes.options },
    answer: checked.length ? checked.join('; ') : undefined,
    confidence: anyNumber ? 0.9 : 0.8,
  });
  return true;
};

/** A question with its blank (or its answer) on the same line: "2. Firm name: ______", "3. AUM? Answer: $2bn". */
const questionWithInlineBlank: ParagraphRule = (st, { p, strongNumber, anyNumber, qlike }) => {
  const inline = INLINE_BLANK.exec(p.text) ?? INLINE_FILLED.exec(p.text);
  if (!inline || !(strongNumber || (anyNumber && qlike) || (qlike && p.bold))) return false;
  const stem = splitLeadingNumber(inline[1]!.replace(/\s*(?:response|answer|reply)\s*:?\s*$/i, ''));
  const filled = INLINE_BLANK.test(p.text) ? undefined : clean(inline[2] ?? '');
  st.flush();
  st.builder.add({
    id: stem.id,
    number: stem.number,
    question: stem.rest,
    kind: formQuestionKind(stem.rest),
    slot: { type: 'inline_blank', block: p.block },
    answer: filled,
    confidence: 0.85,
  });
  return true;
};

/**
 * Is `cur` the number that comes next after `prev` in an outline: the next sibling ("1.1" → "1.2"), the first child
 * ("1" → "1.1"), or the next number of a level above, restarting below it ("1.3" → "2.1", "1.2.4" → "1.3")?
 */
export function nextInOutline(prev: string, cur: string): boolean {
  const a = prev.replace(/\.$/, '').split('.').map(Number);
  const b = cur.replace(/\.$/, '').split('.').map(Number);
  if (a.some(Number.isNaN) || b.some(Number.isNaN)) return false;
  const i = a.findIndex((n, k) => b[k] !== n);
  // Equal up to the shorter: a first child ("1" → "1.1"), nothing else.
  if (i < 0 || i >= b.length) return b.length === a.length + 1 && b.at(-1) === 1;
  return b[i] === a[i]! + 1 && b.slice(i + 1).every((n) => n === 1);
}

/** How sure a paragraph is a question from its number, weight, style and shape (0: not a question). */
function questionConfidence(st: FlowState, f: ParagraphFacts): number {
  const { p, text, strongNumber, anyNumber, qlike, questionStyled, next, labelBelow, boxBelow } = f;
  const canStartPlain = !st.pendingHasText();
  // An answer in a run of plain questions, even one that opens like a request ("State Street Bank acts as …").
  if (st.alternating.answers.has(p.block)) return 0;
  // Requests to the reader under an "Instructions" heading ("Please provide a response to every question").
  if (st.inInstructions() && !strongNumber && !text.includes('?')) return 0;
  // A numbered or bold line with an "Answer:" line or an answer box right under it is a question, label or not.
  // (Plain words right under a question that has no answer yet are its guidance, even when they ask for something.)
  const marked = anyNumber || p.numbered || p.bold || questionStyled;
  const underQuestion = !!st.pending && !st.pending.answers.length && st.pending.draft.slot.type === 'none';
  if (labelBelow && (marked || (qlike && !underQuestion)) && text.length < 300) return 0.85;
  if (boxBelow && (marked || qlike) && text.length < 120 && !/\.$/.test(text) && canStartPlain) return 0.75;
  const followedByBlank =
    !next || next.kind === 'sdt' || next.kind === 'tbl' || (next.kind === 'p' && !clean(next.text));
  if (strongNumber && (p.bold || p.headingLevel !== undefined || questionStyled || qlike)) return 0.92;
  if (anyNumber && qlike && (p.bold || p.numbered || questionStyled || canStartPlain)) return 0.85;
  if (p.numbered && qlike && canStartPlain) return 0.75;
  if ((p.bold || questionStyled) && qlike) return 0.8;
  if (canStartPlain && qlike && followedByBlank && /[?:]$/.test(text) && !st.pending) return 0.6;
  // A plain paragraph that asks, in a run of them alternating with their answers.
  if (st.alternating.questions.has(p.block)) return 0.6;
  // "1.2 Domicile of the fund" after 1.1 (or "1.1" under section 1): the next number of the outline is the next
  // question, even as a plain label, and even when the previous one's answer is written under it.
  if (strongNumber && f.num.number && /^[A-Z]/.test(f.num.rest) && text.length < 300) {
    const prev = st.pending?.draft.number ?? st.builder.items.at(-1)?.number ?? st.builder.currentSection?.number;
    if (prev ? nextInOutline(prev, f.num.number) : followedByBlank) return 0.7;
  }
  return 0;
}

/** A question whose answer follows (paragraphs, a box, a control); an inline content control in it is the slot. */
const question: ParagraphRule = (st, f) => {
  const confidence = questionConfidence(st, f);
  if (confidence <= 0) return false;
  const { p, num, sig } = f;
  st.flush();
  st.subParent = null;
  st.questionSig ??= sig;
  const pending: Pending = {
    draft: {
      id: num.id,
      number: num.number,
      question: num.rest,
      kind: formQuestionKind(num.rest),
      slot: { type: 'none' },
      confidence,
    },
    questionBlock: p.block,
    anchorBlock: p.block,
    answers: [],
  };
  st.pending = pending;
  const inlineSdt = p.sdts.find((s) => !s.checkbox);
  if (inlineSdt) {
    pending.draft.slot = { type: 'content_control', block: p.block, tag: inlineSdt.tag };
    if (!inlineSdt.placeholder && !isPlaceholder(inlineSdt.text)) pending.draft.answer = clean(inlineSdt.text);
    pending.draft.question = splitLeadingNumber(p.text.replace(inlineSdt.text, '')).rest;
    controlOptions(pending.draft, inlineSdt);
    st.add(pending.draft);
  }
  return true;
};

/** Anything else under a waiting question is part of its answer. */
const answerParagraph: ParagraphRule = (st, { p }) => {
  st.pending?.answers.push(p);
  return true;
};

export const PARAGRAPH_RULES: readonly ParagraphRule[] = [
  documentTitle,
  sectionHeading,
  plainHeading,
  guidanceUnderQuestion,
  answerLabelLine,
  optionsUnderQuestion,
  questionWithOptions,
  questionWithInlineBlank,
  numberedSubsection,
  letteredSubQuestion,
  question,
  fieldLine,
  answerParagraph,
];
