/**
 * A questionnaire question is often the question itself followed by the questionnaire's guidance:
 * "Does your organisation have a stewardship policy? If so, provide a copy. State whether it is public."
 * Matching compares what is asked (the core); the guidance only says how to answer, and two editions of one
 * question often differ in nothing else.
 */
import { withoutLimitWords } from './limits.js';
import { anyOf } from '../language/index.js';
import { normalizeQuestion } from './normalize.js';

export interface QuestionParts {
  /** What is asked: the first question sentence (or the first sentence of an imperative question). */
  core: string;
  /** Everything after it: instructions, follow-ups, examples. Empty when there is none. */
  guidance: string;
}

/** "If so, …", "If you answered yes, …": a follow-up that only applies to one answer. */
const IF_FOLLOW_UPS = [
  'so',
  'yes',
  'not',
  'no',
  'applicable',
  'available',
  'relevant',
  'any',
  'there (?:is|are)',
  'you (?:do|have|are|answered)',
];
/** Verbs that ask for something to be supplied or set out, as an instruction after the question. */
const INSTRUCTION_VERBS = [
  'provide',
  'attach',
  'include',
  'upload',
  'submit',
  'share',
  'supply',
  'list',
  'describe',
  'explain',
  'outline',
  'detail',
  'specify',
  'state',
  'indicate',
  'identify',
  'summari[sz]e',
  'give',
  'name',
  'note',
  'add',
  'confirm',
];
/** Openings of examples and notes on how to answer. */
const GUIDANCE_OPENINGS = [
  'examples? (?:include|of)\\b',
  'e\\.g\\.',
  'for example\\b',
  'for instance\\b',
  'such as\\b',
  'this (?:includes|may include|should|could|covers)\\b',
  'your (?:answer|response|overview)\\b',
  'where (?:applicable|relevant|possible)\\b',
  '(?:answer|response) (?:should|must|may)\\b',
  'note:',
  'n\\/a\\b',
];

/** Sentences that only say how to answer (they never carry the question on their own). */
// prettier-ignore
const GUIDANCE_START = new RegExp(
  `^${anyOf([`if ${anyOf(IF_FOLLOW_UPS)}\\b`, `(?:please )?${anyOf(INSTRUCTION_VERBS)}\\b`, ...GUIDANCE_OPENINGS])}`,
  'i',
);

