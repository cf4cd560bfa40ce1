/**
 * Evidence that a stored pair answers a new question (not merely that the two texts look alike):
 * how much of what the question asks is accounted for by the pair's question or answer, what the pair's
 * question asks that the new one does not, and words that change the scope of a question (negation,
 * quantifiers, time spans, other parties, other places).
 */
import { contentTokens, stem, words } from './normalize.js';
import { asksForDetail, splitQuestion, withoutProcessVerbs } from './question-parts.js';
import { acronymsIn, spellOutAcronyms } from './acronyms.js';
import { answerPolarity, anyOf, questionKind } from '../language/index.js';
import { conceptSpans, conceptsOf } from './vocabulary.js';

/** What a text says, as stems and concepts. */
export interface TermProfile {
  /** Stemmed content words. */
  stems: Set<string>;
  /** Concept -> the stems of the phrase that named it. */
  concepts: Map<string, Set<string>>;
  /** Scope markers (see SCOPE_MARKERS). */
  scope: Set<string>;
  /** The stem of each acronym the text uses -> the stems of its spelled-out form ("bcp" -> business, continu, plan). */
  acronyms: Map<string, string[]>;
  /** The longest time window the text names, in months ("in the past ten years": 120), or null. */
  windowMonths: number | null;
}

export interface QuestionProfile {
  core: TermProfile;
  /** The whole question (core and guidance). */
  full: TermProfile;
  /** Content stems of the core, in order, duplicates removed. */
  coreTerms: string[];
  /**
   * Concepts of the section the question stands under ("Change Control and Configuration Management"): what "Are the
   * policies and procedures reviewed and updated at least annually?" is about.
   */
  section: Map<string, Set<string>>;
  /** The guidance asks for a description as well ("Does X? Please outline Y."): prose answers it too. */
  asksForDetail: boolean;
  /** What is asked is an amount ("How much are the directors paid?"): an answer with no figure does not give it. */
  asksAmount: boolean;
  /** What is asked is how something is done ("Describe how the DR plan is tested", "How are backups protected?"). */
  asksHow: boolean;
  /** The question only asks whether ("Do you have a DR plan?"): no "how", "describe" or "what" in it. */
  asksWhether: boolean;
  /** Funds the question names by number ("Fund V", "Fund 3"): another fund's terms are not this one's. */
  fundsNamed: Set<string>;
  /**
   * Parties whose own arrangements are asked about ("the fund administrator's compliance officer", "your vendors'
   * staff"): a pair that never names the party answers for the firm, not for them.
   */
  partiesAsked: Set<string>;
}

export interface PairProfile {
  question: QuestionProfile;
  /** Question, answer and context together: everything the pair can account for. */
  all: TermProfile;
  answer: TermProfile;
  /** Funds the pair's question, answer or context name by number. */
  funds: Set<string>;
  /** The answer opens with a yes or a no: it answers the stored question, whatever else it goes on to say. */
  yesNo: boolean;
}

/**
 * Words that change what a question asks although they carry little topic: a stored answer about storing
 * passwords securely does not say whether any are stored in plaintext; one about employees does not cover
 * contractors; "currently" is not "in the past ten years". Each marker is a family of stems.
 */
const SCOPE_MARKERS: Record<string, string[]> = {
  negative: [
    'not',
    'never',
    'without',
    'unencrypted',
    'plaintext',
    'cleartext',
    'hardcoded',
    'hard-coded',
    'unauthorized',
    'unauthorised',
    'unpatched',
    'unsupported',
    // Outcomes that did not happen: requests declined, applications refused or withdrawn.
    'declined',
    'refused',
    'rejected',
    'withdrawn',
    // Shared, default and generic credentials (read as one word by scopeOf): "shared" alone is deals shared out.
    'sharedaccount',
    'defaultaccount',
    'genericaccount',
    'groupaccount',
  ],
  ever: ['ever', 'history', 'historical', 'historically', 'previous', 'previously', 'settled', 'dismissed'],
  // A time window ("in the past ten years", "since 2020"; read as one word by scopeOf), not "when was it last tested".
  span: ['timespan'],
  outside: [
    'outside',
    'offshore',
    'abroad',
    'overseas',
    'cross-border',
    'foreign',
    'international',
    'transfer',
    'transferring',
    'transferred',
  ],
  contractors: ['contractor', 'contractors', 'temporary', 'temps', 'consultants', 'interns'],
  subprocessors: [
    'subprocessor',
    'subprocessors',
    'sub-processor',
    'sub-processors',
    'subcontractor',
    'subcontractors',
    'fourth',
  ],
  customer_side: ['customer-managed', 'byok', 'bring', 'customer-facing', 'portal'],
  offices: ['office', 'offices', 'headquarters', 'premises'],
  prevention: ['prevent', 'prevention', 'block', 'blocks', 'blocking'],
  restore: ['restore', 'restores', 'restoring', 'restoration', 'recover', 'recovery'],
  integrity: ['tamper', 'tampering', 'immutable', 'integrity', 'write-once', 'worm'],
  report_copy: ['copy', 'share'],
  // The companies a fund invests in are not the firm itself: their ESG risks are not the firm's own.
  investees: ['portfoliocompany', 'investee', 'investees'],
  // Separately managed accounts are not the fund: their fees, terms and liquidity are their own.
  managed_accounts: ['managedaccount', 'sma', 'smas'],
};

