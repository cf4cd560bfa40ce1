/**
 * Plain paragraphs that alternate between asking and answering: a completed questionnaire typed as plain text, each
 * question a plain paragraph that asks ("…?", "Describe …") and its answer the plain paragraphs under it. Nothing
 * marks the questions but the alternation itself, so it must be consistent: at least three asking paragraphs in a
 * row of plain paragraphs, each followed by at least one that does not ask (or by empty lines, in the blank twin),
 * and none of those looking like a heading. One rhetorical question in a narrative is no such run.
 */
import type { Block, ParaBlock } from '../read-body.js';
import { IMPERATIVES, clean, splitLeadingNumber } from '../../text/text-heuristics.js';

/** Fewest asking paragraphs that make a run. */
const MIN_QUESTIONS = 3;
const MAX_QUESTION_LENGTH = 300;
/** Body-text styles; any other style (a heading, a note, a question style) is read by its own rules. */
const PLAIN_STYLE = /^(?:normal|body\s*text.*|default.*|plain\s*text)$/i;

/** Written as plain body text: no weight, slant, number, list, heading or special style, no controls. */
function isPlain(p: ParaBlock): boolean {
  if (p.bold || p.italic || p.numbered || p.listLabel || p.headingLevel !== undefined || p.sdts.length) return false;
  if (p.styleName && !PLAIN_STYLE.test(p.styleName)) return false;
  const num = splitLeadingNumber(p.text);
  return !num.number && !num.id;
}

/** It asks: ends with a question mark or opens with a request ("Describe …", "Please provide …"). */
export function asksPlainly(text: string): boolean {
  const t = clean(text);
  return t.length >= 8 && t.length <= MAX_QUESTION_LENGTH && (/\?\s*$/.test(t) || IMPERATIVES.test(t));
}

/** A short title-like line with no closing punctuation ("Investment Process", "Risk Management"). */
function looksLikeHeading(text: string): boolean {
  const t = clean(text);
  if (t.length > 80 || /[.!?:;)\]"”]$/.test(t)) return false;
  const words = t.split(/\s+/).filter((w) => w.length > 3);
  return t.split(/\s+/).length >= 2 && words.length > 0 && words.every((w) => /^[A-Z0-9]/.test(w));
}

type Kind = 'ask' | 'answer' | 'empty' | 'break';

function kindOf(b: Block): Kind {
  if (b.kind !== 'p') return 'break';
  if (!clean(b.text)) return b.sdts.length ? 'break' : 'empty';
  if (!isPlain(b)) return 'break';
  if (asksPlainly(b.text)) return 'ask';
  return looksLikeHeading(b.text) ? 'break' : 'answer';
}

/** The blocks (by index) of the asking paragraphs of every consistent alternating run in the body. */
export function alternatingQuestions(blocks: readonly Block[]): Set<number> {
  const found = new Set<number>();
  let asks: number[] = [];
  // Whether the last asking paragraph of the run has had something under it yet.
  let answered = true;
  const close = () => {
    // A run ends on an answered question; one still unanswered is not part of it.
    const run = answered ? asks : asks.slice(0, -1);
    if (run.length >= MIN_QUESTIONS) run.forEach((i) => found.add(i));
    asks = [];
    answered = true;
  };
  for (const b of blocks) {
    const kind = kindOf(b);
    if (kind === 'ask') {
      // Two asking paragraphs in a row: the alternation is broken; a new run may start here.
      if (!answered) close();
      asks.push(b.block);
      answered = false;
    } else if (kind === 'answer' || kind === 'empty') {
      if (asks.length) answered = true;
    } else close();
  }
  close();
  return found;
}
