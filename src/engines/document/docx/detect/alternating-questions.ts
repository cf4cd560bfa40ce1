/**
 * Plain paragraphs that alternate between asking and answering: a completed questionnaire typed as plain text, each
 * question a plain paragraph that asks ("…?", "Describe …") and its answer the plain paragraphs under it. Nothing
 * marks the questions but the alternation itself, so it must be consistent: at least three asking paragraphs in a
 * row of plain paragraphs, each followed by at least one that does not ask (or by empty lines, in the blank twin),
 * and none of those looking like a heading. One rhetorical question in a narrative is no such run.
 *
 * Where a paragraph stands decides what it is when its words alone cannot. In a completed document (`isCompleted`),
 * under a question with no answer yet, a paragraph that asks only by its opening word ("State Street Bank acts as
 * custodian.", "List Capital LLP is …", "Detail of each fee is …") or looks like a title by its words alone ("Ernst
 * & Young LLP", "Jane Smith, CFO") is that question's answer, unless it asks the way the question does (both open
 * with a request) and has an answer of its own under it; such a sentence right above the next question continues
 * the answer above it, and names under an answer line that announces them ("… are:") are part of that answer. A
 * heading is said by formatting: larger than the body text, or a style, weight or number (which make a paragraph not
 * plain); title words are a heading where no question waits for an answer. A heading right before a run's question
 * is returned so that it opens a section, and the answers' paragraphs so that no other rule reads them as questions.
 */
import type { Block, ParaBlock } from '../read-body.js';
import { IMPERATIVES, clean, splitLeadingNumber } from '../../text/text-heuristics.js';

/** Fewest asking paragraphs that make a run. */
const MIN_QUESTIONS = 3;
const MAX_QUESTION_LENGTH = 300;
const MAX_HEADING_LENGTH = 80;
/** Half-points (1 pt) larger than the body text that make short plain text a heading. */
const MIN_HEADING_STEP = 2;
/** Body-text styles; any other style (a heading, a note, a question style) is read by its own rules. */
const PLAIN_STYLE = /^(?:normal|body\s*text.*|default.*|plain\s*text)$/i;
/** Word's text size (half-points) when nothing in the document sets one. */
const WORD_DEFAULT_SIZE = 20;

/** Written as plain body text: no weight, slant, number, list, heading or special style, no controls. */
function isPlain(p: ParaBlock): boolean {
  if (p.bold || p.italic || p.numbered || p.listLabel || p.headingLevel !== undefined || p.sdts.length) return false;
  if (p.styleName && !PLAIN_STYLE.test(p.styleName)) return false;
  const num = splitLeadingNumber(p.text);
  return !num.number && !num.id;
}

const asksByMark = (t: string) => /\?\s*$/.test(t);

/** It asks: ends with a question mark or opens with a request ("Describe …", "Please provide …"). */
export function asksPlainly(text: string): boolean {
  const t = clean(text);
  return t.length >= 8 && t.length <= MAX_QUESTION_LENGTH && (asksByMark(t) || IMPERATIVES.test(t));
}

/** A short title-like line with no closing punctuation ("Investment Process", "Risk Management"). */
function looksLikeHeading(text: string): boolean {
  const t = clean(text);
  if (t.length > MAX_HEADING_LENGTH || /[.!?:;)\]"”]$/.test(t)) return false;
  const words = t.split(/\s+/).filter((w) => w.length > 3);
  return t.split(/\s+/).length >= 2 && words.length > 0 && words.every((w) => /^[A-Z0-9]/.test(w));
}

/**
 * What a block is by itself: a paragraph that asks with "?" (`ask`), one that asks only by its opening request verb
 * (`request`), one that looks like a title by its words alone (`title`), plain text written larger than the body
 * text (`heading`), an answer, an empty line, or anything that ends a run (`break`).
 */
type Kind = 'ask' | 'request' | 'title' | 'heading' | 'answer' | 'empty' | 'break';

function kindOf(b: Block, bodySize: number): Kind {
  if (b.kind !== 'p') return 'break';
  const t = clean(b.text);
  if (!t) return b.sdts.length ? 'break' : 'empty';
  if (!isPlain(b)) return 'break';
  if ((b.size ?? bodySize) >= bodySize + MIN_HEADING_STEP && t.length <= MAX_HEADING_LENGTH && !asksByMark(t))
    return 'heading';
  if (asksPlainly(t)) return asksByMark(t) ? 'ask' : 'request';
  return looksLikeHeading(t) ? 'title' : 'answer';
}

/** The text size most plain paragraphs with text are written in. */
function bodyTextSize(blocks: readonly Block[]): number {
  const counts = new Map<number, number>();
  for (const b of blocks)
    if (b.kind === 'p' && clean(b.text) && isPlain(b)) {
      const size = b.size ?? WORD_DEFAULT_SIZE;
      counts.set(size, (counts.get(size) ?? 0) + 1);
    }
  return [...counts].sort((x, y) => y[1] - x[1])[0]?.[0] ?? WORD_DEFAULT_SIZE;
}