/** Scope words a yes/no answer's own words may state the other way round ("not", "outside"). */
const REVERSIBLE_SCOPES = new Set(['negative', 'outside']);

const MARKER_OF = new Map<string, string>();
for (const [marker, list] of Object.entries(SCOPE_MARKERS))
  for (const w of list) MARKER_OF.set(w.replace(/-/g, ''), marker);

/** "In the past ten years", "last 12 months", "since 2020": a time window, not every "last". */
const WINDOW_OPENINGS = ['past', 'last', 'previous', 'prior', 'preceding'];
// prettier-ignore
const COUNTS = ['\\d+', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'eighteen',
  'twenty[\\s-]four', 'several', 'few'];
const TIME_UNITS = ['months?', 'years?', 'quarters?', 'weeks?', 'days?'];
// prettier-ignore
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
  'november', 'december'];
const YEAR = '(?:19|20)\\d\\d';
const SINCE = [YEAR, 'inception', 'launch', `${anyOf(MONTHS)}\\s+${YEAR}`];
const TIME_WINDOW = new RegExp(
  `\\b(?:${anyOf(WINDOW_OPENINGS)}\\s+${anyOf(COUNTS)}?\\s*` +
    `(?:calendar\\s+|fiscal\\s+)?${anyOf(TIME_UNITS)}|since\\s+${anyOf(SINCE)})\\b`,
  'g',
);

/** Places data can leave: "Will any data leave the United States?" asks whether data is outside it. */
const PLACES = [
  'united states',
  'u\\.?s\\.?a?\\b',
  'country',
  'countries',
  'region',
  'eu\\b',
  'european union',
  'uk\\b',
];
const LEAVES_A_PLACE = new RegExp(
  `\\b${anyOf(['leave', 'leaves', 'leaving', 'left'])}\\s+${anyOf(['the', 'their', 'its', 'your', 'our'])}?\\s*` +
    `${anyOf([...PLACES, 'united kingdom', "(?:[\\w'’]+\\s+)?data zone", 'jurisdiction', 'geographic'])}`,
  'g',
);

/** Ways of asking for a document to be handed over: "Can you provide…", "available upon request". */
const HAND_OVER = new RegExp(
  `\\b(?:${anyOf(['can', 'could', 'will', 'would'])}\\s+you\\s+${anyOf(['provide', 'supply', 'send', 'furnish'])}` +
    `|${anyOf(['available', 'provided'])}\\s+${anyOf(['for review', 'upon request', 'on request'])})\\b`,
  'g',
);

/** Parties that are "outside" in the sense of external: an outside firm, counsel, auditor. */
const PARTIES = [
  'firms?',
  'counsel',
  'part(?:y|ies)',
  'providers?',
  'auditors?',
  'consultants?',
  'vendors?',
  'experts?',
  'advis[eo]rs?',
  'directors?',
  'services?',
  'agenc(?:y|ies)',
  'assessors?',
  'reviewers?',
  'valuers?',
  'valuation',
  'investors?',
  'shareholders?',
];
const OUTSIDE_PARTY = new RegExp(`\\boutside\\s+(${PARTIES.join('|')})\\b`, 'g');
const OUTSIDE_HOURS = /\boutside\s+(?:of\s+)?(?:business|office|working|normal|core)\s+hours\b/g;

/** Shared, default and generic credentials, read as one scope word each ("sharedaccount"). */
const CREDENTIALS = ['accounts?', 'credentials?', 'passwords?', 'logins?', 'ids?', 'usernames?'];
const SHARING = ['shared', 'default', 'generic', 'group'];
const SHARED_CREDENTIAL = new RegExp(
  `\\b(${SHARING.join('|')})(?:\\s+(?:or|and)\\s+${anyOf(SHARING)})?\\s+` +
    `${anyOf(['user\\s+', 'admin\\s+', 'administrator\\s+', 'privileged\\s+', 'service\\s+'])}?${anyOf(CREDENTIALS)}\\b`,
  'g',
);

