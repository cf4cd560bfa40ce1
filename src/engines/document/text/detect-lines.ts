/**
 * Questions in plain text lines (PDF text layers, legacy .doc bodies): numbered questions, wrapped lines, ☐ boxes,
 * id-keyed rows. Lines from a PDF also carry their style (font and size): a heading ends a question and opens a
 * section, a line in a style no question is written in is an answer, a smaller line right under a question is
 * its guidance.
 */
import { ModelBuilder } from '../model-builder.js';
import {
  ANSWER_LABEL_RE,
  QUESTION_LABEL_RE,
  clean,
  isPlaceholder,
  looksLikeQuestion,
  parseCheckboxes,
  sectionParts,
} from './text-heuristics.js';
import { anyOf, formQuestionKind } from '../../language/index.js';

const SECTION_LINE = /^(\d{1,2})\.0\s+(.+?)(?:\s+Yes\s+No(?:\s+\S.*)?)?$/;
const QUESTION_LINE = /^(\d{1,2}(?:\.\d{1,2}){1,3})\.?\s+(\S.*)$/;
const LOOSE_QUESTION_LINE = /^(\d{1,3})[.)]\s+(\S.*)$/;
const BOXES_ONLY = /^(?:[☐☑☒□■]\s*)+$/;
const ID_LINE = /^([A-Z][A-Za-z&]{0,7}-\d{1,3}(?:\.\d{1,3})?[a-z]?)(?:\s+(\S.*))?$/;
/** CAIQ's "SSRM Control Ownership" column, which a PDF's text runs into the answer ("Yes CSP-owned Google …"). */
const OWNERSHIPS = ['csp-owned', 'csc-owned', '3rd-party outsourced', 'shared csp and csc', 'shared csp and 3rd-party'];
export const OWNERSHIP = new RegExp(String.raw`^(yes|no|n\/?a)\s+${anyOf(OWNERSHIPS)}\b[\s.,;:-]*`, 'i');

const LIST_ITEM = /^(?:[•▪◦‣∙·*-]|[a-z][.)]|\([a-z]\)|\d{1,2}[.)])\s+\S/;

/** A line with what the page shows about it (PDF): its style ("font@size"), its size, whether it is a heading. */
export interface StyledLine {
  text: string;
  style?: string;
  size?: number;
  heading?: boolean;
  /** Passed through to the item drafts (the PDF reader's line index, to place form fields). */
  origin?: number;
}

export interface LineOptions {
  /**
   * Styles questions are written in, when answers are written in others: a line in another style right after a
   * question is its answer, and a line in the question's style goes on with it. Empty: the text alone decides.
   */
  questionStyles?: Set<string>;
}

interface Current {
  number: string;
  id?: string;
  text: string;
  boxes: number;
  answer: string[];
  guidance: string[];
  closed?: boolean;
  /** Closed by a change of style (a field-like label such as "Vendor Name" has no "?"). */
  byStyle?: boolean;
  /** Every answer line so far is in the question's own style (what followed its "?" may still be the question). */
  answerInQuestionStyle?: boolean;
  style?: string;
  size?: number;
  origin?: number;
}

/** Wrapped lines of one answer, joined back ("semi-" + "annually" → "semi-annually"). */
const unwrap = (lines: string[]) =>
  lines.reduce((acc, l) => (!acc ? l : /[-/]$/.test(acc) ? acc + l : `${acc} ${l}`), '');

export class LineDetector {
  private current: Current | null = null;

  constructor(
    private readonly builder: ModelBuilder,
    private readonly opts: LineOptions = {},
  ) {}

  /** The question runs until its "?"; whatever follows on that line and after is the answer. */
  private takeIdRowText(row: Current, line: string): void {
    // The question's own list ("a. Data format", "• Service termination") comes before any answer.
    if (row.closed && !row.answer.length && LIST_ITEM.test(line) && !row.byStyle) {
      row.text += ` ${line}`;
      return;
    }
    if (row.closed) {
      row.answer.push(line);
      return;
    }
    const q = line.lastIndexOf('?');
    if (q < 0) {
      row.text = row.text ? `${row.text} ${line}` : line;
      return;
    }
    row.text = row.text ? `${row.text} ${line.slice(0, q + 1)}` : line.slice(0, q + 1);
    row.closed = true;
    const rest = line.slice(q + 1).trim();
    if (rest) row.answer.push(rest);
  }

  /** An id row without a "?" is not a question (a control statement, a table's other columns), unless its style ended it. */
  private flushIdRow(row: Current): void {
    const question = clean(row.text);
    if (!row.closed || !question) return;
    let answer = clean(unwrap(row.answer));
    const owned = OWNERSHIP.exec(answer);
    if (owned)
      answer = `${owned[1]![0]!.toUpperCase()}${owned[1]!.slice(1).toLowerCase()}. ${answer.slice(owned[0].length)}`
        .replace(/\.\s*$/, '.')
        .trim();
    this.builder.add({
      id: row.id,
      question,
      kind: formQuestionKind(question),
      slot: { type: 'none' },
      ...(answer && !isPlaceholder(answer) ? { answer } : {}),
      ...this.extra(row),
      confidence: 0.8,
    });
  }

  private extra(row: Current) {
    return {
      ...(row.guidance.length ? { guidance: row.guidance.join(' ') } : {}),
      ...(row.origin !== undefined ? { origin: row.origin } : {}),
    };
  }