/** Split into sentences at . ? ! ; followed by a space and a new sentence (not "e.g. the", "U.S. SEC", "No. 5"). */
export function sentences(text: string): string[] {
  const s = text.replace(/\s+/g, ' ').trim();
  if (!s) return [];
  const out: string[] = [];
  let start = 0;
  const re = /([.?!])\s+(?=["'“(]?[A-Z0-9])/g;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const end = m.index + 1;
    const before = s.slice(start, end);
    // Abbreviations: a single letter or a short all-caps/abbreviated word before the period.
    if (
      m[1] === '.' &&
      /(?:\b[A-Za-z]|\be\.g|\bi\.e|\betc|\bNo|\bvs|\bInc|\bLtd|\bCo|\bSt|\bMr|\bMs|\bDr)\.$/.test(before)
    )
      continue;
    out.push(before.trim());
    start = re.lastIndex;
  }
  out.push(s.slice(start).trim());
  return out.filter(Boolean);
}

/** Verbs of guidance that asks for a narrative after a yes/no question ("Does X? If so, describe it."). */
// The instruction verbs that ask for words, not for a document to be handed over.
const HANDING_OVER_VERBS = ['attach', 'include', 'upload', 'submit', 'share', 'supply', 'note', 'add', 'confirm'];
const DETAIL_VERBS = [...INSTRUCTION_VERBS.filter((v) => !HANDING_OVER_VERBS.includes(v)), 'discuss'];
const ASKS_FOR_DETAIL = new RegExp(
  `(?:^|[.?!]\\s+)(?:if (?:so|yes|applicable),?\\s+)?(?:please\\s+)?${anyOf(DETAIL_VERBS)}\\b`,
  'i',
);

/** The guidance asks for a narrative as well: a yes/no question that may be answered in prose. */
export function asksForDetail(guidance: string): boolean {
  return ASKS_FOR_DETAIL.test(guidance);
}

/**
 * Alternatives a DDQ offers as a choice, each side as words: "Is the fee charged on committed or invested capital?",
 * "Is the vendor privately held or publicly listed?", "in-house or by a third party?" ask which, and are answered in
 * prose. Only pairs of known opposites: "or" joins the conditions of a yes/no question as often ("exercised annually
 * or when significant changes occur?").
 */
// prettier-ignore
const ALTERNATIVES: [RegExp, RegExp][] = [
  // Not "vendor" or "provider": a vendor questionnaire's subject ("Does the vendor use its own tools or ...?").
  [/\b(?:in-?house|internal(?:ly)?|own)\b/, /\b(?:third[-\s]part(?:y|ies)|external(?:ly)?|outsourced?)\b/],
  [/\bpublic(?:ly)?\b|\blisted\b/, /\bprivate(?:ly)?\b/],
  [/\bopen-?ended\b/, /\bclosed-?ended\b/],
  [/\bcommit(?:ted|ments?)\b/, /\b(?:invested|deployed|drawn|net asset value|nav)\b/],
  [/\bdeal-by-deal\b|\bamerican\b/, /\bwhole[-\s]of[-\s]fund\b|\bwhole[-\s]fund\b|\beuropean\b/],
  [/\bon-?prem(?:ises?)?\b/, /\bcloud\b|\bsaas\b/],
  [/\bsegregat(?:ion|ed)\b/, /\binsurance\b/],
  [/\bmanual(?:ly)?\b/, /\bautomat(?:ed|ic|ically)\b/],
  [/\bfixed\b/, /\b(?:floating|variable)\b/],
];
const OFFERS_CHOICE = /^(?:is|are|was|were|does|do|did|will|would|can|has|have)\b[^,;?]*\bor\b[^,;?]*/i;

export function asksChoice(core: string): boolean {
  const clause = OFFERS_CHOICE.exec(core.trim())?.[0].toLowerCase();
  return clause !== undefined && ALTERNATIVES.some(([one, other]) => one.test(clause) && other.test(clause));
}

export function splitQuestion(question: string): QuestionParts {
  // A limit ("(max 250 words)") says how to answer, not what is asked.
  const text = withoutLimitWords(question) || question;
  const parts = sentences(text);
  if (parts.length <= 1) {
    const { core, asides } = withoutAsides(text.replace(/\s+/g, ' ').trim());
    return { core, guidance: asides };
  }
  // The core runs to the first sentence that asks (ends with "?"), unless a sentence before it is already a
  // complete imperative question ("Describe your BCP. When was it last tested?": both are asked).
  let end = 0;
  const firstAsk = parts.findIndex((p) => p.endsWith('?'));
  if (firstAsk >= 0 && firstAsk <= 1) end = firstAsk;
  // A lead-in that is not a question on its own ("In relation to your funds:") belongs to the core.
  while (end + 1 < parts.length && /[:]$/.test(parts[end]!)) end++;
  // Follow-up questions that are not guidance stay with the core ("Do you have an IRP? When was it last tested?").
  while (end + 1 < parts.length && parts[end + 1]!.endsWith('?') && !GUIDANCE_START.test(parts[end + 1]!)) end++;
  const { core, asides } = withoutAsides(parts.slice(0, end + 1).join(' '));
  const guidance = [asides, parts.slice(end + 1).join(' ')].filter(Boolean).join(' ');
  return { core, guidance };
}

/** Openings of an aside that gives examples or restates: "(e.g. SAML, OAuth)", "[i.e. moved off site]". */
const ASIDE_OPENINGS = [
  'e\\.?g\\.?,?',
  'for example',
  'for instance',
  'such as',
  'including',
  'examples?',
  'ex\\.',
  'see',
];
const ASIDE_START = new RegExp(`[([]\\s*${anyOf(ASIDE_OPENINGS)}(?=[\\s:,]|$)`, 'gi');
/** An example list run into the question: "Do you support SSO, e.g. SAML or OIDC?" (to the question mark). */
const INLINE_EXAMPLES = /,?\s*\be\.g\.[^?]*?(?=[?!]|\.(?:\s|$)|$)/gi;

/**
 * The question without its asides: examples and restatements in brackets, and an "e.g." list run into it. They
 * say how the question may be answered, not what is asked ("Does your web interface support single sign-on (e.g.
 * SAML, OAuth, ClassLink, etc.)?" asks what "Does your solution support web SSO?" asks).
 */
export function withoutAsides(text: string): { core: string; asides: string } {
  const asides: string[] = [];
  let out = '';
  let from = 0;
  for (const m of text.matchAll(ASIDE_START)) {
    if (m.index < from) continue;
    const close = closingBracket(text, m.index);
    if (close < 0) continue;
    out += text.slice(from, m.index);
    asides.push(text.slice(m.index + 1, close).trim());
    from = close + 1;
  }
  out += text.slice(from);
  out = out.replace(INLINE_EXAMPLES, (aside) => {
    asides.push(aside.replace(/^,?\s*/, ''));
    return '';
  });
  const core = out
    .replace(/\s+([?.,;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // An aside is never all there is to a question.
  return /[a-z]{3}/i.test(core) ? { core, asides: asides.join(' ') } : { core: text, asides: '' };
}

/** The index of the bracket closing the one at `open` (nested brackets allowed), or -1. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * Verbs of a control's life cycle that control frameworks list after any subject ("policies and procedures
 * established, documented, approved, communicated, applied, evaluated and maintained"): a run of three or more
 * says "there is a managed process", not what the process is about, so it is left out of what is asked.
 */
const PROCESS_VERBS = [
  'established',
  'documented',
  'approved',
  'communicated',
  'applied',
  'evaluated',
  'maintained',
  'implemented',
  'enforced',
  'defined',
  'reviewed',
  'updated',
  'developed',
  'adopted',
  'published',
  'managed',
  'operated',
];
const PROCESS_VERB = `(?:${PROCESS_VERBS.join('|')})`;
const PROCESS_VERB_RUN = new RegExp(
  `\\b${PROCESS_VERB}(?:,?\\s+(?:and\\/or\\s+|and\\s+|or\\s+)?${PROCESS_VERB}){2,}\\b`,
  'gi',
);

export function withoutProcessVerbs(text: string): string {
  return text.replace(PROCESS_VERB_RUN, ' ').replace(/\s+/g, ' ').trim();
}

/** The key two questions share when they ask the same thing in the same words (guidance aside). */
export function questionKey(text: string): string {
  return normalizeQuestion(coreQuestion(text));
}

/** The question without its guidance (the whole text when nothing could be split off). */
export function coreQuestion(text: string): string {
  return splitQuestion(text).core;
}