const COUNT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  eighteen: 18,
  twentyfour: 24,
  several: 3,
  few: 3,
};
const MONTHS_PER: Record<string, number> = { month: 1, year: 12, quarter: 3, week: 12 / 52, day: 12 / 365 };

/**
 * The longest time window a text names, in months: "in the past ten years" 120, "last 12 months" 12, "since 2020"
 * the months from January 2020 to `today`. A "No" over five years does not answer a question over ten.
 */
export function windowMonths(text: string, today: Date = new Date()): number | null {
  const lower = text.toLowerCase();
  let longest: number | null = null;
  const consider = (months: number) => {
    if (longest === null || months > longest) longest = months;
  };
  for (const m of lower.matchAll(TIME_WINDOW)) {
    const w = m[0];
    const unit = /(month|year|quarter|week|day)s?\b/.exec(w)?.[1];
    if (w.startsWith('since') || !unit) continue;
    const count = /\b(\d+|[a-z]+(?:[\s-]four)?)\s*(?:calendar\s+|fiscal\s+)?(?:month|year|quarter|week|day)/.exec(
      w,
    )?.[1];
    const n = count === undefined ? 1 : /^\d+$/.test(count) ? Number(count) : COUNT_WORDS[count.replace(/[\s-]/g, '')];
    consider((n ?? 1) * MONTHS_PER[unit]!);
  }
  // "since 2020", "since its launch in 2012": the months from January of that year to today.
  for (const m of lower.matchAll(SINCE_YEAR))
    consider((today.getUTCFullYear() - Number(m[1])) * 12 + today.getUTCMonth() + 1);
  return longest;
}