  flush(): void {
    const current = this.current;
    this.current = null;
    if (!current) return;
    if (current.id) return this.flushIdRow(current);
    let text = clean(current.text);
    const boxes = parseCheckboxes(text);
    let options: string[] | undefined;
    if (boxes) {
      text = boxes.stem;
      options = boxes.options.every((o) => !o.label) ? ['Yes', 'No'] : boxes.options.map((o) => o.label);
    } else if (current.boxes >= 2) options = ['Yes', 'No'];
    text = text.replace(/(?:\s*[☐☑☒□■])+\s*$/, '').trim();
    if (!text) return;
    const answer = current.answer.join('\n').trim();
    this.builder.add({
      ...(current.number ? { number: current.number } : {}),
      question: text,
      kind: formQuestionKind(text, options),
      options,
      slot: { type: 'none' },
      answer: answer && !(current.byStyle && isPlaceholder(answer)) ? answer : undefined,
      ...this.extra(current),
      confidence: looksLikeQuestion(text) ? 0.8 : 0.6,
    });
  }

  /** After a question, in a PDF: 'guidance' (smaller, before any answer), 'answer' (a style no question uses), or null (no say). */
  private styleSays(line: StyledLine, current: Current): 'guidance' | 'answer' | null {
    if (!line.style || !current.style) return null;
    if (!current.answer.length && current.size && line.size && line.size <= 0.9 * current.size) return 'guidance';
    const styles = this.opts.questionStyles;
    if (styles?.size && !styles.has(line.style)) return 'answer';
    return null;
  }

  push(input: string | StyledLine): void {
    const styled: StyledLine = typeof input === 'string' ? { text: input } : input;
    const line = clean(styled.text);
    if (!line) return;
    const start = (c: Omit<Current, 'boxes' | 'answer' | 'guidance'>) => {
      this.flush();
      this.current = {
        ...c,
        boxes: 0,
        answer: [],
        guidance: [],
        style: styled.style,
        size: styled.size,
        origin: styled.origin,
      };
    };
    const sec = SECTION_LINE.exec(line);
    if (sec || (styled.heading && !ID_LINE.test(line) && !/\?$/.test(line))) {
      this.flush();
      const parts = sec ? { title: sec[2]!, number: sec[1] } : sectionParts(line);
      this.builder.section(parts.title, parts.number);
      return;
    }
    // A row of an id-keyed table (CAIQ style): "A&A-01.1", the question up to its "?", then the answer.
    const idRow = ID_LINE.exec(line);
    if (idRow) {
      start({ number: '', id: idRow[1]!, text: '' });
      if (idRow[2]) this.takeIdRowText(this.current!, idRow[2]);
      return;
    }
    const current = this.current;
    const says = current ? this.styleSays(styled, current) : null;
    if (current?.id) {
      if (says === 'guidance') return void current.guidance.push(line);
      if (says === 'answer' && !current.byStyle) {
        // "…third parties? (e.g. any" / "entity not wholly-owned…)" in the question's style: still the question.
        if (current.closed && current.answerInQuestionStyle !== false && current.answer.length) {
          current.text = `${current.text} ${current.answer.join(' ')}`;
          current.answer = [];
        }
        current.closed = true;
        current.byStyle = true;
      }
      if (current.closed && styled.style !== current.style) current.answerInQuestionStyle = false;
      this.takeIdRowText(current, line);
      return;
    }
    // "Question 4: …" / "Q: …" and "Answer: …" / "A: …" lines.
    const qLabel = QUESTION_LABEL_RE.exec(line);
    const q = qLabel
      ? [line, qLabel[1] ?? '', qLabel[2]!]
      : (QUESTION_LINE.exec(line) ??
        (looksLikeQuestion(line.replace(/^\d{1,3}[.)]\s+/, '')) ? LOOSE_QUESTION_LINE.exec(line) : null));
    if (q && says !== 'answer') {
      start({ number: q[1]!, text: q[2]! });
      return;
    }
    if (!current) return;
    if (says === 'guidance') {
      current.guidance.push(line);
      return;
    }
    const aLabel = !current.closed && !current.answer.length ? ANSWER_LABEL_RE.exec(line) : null;
    if (aLabel) {
      current.closed = true;
      const rest = clean(aLabel[1] ?? '');
      if (rest && !isPlaceholder(rest)) current.answer.push(rest);
      return;
    }
    if (BOXES_ONLY.test(line)) {
      current.boxes += (line.match(/[☐☑☒□■]/g) ?? []).length;
      return;
    }
    if (says === 'answer') {
      current.closed = true;
      current.byStyle = true;
    }
    // In a PDF whose answers are in their own style, a line in the question's style is the question going on.
    const sameStyle = !!this.opts.questionStyles?.size && !!styled.style && styled.style === current.style;
    const open = sameStyle || !/[?:.)]\s*(?:[☐☑☒□■]\s*)*$/.test(current.text) || /^[a-z(]/.test(line);
    if (open && !current.closed && !current.answer.length && current.text.length < 600) current.text += ` ${line}`;
    else current.answer.push(line);
  }
}

export function detectLines(lines: (string | StyledLine)[], builder: ModelBuilder, opts: LineOptions = {}): void {
  const detector = new LineDetector(builder, opts);
  for (const line of lines) detector.push(line);
  detector.flush();
}
