/**
 * What the Word paragraph-flow detector carries from block to block: the question still waiting for its answer
 * (and the paragraphs under it), the style the first question was written in, and how a waiting question is closed.
 */
import type { ParaBlock, RowInfo, SdtBlock, SdtInfo } from '../read-body.js';
import type { ItemDraft, ModelBuilder } from '../../model-builder.js';
import { clean, isPlaceholder } from '../../text/text-heuristics.js';
import { formQuestionKind } from '../../../language/index.js';
import type { AlternatingRuns } from './alternating-questions.js';

/** A section of instructions to the respondent ("Instructions", "How to complete this questionnaire", "Guidance notes"). */
const INSTRUCTIONS_HEADING =
  /^(?:general\s+|important\s+)?(?:instructions?|guidance(?:\s+notes?)?|notes?\s+(?:for|to)\s+(?:respondents?|completion)|how\s+to\s+(?:complete|use|respond)\b.*)$/i;

export interface Pending {
  draft: ItemDraft;
  questionBlock: number;
  /** Block after which new answer paragraphs go (the question, or its guidance). */
  anchorBlock: number;
  answers: ParaBlock[];
  /** The answer goes on an "Answer:" line under the question; what that line already says after the label. */
  labelled?: string;
}

export class FlowState {
  pending: Pending | null = null;
  /** Style and boldness of the first question: later paragraphs written the same way are questions too. */
  questionSig: string | null = null;
  /** A question asked through its lettered sub-questions, which carry its words ("4.1 … risks: — (a) market risk"). */
  subParent: { question: string; number?: string; id?: string } | null = null;
  /** The header row of the question table just read, while only empty lines follow it (see TableContext.headerAbove). */
  tableHeader: RowInfo | undefined;
  /**
   * Plain paragraphs that ask, in a run alternating with their answers (alternating-questions.ts): questions; the
   * paragraphs under them are their answers, however they open; a heading typed as body text before one opens a section.
   */
  alternating: AlternatingRuns = { questions: new Set(), answers: new Set(), headings: new Set() };

  constructor(readonly builder: ModelBuilder) {}

  /** Inside an "Instructions" section: requests there are to the reader, not questions. */
  inInstructions(): boolean {
    return INSTRUCTIONS_HEADING.test(this.builder.currentSection?.title ?? '');
  }

  /** The waiting question already has an answer paragraph with text in it. */
  pendingHasText(): boolean {
    return !!this.pending && this.pending.answers.some((a) => clean(a.text));
  }

  /** Adds the draft as an item; whatever was waiting is done. */
  add(draft: ItemDraft): void {
    this.builder.add(draft);
    this.pending = null;
  }

  /** Closes the waiting question: its answer is the paragraphs gathered under it (or under its "Answer:" line). */
  flush(): void {
    const pending = this.pending;
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
      return this.add(draft);
    }
    if (draft.slot.type !== 'none') return this.add(draft);
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
    this.add(draft);
  }
}

/** A drop-down control's items are the question's options; a date picker asks for a date. */
export function controlOptions(draft: ItemDraft, info: SdtInfo): void {
  if (info.list) {
    draft.options = info.list.options;
    draft.kind = formQuestionKind(draft.question, draft.options);
  } else if (info.date) draft.kind = 'date';
}

/** A block content control right under a question is its answer slot. */
export function takeContentControl(pending: Pending, b: SdtBlock): void {
  pending.draft.slot = { type: 'content_control', block: b.block, tag: b.info.tag };
  controlOptions(pending.draft, b.info);
  if (!b.info.placeholder && !isPlaceholder(b.info.text)) pending.draft.answer = b.info.text.trim();
  pending.draft.confidence = Math.min(1, pending.draft.confidence + 0.05);
}
