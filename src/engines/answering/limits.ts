/**
 * Answer limits a questionnaire sets: "max 250 words", "(1,000 characters)", "no more than 100 words", an Excel
 * cell's text-length validation, a Word form field's maximum length. An answer is kept within its limit by cutting
 * at a sentence boundary (a word boundary when the first sentence alone is too long), and the cut is always said:
 * a limit is never exceeded silently, and never met silently by dropping text.
 */

export interface AnswerLimit {
  words?: number;
  chars?: number;
}

const NUMBER = String.raw`(\d{1,3}(?:[,.\s]\d{3})+|\d+)`;
const WORDS = String.raw`words?`;
const CHARS = String.raw`(?:characters?|chars?)`;
const UNIT = `(${WORDS}|${CHARS})`;
/** "max 250 words", "maximum of 1,000 characters", "up to 300 words", "no more than 100 words", "(500 characters)". */
const BEFORE = [
  String.raw`\b(?:max(?:imum)?\.?|up\s+to|no\s+more\s+than|not\s+(?:to\s+)?exceed(?:ing)?|limit(?:ed)?\s+(?:of|to)|at\s+most|within)\s*(?:of\s+)?`,
  String.raw`\(\s*`,
];
const PATTERNS = [
  ...BEFORE.map((b) => new RegExp(`${b}${NUMBER}\\s*${UNIT}`, 'gi')),
  // "250 words max", "250-word limit", "1000 character limit", "in 50 words or less/fewer"
  new RegExp(`${NUMBER}[\\s-]*${UNIT}\\s*(?:max(?:imum)?\\b|limit\\b|or\\s+(?:less|fewer)\\b)`, 'gi'),
  // "word limit: 250", "character limit 1,000"
  new RegExp(`\\b(word|character)\\s+(?:count\\s+)?limit\\s*(?:of|:|-)?\\s*${NUMBER}`, 'gi'),
];

function toNumber(raw: string): number {
  return Number(raw.replace(/[,.\s]/g, ''));
}

/** The limit a question's text sets on its answer, if any (the tightest when it names several of a kind). */
export function limitInQuestion(text: string): AnswerLimit | undefined {
  const limit: AnswerLimit = {};
  const keep = (unit: string, n: number) => {
    if (!Number.isFinite(n) || n <= 0 || n > 100_000) return;
    const key = /^w/i.test(unit) ? 'words' : 'chars';
    limit[key] = Math.min(limit[key] ?? Infinity, n);
  };
  for (const re of PATTERNS.slice(0, -1)) {
    for (const m of text.matchAll(re)) keep(m[2]!, toNumber(m[1]!));
  }
  for (const m of text.matchAll(PATTERNS[PATTERNS.length - 1]!)) keep(m[1]!, toNumber(m[2]!));
  return limit.words || limit.chars ? limit : undefined;
}

/**
 * The question without the words that set its limit ("Describe your ESG policy (max 250 words)." → "Describe your ESG
 * policy."): a limit says how to answer, not what is asked, and must not make a stored question look different.
 */
export function withoutLimitWords(text: string): string {
  let out = text;
  for (const re of PATTERNS)
    out = out.replace(
      new RegExp(String.raw`(?:\(\s*)?(?:\b(?:in|using|with|of)\s+)?(?:${re.source})\s*\)?`, 'gi'),
      ' ',
    );
  return out
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+([.,;:?!])/g, '$1')
    .replace(/([.,;:])(?:\s*[.,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s.,;:]+|[\s,;:]+$/g, '')
    .trim();
}

/** The limit of a question's answer: what the document sets on its slot, and what the question's own words say. */
export function questionLimit(question: string, documentLimit?: AnswerLimit | null): AnswerLimit | undefined {
  return combineLimits(documentLimit ?? undefined, limitInQuestion(question));
}

/** The tighter of two limits, unit by unit. */
export function combineLimits(a: AnswerLimit | undefined, b: AnswerLimit | undefined): AnswerLimit | undefined {
  if (!a) return b;
  if (!b) return a;
  const out: AnswerLimit = {};
  const words = Math.min(a.words ?? Infinity, b.words ?? Infinity);
  const chars = Math.min(a.chars ?? Infinity, b.chars ?? Infinity);
  if (Number.isFinite(words)) out.words = words;
  if (Number.isFinite(chars)) out.chars = chars;
  return out;
}

export function countWords(text: string): number {
  const t = text.trim();
  return t ? t.split(/\s+/).length : 0;
}

function within(text: string, limit: AnswerLimit): boolean {
  return (
    (limit.words === undefined || countWords(text) <= limit.words) &&
    (limit.chars === undefined || text.length <= limit.chars)
  );
}

export interface Fitted {
  text: string;
  /** The answer had to be cut to fit. */
  shortened: boolean;
  /** Words left out. */
  cutWords: number;
}

/**
 * Keep an answer within its limit: whole sentences (and paragraphs) while they fit; when even the first sentence
 * is too long, whole words followed by an ellipsis, still within the limit.
 */
export function fitToLimit(answer: string, limit: AnswerLimit | undefined): Fitted {
  const text = answer.trim();
  if (!limit || within(text, limit)) return { text, shortened: false, cutWords: 0 };
  const sentences = text.match(/[^.!?\n]+(?:[.!?]+["')\]]*|\n+|$)\s*/g) ?? [text];
  let kept = '';
  for (const s of sentences) {
    const next = kept + s;
    if (!within(next.trim(), limit)) break;
    kept = next;
  }
  kept = kept.trim();
  if (!kept) {
    const words = text.split(/\s+/);
    const out: string[] = [];
    for (const w of words) {
      const next = [...out, w].join(' ') + '…';
      if (!within(next, limit)) break;
      out.push(w);
    }
    kept = out.length ? `${out.join(' ').replace(/[,;:]$/, '')}…` : '';
  }
  return { text: kept, shortened: true, cutWords: countWords(text) - countWords(kept.replace(/…$/, '')) };
}

export function describeLimit(limit: AnswerLimit): string {
  const parts: string[] = [];
  if (limit.words !== undefined) parts.push(`${limit.words.toLocaleString('en-US')}-word`);
  if (limit.chars !== undefined) parts.push(`${limit.chars.toLocaleString('en-US')}-character`);
  return `${parts.join(' and ')} limit`;
}

/** The note shown with an answer that had to be shortened. */
export function shortenedNote(limit: AnswerLimit, cutWords: number): string {
  return `Shortened to fit the ${describeLimit(limit)} (${cutWords} word${cutWords === 1 ? '' : 's'} cut): check it still says what it must.`;
}