/** "Since" and a year within a few words: "since 2020", "since its launch in 2012", "since March 2019". */
const SINCE_YEAR = /\bsince\s+(?:[a-z']+\s+){0,4}?((?:19|20)\d\d)\b/g;

/**
 * A participle or "-able" word negated by "un-": "unremediated", "unresolved", "unmonitored", "unapproved" ask about
 * what is *not* done, as "unencrypted" does. Not "under-", "unit", "united", "universal".
 */
const NEGATED_PARTICIPLE = /^un(?!der|it|iv|ion)[a-z]{3,}(?:ed|able)$/;

function scopeOf(text: string): Set<string> {
  const out = new Set<string>();
  // "hard coded", "plain text" and "clear text" are one word however they are written.
  const lower = text
    .toLowerCase()
    .replace(/-/g, '')
    .replace(/\b(hard|plain|clear)\s+(coded|text)\b/g, '$1$2')
    .replace(/\b(?:portfolio|investee)\s+compan(?:y|ies)\b/g, 'portfoliocompany')
    .replace(/\b(?:separately\s+)?managed\s+accounts?\b|\bseparate\s+accounts?\b/g, 'managedaccount')
    .replace(TIME_WINDOW, ' timespan ')
    // Data that leaves a country or region is data outside it ("Will any data leave the United States?").
    .replace(LEAVES_A_PLACE, ' offshore ')
    // An outside firm is an external one, not a place: "whether an outside firm reviews those marks".
    .replace(OUTSIDE_PARTY, 'external $1')
    // Outside business hours is a time, not a place: who watches the alerts at night.
    .replace(OUTSIDE_HOURS, 'afterhours')
    // Asking for a document is asking for it to be shared, however it is put: "Can you provide your architecture
    // diagrams?" asks what "Would you be willing to share systems schematics?" asks.
    .replace(HAND_OVER, ' share ')
    .replace(SHARED_CREDENTIAL, '$1account');
  for (const w of words(lower)) {
    const m = MARKER_OF.get(w) ?? (NEGATED_PARTICIPLE.test(w) ? 'negative' : undefined);
    if (m) out.add(m);
  }
  return out;
}

/**
 * What a text says. Its stems are those of the text as written and of its acronyms spelled out, so that either form
 * on the other side is accounted for; an acronym is still one term of what is asked (coreTerms): "ESG" spelled out
 * as three matching words made a pair that only shared it look three times as close. Concepts are named in the
 * spelled-out text; scope words are read as written ("IDS/IPS" names intrusion prevention only as one of two, and a
 * "Yes" to it does not say that intrusions are blocked).
 */
export function termProfile(text: string, acronyms: Acronyms = NO_ACRONYMS): TermProfile {
  const found = acronymsIn(text, acronyms);
  const used = new Map<string, string[]>();
  for (const [acronym, expansion] of found) used.set(stem(acronym), contentTokens(expansion));
  const stems = new Set(contentTokens(text));
  const concepts = conceptSpans(text);
  const window = windowMonths(text);
  if (found.size === 0) return { stems, concepts, scope: scopeOf(text), acronyms: used, windowMonths: window };
  const spelled = spellOutAcronyms(text, acronyms);
  for (const t of contentTokens(spelled)) stems.add(t);
  return {
    stems,
    concepts: mergeSpans(concepts, conceptSpans(spelled)),
    scope: scopeOf(text),
    acronyms: used,
    windowMonths: window,
  };
}

const NO_ACRONYMS: Acronyms = new Map();

function mergeSpans(a: Map<string, Set<string>>, b: Map<string, Set<string>>): Map<string, Set<string>> {
  const out = new Map(a);
  for (const [concept, span] of b) out.set(concept, new Set([...(out.get(concept) ?? []), ...span]));
  return out;
}

/** Acronyms spelled out (acronyms.ts) before a text is profiled: "BCP" says "business continuity plan". */
export type Acronyms = ReadonlyMap<string, string>;

export function questionProfile(question: string, acronyms: Acronyms = NO_ACRONYMS, section?: string): QuestionProfile {
  const parts = splitQuestion(question);
  // A control framework's list of life-cycle verbs says there is a managed process, not what it is about.
  const core = withoutProcessVerbs(parts.core);
  const coreProfile = termProfile(core, acronyms);
  return {
    core: coreProfile,
    full: termProfile(question, acronyms),
    coreTerms: [...new Set(contentTokens(core))],
    section: section ? termProfile(section, acronyms).concepts : new Map(),
    asksForDetail: asksForDetail(parts.guidance),
    asksAmount: /\bhow much\b/i.test(parts.core),
    asksHow:
      /^(?:please\s+)?(?:describe|explain|outline|detail)\b.{0,40}\bhow\b|\bhow\s+(?:is|are|do|does|will|would)\b/i.test(
        core.trim(),
      ),
    asksWhether:
      questionKind(parts.core) === 'yes_no' &&
      !/\b(?:how|describe|explain|outline|what|which|when|where|who)\b/i.test(question),
    partiesAsked: partiesAsked(core),
    fundsNamed: fundsNamed(core),
  };
}

/** "Fund IV", "Fund 3", "Fund III": a fund named by its number, as "fund 4". */
const NUMBERED_FUND = /\bfund\s+(\d{1,2}|[ivx]{1,5})\b/gi;
const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10 };

function romanValue(r: string): number {
  let total = 0;
  for (let i = 0; i < r.length; i++) {
    const v = ROMAN[r[i]!]!;
    const next = ROMAN[r[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

export function fundsNamed(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(NUMBERED_FUND)) {
    const id = m[1]!.toLowerCase();
    // "fund i" in lower case is rarely a numbered fund: only capitalised roman numerals count.
    if (/^[ivx]+$/.test(id) && m[1] !== m[1]!.toUpperCase()) continue;
    out.add(`fund ${/^\d+$/.test(id) ? Number(id) : romanValue(id)}`);
  }
  return out;
}

/** Other parties than the firm, by the concepts that name them. */
const PARTIES_OF_CONCEPTS = new Set([
  'third_party',
  'auditor',
  'administrator',
  'custodian',
  'legal_counsel',
  'placement',
]);
/** "the administrator's", "vendors'", "of the fund administrator", "of your service providers". */
const POSSESSOR = new RegExp(
  `((?:[a-z-]+\\s+){0,2}[a-z-]+)(?:['’]s\\b|s['’](?=\\s))|\\bof\\s+${anyOf(['the', 'its', 'your', 'their', 'any'])}\\s+((?:[a-z-]+\\s+){0,2}[a-z-]+)`,
  'gi',
);

function partiesAsked(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(POSSESSOR)) {
    // The plural possessive ("vendors'") lost its "s" to the pattern: put it back for the vocabulary.
    const possessor = m[1] !== undefined ? (/s['’]$/.test(m[0]) ? `${m[1]}s` : m[1]) : m[2]!;
    for (const c of conceptsOf(possessor)) if (PARTIES_OF_CONCEPTS.has(c)) out.add(c);
  }
  return out;
}

export function pairProfile(
  question: string,
  answer: string,
  context?: string,
  acronyms: Acronyms = NO_ACRONYMS,
): PairProfile {
  const q = questionProfile(question, acronyms);
  const a = termProfile(answer, acronyms);
  const all = termProfile(`${question}\n${answer}\n${context ?? ''}`, acronyms);
  return {
    question: q,
    answer: a,
    all,
    yesNo: answerPolarity(answer) !== null,
    funds: fundsNamed(`${question}\n${answer}\n${context ?? ''}`),
  };
}

export interface Coverage {
  /** Share (idf-weighted) of the new question's core terms accounted for by the pair (question, answer, context). */
  byPair: number;
  /** The same, by the pair's question alone. */
  byQuestion: number;
  /** Share (idf-weighted) of the pair question's core terms accounted for by the new question. */
  ofPair: number;
  /** Weight (0-1, relative to the rarest term) of the most specific core term the pair does not account for. */
  missing: number;
  /** Scope markers on one side only (core of the new question vs the pair's question and answer). */
  scopeMismatch: number;
  /** Domain concepts the new question's core names that the pair (question, answer, context) never names. */
  missingConcepts: number;
  /** Domain concepts the pair's question core names that the new question never names. */
  extraConcepts: number;
}

/** Is `stem` accounted for by `by`: the same stem, or a concept both sides name. */
function accounted(term: string, from: TermProfile, by: TermProfile): boolean {
  if (by.stems.has(term)) return true;
  for (const [concept, span] of from.concepts) if (span.has(term) && by.concepts.has(concept)) return true;
  // An acronym the other side writes out: "BCP" by "business continuity plan".
  const spelled = from.acronyms.get(term);
  return spelled !== undefined && spelled.length > 0 && spelled.every((t) => by.stems.has(t));
}

function longerWindow(asked: number | null, stored: number | null): boolean {
  return asked !== null && stored !== null && asked > stored * 1.05;
}

export function coverage(q: QuestionProfile, p: PairProfile, idf: (stem: string) => number, maxIdf: number): Coverage {
  let total = 0;
  let byPair = 0;
  let byQuestion = 0;
  let missing = 0;
  for (const t of q.coreTerms) {
    const w = idf(t);
    total += w;
    if (accounted(t, q.core, p.all)) byPair += w;
    else missing = Math.max(missing, w / maxIdf);
    if (accounted(t, q.core, p.question.full)) byQuestion += w;
  }
  let pTotal = 0;
  let ofPair = 0;
  for (const t of p.question.coreTerms) {
    const w = idf(t);
    pTotal += w;
    if (accounted(t, p.question.core, q.full)) ofPair += w;
  }
  let scopeMismatch = 0;
  // A stored answer that mentions the scope word covers it ("all employees and contractors are screened"), except
  // where a yes or no answers the stored question and the answer's words reverse it: "Yes. Data does not leave the
  // region" answers "Can you keep data in the region?", and is the wrong "Yes" to "Will any data leave the US?".
  for (const m of q.core.scope) {
    const byAnswer = p.answer.scope.has(m) && !(p.yesNo && REVERSIBLE_SCOPES.has(m));
    if (!p.question.full.scope.has(m) && !byAnswer) scopeMismatch++;
  }
  for (const m of p.question.core.scope) if (!q.full.scope.has(m)) scopeMismatch++;
  // The question names a fund by number that the pair never names: Fund V's terms are not Fund IV's.
  if ([...q.fundsNamed].some((f) => !p.funds.has(f))) scopeMismatch++;
  // The question asks about another party's own arrangements, and the pair never names that party.
  for (const party of q.partiesAsked) if (!p.all.concepts.has(party)) scopeMismatch++;
  // Both name a time window, and the question's is the longer: what happened over five years does not say what
  // happened over ten ("Any breach in the past ten years?" is not answered by "No breach in the past five years").
  if (longerWindow(q.core.windowMonths, p.all.windowMonths)) scopeMismatch++;
  // A question that names no concept of its own is about its section's: "Are the policies reviewed annually?" under
  // Change Control is not answered by a pair about the BCP's review. And what the section names is not something the
  // pair's question asks beyond the new one.
  const asked = q.core.concepts.size > 0 ? q.core.concepts : q.section;
  let missingConcepts = 0;
  for (const c of asked.keys()) if (!p.all.concepts.has(c)) missingConcepts++;
  let extraConcepts = 0;
  for (const c of p.question.core.concepts.keys()) if (!q.full.concepts.has(c) && !q.section.has(c)) extraConcepts++;
  return {
    missingConcepts,
    extraConcepts,
    byPair: total > 0 ? byPair / total : 0,
    byQuestion: total > 0 ? byQuestion / total : 0,
    ofPair: pTotal > 0 ? ofPair / pTotal : 0,
    missing,
    scopeMismatch,
  };
}
