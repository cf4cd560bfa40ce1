/** Finds sections, questions and answer slots in a Word body (paragraph flow + tables + content controls). */
import type { Block, ParaBlock, SdtBlock, SdtInfo, WordBody } from './docx-read.js';
import { detectTable } from './docx-table-detect.js';
import { ModelBuilder, type ItemDraft } from './model-builder.js';
import {
  ANSWER_LABEL_RE, MULTI_NUMBER_RE, QUESTION_LABEL_RE, clean, inferKind, isPlaceholder, looksLikeQuestion, parseCheckboxes, sectionParts,
  splitLeadingNumber,
} from './text-heuristics.js';

interface Pending {
  draft: ItemDraft;
  questionBlock: number;
  /** Block after which new answer paragraphs go (the question, or its guidance). */
  anchorBlock: number;
  answers: ParaBlock[];
  /** The answer goes on an "Answer:" line under the question; what that line already says after the label. */
  labelled?: string;
}

const GUIDANCE_STYLE = /guid|hint|help|instruction|note|explanat|tip/i;
const QUESTION_STYLE = /question|query|prompt/i;
const INLINE_BLANK = /^(.*?\S)\s*(?:(?:response|answer|reply)\s*:)?\s*_{3,}[\s_.]*$/i;
const INLINE_FILLED = /^(.*?[?.:])\s*(?:response|answer|reply)\s*:\s*(.+)$/i;

const signature = (p: ParaBlock) => `${p.styleId ?? ''}|${p.bold ? 'b' : ''}`;