/**
 * The document's questions are answered: more of those that ask with "?" have an answer paragraph or a name under
 * them (past any empty lines) than have another "?" question there, as in a blank twin.
 */
function isCompleted(kinds: readonly Kind[]): boolean {
  let answered = 0;
  let unanswered = 0;
  kinds.forEach((k, i) => {
    if (k !== 'ask') return;
    const next = nextText(kinds, i);
    if (next === 'answer' || next === 'title') answered++;
    else if (next === 'ask') unanswered++;
  });
  return answered > unanswered;
}

/** The kind of the next block past empty lines. */
function nextText(kinds: readonly Kind[], i: number): Kind | undefined {
  let j = i + 1;
  while (kinds[j] === 'empty') j++;
  return kinds[j];
}

/** Every consistent alternating run's asking paragraphs, the paragraphs of their answers, the headings before them. */
export interface AlternatingRuns {
  questions: Set<number>;
  answers: Set<number>;
  headings: Set<number>;
}

/** The asking paragraphs of every consistent alternating run in the body, and the headings that open them. */
export function alternatingQuestions(blocks: readonly Block[]): AlternatingRuns {
  const bodySize = bodyTextSize(blocks);
  const kinds = blocks.map((b) => kindOf(b, bodySize));
  const completed = isCompleted(kinds);
  const found = new Set<number>();
  const answers = new Set<number>();
  let asks: number[] = [];
  let answerBlocks: number[] = [];
  // The last asking paragraph of the run: how it asks, and what is under it so far.
  let asking: Kind = 'ask';
  let under: 'nothing' | 'empty' | 'text' = 'text';
  // Right under a line of the current question's answer (nothing between); that line announces a list ("… are:").
  let afterAnswer = false;
  let announced = false;
  const close = () => {
    // A run ends on an answered question; one still unanswered is not part of it.
    const run = under !== 'nothing' ? asks : asks.slice(0, -1);
    if (run.length >= MIN_QUESTIONS) {
      run.forEach((i) => found.add(i));
      answerBlocks.forEach((i) => answers.add(i));
    }
    asks = [];
    answerBlocks = [];
    under = 'text';
  };
  /** What a request or title paragraph is, from where it stands. */
  const resolve = (kind: Kind, i: number): Kind => {
    if (kind !== 'request' && kind !== 'title') return kind;
    const next = nextText(kinds, i);
    // Under a question with no answer yet, in a completed document: its answer, unless it asks the way the question
    // does (both open with a request) and has an answer of its own under it.
    const waiting = asks.length > 0 && under !== 'text';
    const ownAnswer = next === 'answer' || next === 'title';
    if (waiting && completed && (kind === 'title' || asking === 'ask' || !ownAnswer)) return 'answer';
    // Names listed under an answer line that announces them ("Our service providers are:").
    if (kind === 'title' && afterAnswer && announced) return 'answer';
    // A sentence of a longer answer, right above the next question: it has no answer of its own.
    const nextBlock = kinds[i + 1];
    if (kind === 'request' && completed && afterAnswer && (nextBlock === undefined || nextBlock === 'ask'))
      return 'answer';
    return kind === 'request' ? 'ask' : 'heading';
  };
  const headings: number[] = [];
  blocks.forEach((b, i) => {
    const base = kinds[i]!;
    const kind = resolve(base, i);
    kinds[i] = kind;
    if (kind === 'ask' || kind === 'request') {
      // Two asking paragraphs in a row: the alternation is broken; a new run may start here.
      if (under === 'nothing') close();
      asks.push(b.block);
      asking = asksByMark(clean((b as ParaBlock).text)) ? 'ask' : 'request';
      under = 'nothing';
      afterAnswer = false;
    } else if (kind === 'answer') {
      if (asks.length) {
        // A name listed under the announcing line keeps announcing the rest of the list.
        if (base !== 'title' || !afterAnswer) announced = /:$/.test(clean((b as ParaBlock).text));
        under = 'text';
        answerBlocks.push(b.block);
      }
      afterAnswer = asks.length > 0;
    } else if (kind === 'empty') {
      if (asks.length && under === 'nothing') under = 'empty';
      afterAnswer = false;
    } else {
      if (kind === 'heading') headings.push(i);
      afterAnswer = false;
      close();
    }
  });
  close();
  // A heading counts when a run's question comes next (past empty lines).
  const before = new Set<number>();
  for (const h of headings) {
    let j = h + 1;
    while (kinds[j] === 'empty') j++;
    if (blocks[j] && found.has(blocks[j]!.block)) before.add(blocks[h]!.block);
  }
  return { questions: found, answers, headings: before };
}