export function detectWord(body: WordBody, builder: ModelBuilder): void {
  const blocks = body.blocks;
  let pending: Pending | null = null;
  let questionSig: string | null = null;

  const flush = () => {
    if (!pending) return;
    const { draft, answers } = pending;
    if (pending.labelled !== undefined) {
      // "Answer: …" and the paragraphs under it, until the next question.
      const texts = [pending.labelled, ...answers.map((a) => a.text.trim())];
      while (texts.length && !texts.at(-1)) texts.pop();
      const answer = texts.filter((t) => t && !isPlaceholder(t)).join('\n');
      if (answer) draft.answer = answer;
      // Paragraphs of the answer under the label line are replaced with it when it is written again.
      const continued = texts.length - 1;
      if (continued > 0 && draft.slot.type === 'inline_blank') draft.slot.continuedIn = continued;
      builder.add(draft);
      pending = null;
      return;
    }
    if (draft.slot.type !== 'none') {
      builder.add(draft);
      pending = null;
      return;
    }
    const texts = answers.map((a) => a.text.trim());
    while (texts.length && !texts.at(-1)) texts.pop();
    const answer = texts.filter((t) => !isPlaceholder(t)).join('\n');
    draft.slot = {
      type: 'paragraphs_after',
      block: pending.anchorBlock,
      firstAnswerBlock: answers[0]?.block ?? -1,
      answerBlocks: answers.length,
    };
    if (answer) draft.answer = answer;
    builder.add(draft);
    pending = null;
  };
  const pendingHasText = () => !!pending && pending.answers.some((a) => clean(a.text));
  const nextBlock = (i: number): Block | undefined => blocks[i + 1];

  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    if (b.kind === 'tbl') {
      const lead = pending && !pendingHasText() ? pending : null;
      // A one-cell table right under a question is its answer box.
      if (lead && lead.draft.slot.type === 'none' && b.rows.length === 1 && b.rows[0]!.cells.length === 1) {
        const cellText = b.rows[0]!.cells[0]!.text.trim();
        lead.draft.slot = { type: 'table_cell', block: b.block, row: 0, cell: 0 };
        if (!isPlaceholder(cellText)) lead.draft.answer = cellText;
        builder.add(lead.draft);
        pending = null;
        continue;
      }
      const drafts = detectTable(b, {
        leadIn: lead ? { question: lead.draft.question, number: lead.draft.number, id: lead.draft.id } : undefined,
        onSection: (title, number) => builder.section(title, number),
      });
      if (drafts.length && lead) pending = null;
      else flush();
      drafts.forEach((d) => builder.add(d));
      continue;
    }
    if (b.kind === 'sdt') {
      if (pending && !pendingHasText()) takeContentControl(pending, b);
      flush();
      continue;
    }
    const p = b;
    const text = clean(p.text);
    if (!text && p.sdts.length === 0) {
      pending?.answers.push(p);
      continue;
    }
    // "Question 3: …", "Q: …": the label marks a question as surely as a number does.
    const qLabel = QUESTION_LABEL_RE.exec(text);
    const num = qLabel ? { number: qLabel[1], id: undefined, rest: clean(qLabel[2]!) } : splitLeadingNumber(p.text);
    const strongNumber = !!(qLabel || num.id || (num.number && MULTI_NUMBER_RE.test(num.number)));
    const anyNumber = !!(num.id || num.number);
    const qlike = looksLikeQuestion(num.rest);
    const sig = signature(p);
    const questionStyled = QUESTION_STYLE.test(p.styleName ?? '') || (questionSig !== null && sig === questionSig);

    if (p.headingLevel === 0 && !strongNumber) {
      flush();
      builder.title ??= text;
      continue;
    }
    if (p.headingLevel !== undefined && p.headingLevel > 0) {
      const asQuestion = (p.headingLevel >= 3 && strongNumber) || (qlike && num.rest.includes('?')) || (questionSig !== null && sig === questionSig && (strongNumber || qlike));
      if (!asQuestion) {
        flush();
        const s = sectionParts(p.text);
        builder.section(s.title, s.number);
        continue;
      }
    }
    if (pending && !pending.answers.length && !pending.draft.guidance && (GUIDANCE_STYLE.test(p.styleName ?? '') || (p.italic && !p.bold))) {
      pending.draft.guidance = text;
      pending.anchorBlock = p.block;
      continue;
    }
    // "Answer:", "Response: ______", "A: …" under the question: the answer goes on that line, after the label.
    const aLabel = ANSWER_LABEL_RE.exec(text);
    if (aLabel && pending && !pendingHasText() && pending.labelled === undefined && pending.draft.slot.type === 'none') {
      pending.draft.slot = { type: 'inline_blank', block: p.block };
      pending.labelled = clean(aLabel[1] ?? '');
      continue;
    }
    // Options on their own line under a question: "☐ Yes ☐ No". Offsets are into the paragraph's own text
    // (without Word's automatic number), which is what the filler counts in.
    const own = p.listLabel ? p.text.slice(p.listLabel.length + 1) : p.text;
    const boxes = parseCheckboxes(own);
    if (boxes && !boxes.stem && pending && !pendingHasText()) {
      pending.draft.slot = { type: 'checkbox_options', block: p.block, options: boxes.options };
      pending.draft.options = boxes.options.map((o) => o.label);
      pending.draft.kind = inferKind(pending.draft.question, pending.draft.options);
      const checked = boxes.options.filter((o) => o.checked).map((o) => o.label);
      if (checked.length) pending.draft.answer = checked.join('; ');
      builder.add(pending.draft);
      pending = null;
      continue;
    }
    if (boxes && boxes.stem) {
      const stem = splitLeadingNumber(p.listLabel ? `${p.listLabel}\t${boxes.stem}` : boxes.stem);
      if (looksLikeQuestion(stem.rest) || strongNumber || (anyNumber && p.bold)) {
        flush();
        const options = boxes.options.map((o) => o.label);
        const checked = boxes.options.filter((o) => o.checked).map((o) => o.label);
        builder.add({
          id: stem.id, number: stem.number, question: stem.rest, kind: inferKind(stem.rest, options), options,
          slot: { type: 'checkbox_options', block: p.block, options: boxes.options },
          answer: checked.length ? checked.join('; ') : undefined,
          confidence: anyNumber ? 0.9 : 0.8,
        });
        continue;
      }
    }
    const inline = INLINE_BLANK.exec(p.text) ?? INLINE_FILLED.exec(p.text);
    if (inline && (strongNumber || (anyNumber && qlike) || (qlike && p.bold))) {
      const stem = splitLeadingNumber(inline[1]!.replace(/\s*(?:response|answer|reply)\s*:?\s*$/i, ''));
      const filled = INLINE_BLANK.test(p.text) ? undefined : clean(inline[2] ?? '');
      flush();
      builder.add({
        id: stem.id, number: stem.number, question: stem.rest, kind: inferKind(stem.rest),
        slot: { type: 'inline_blank', block: p.block }, answer: filled, confidence: 0.85,
      });
      continue;
    }
    const canStartPlain = !pendingHasText();
    const nb = nextBlock(i);
    const followedByBlank = !nb || nb.kind === 'sdt' || nb.kind === 'tbl' || (nb.kind === 'p' && !clean(nb.text));
    let confidence = 0;
    if (strongNumber && (p.bold || p.headingLevel !== undefined || questionStyled || qlike)) confidence = 0.92;
    else if (anyNumber && qlike && (p.bold || p.numbered || questionStyled || canStartPlain)) confidence = 0.85;
    else if (p.numbered && qlike && canStartPlain) confidence = 0.75;
    else if ((p.bold || questionStyled) && qlike) confidence = 0.8;
    else if (canStartPlain && qlike && followedByBlank && /[?:]$/.test(text) && !pending) confidence = 0.6;
    if (confidence > 0) {
      flush();
      questionSig ??= sig;
      pending = {
        draft: { id: num.id, number: num.number, question: num.rest, kind: inferKind(num.rest), slot: { type: 'none' }, confidence },
        questionBlock: p.block,
        anchorBlock: p.block,
        answers: [],
      };
      // An inline content control in the question paragraph is its answer slot.
      const inlineSdt = p.sdts.find((s) => !s.checkbox);
      if (inlineSdt) {
        pending.draft.slot = { type: 'content_control', block: p.block, tag: inlineSdt.tag };
        if (!inlineSdt.placeholder && !isPlaceholder(inlineSdt.text)) pending.draft.answer = clean(inlineSdt.text);
        pending.draft.question = splitLeadingNumber(p.text.replace(inlineSdt.text, '')).rest;
        controlOptions(pending.draft, inlineSdt);
        builder.add(pending.draft);
        pending = null;
      }
      continue;
    }
    if (pending) pending.answers.push(p);
  }
  flush();
}

/** A drop-down control's items are the question's options; a date picker asks for a date. */
export function controlOptions(draft: ItemDraft, info: SdtInfo): void {
  if (info.list) {
    draft.options = info.list.options;
    draft.kind = inferKind(draft.question, draft.options);
  } else if (info.date) draft.kind = 'date';
}

function takeContentControl(pending: Pending, b: SdtBlock): void {
  pending.draft.slot = { type: 'content_control', block: b.block, tag: b.info.tag };
  controlOptions(pending.draft, b.info);
  if (!b.info.placeholder && !isPlaceholder(b.info.text)) pending.draft.answer = b.info.text.trim();
  pending.draft.confidence = Math.min(1, pending.draft.confidence + 0.05);
}
