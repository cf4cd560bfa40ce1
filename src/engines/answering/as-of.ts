/**
 * As-of facts: answers that state figures which age (assets under management, headcount, number of clients, the
 * date of the last audit or test) are true on the day the firm stated them. Such an answer carries that date, and
 * once it is older than the firm's freshness window it goes out as a draft with "stated on …: confirm it is still
 * true" instead of as an answer.
 */
import { anyOf } from '../language/index.js';
import { windowMonths } from './scope-words.js';

export type AgingFactKind = 'assets' | 'headcount' | 'clients' | 'last-event';

export interface AgingFact {
  kind: AgingFactKind;
  /** The words of the answer that state it. */
  text: string;
}

/** Currencies an amount is written with: "US$ 4.2bn", "EUR 300 million", "£1.1bn". */
const CURRENCY_SIGNS = [String.raw`US\$`, 'USD', 'EUR', 'GBP', 'CHF', '[$€£]'];
const CURRENCY_NAMES = ['USD', 'EUR', 'GBP', 'dollars', 'euros', 'pounds'];
/** Multipliers after a figure; a bare "b", "m" or "k" only right after a currency sign. */
const LARGE_UNITS = ['trillion', 'billion', 'million', 'bn', 'mn', 'tn'];
const UNITS_AFTER_SIGN = ['trillion', 'billion', 'million', 'thousand', 'bn', 'mn', 'tn', '[bmk]'];
// prettier-ignore
const AMOUNT = String.raw`(?:${anyOf(CURRENCY_SIGNS)}\s?\d[\d,.]*\s*${anyOf(UNITS_AFTER_SIGN)}?\b|\b\d[\d,.]*\s*${anyOf(LARGE_UNITS)}\b(?:\s*${anyOf(CURRENCY_NAMES)})?)`;
/** What an asset figure is the size of. */
// prettier-ignore
const ASSETS_WORDS = [String.raw`assets\s+under\s+(?:management|advisement|administration)`, 'AUM', 'AUA',
  String.raw`regulatory\s+assets`, String.raw`total\s+(?:fund\s+)?commitments`, String.raw`(?:fund|firm)\s+size`,
  String.raw`capital\s+(?:raised|commitments)`];
const ASSETS_TERMS = String.raw`\b${anyOf(ASSETS_WORDS)}\b`;

/** A count of people: "45 full-time employees", "12 investment professionals", "headcount of 45". */
const KINDS_OF_STAFF = [String.raw`full[- ]time\s+`, String.raw`permanent\s+`, String.raw`investment\s+`];
// prettier-ignore
const PEOPLE = ['employees', String.raw`staff(?:\s+members)?`, 'people', 'professionals', 'personnel', 'FTEs?',
  String.raw`team\s+members`];
const HEADCOUNT_WORDS = ['headcount', String.raw`head\s+count`, String.raw`number\s+of\s+(?:employees|staff)`];
/** A count of clients: "230 institutional clients", "14 limited partners". */
// prettier-ignore
const CLIENT_WORDS = ['clients', 'investors', 'customers', String.raw`limited\s+partners`, 'LPs', String.raw`client\s+accounts`,
  'accounts'];
/** Events whose date ages: "the last penetration test (March 2024)", "the audit was completed in 2023". */
const RECENT = ['last', 'latest', String.raw`most\s+recent`, 'recent(?:ly)?'];
// prettier-ignore
const EVENTS_DONE = ['audit(?:ed)?', String.raw`penetration\s+test`, 'pen[- ]test', 'assessment', 'examination', 'inspection',
  'test(?:ed)?', 'exercise[ds]?', 'review(?:ed)?'];
// prettier-ignore
const EVENTS = ['audit', String.raw`penetration\s+test`, 'pen[- ]test', 'assessment', 'examination', 'inspection', 'test',
  'exercise'];
// prettier-ignore
const DONE = ['completed', 'performed', 'conducted', String.raw`carried\s+out`, String.raw`took\s+place`, 'held'];
const NEAR = String.raw`[^.;\n]`;

// prettier-ignore
const RULES: { kind: AgingFactKind; re: RegExp }[] = [
  {
    kind: 'assets',
    re: new RegExp(`${ASSETS_TERMS}[^.;\\n]{0,80}?${AMOUNT}|${AMOUNT}[^.;\\n]{0,60}?${ASSETS_TERMS}`, 'i'),
  },
  {
    kind: 'headcount',
    re: new RegExp(
      String.raw`\b\d[\d,]*\s+${anyOf(KINDS_OF_STAFF)}?${anyOf(PEOPLE)}\b|\b${anyOf(HEADCOUNT_WORDS)}\s+(?:of|is|was|:)?\s*\d[\d,]*`,
      'i',
    ),
  },
  {
    kind: 'clients',
    re: new RegExp(String.raw`\b\d[\d,]*\s+(?:institutional\s+)?${anyOf(CLIENT_WORDS)}\b`, 'i'),
  },
  {
    kind: 'last-event',
    re: new RegExp(
      String.raw`\b${anyOf(RECENT)}\b${NEAR}{0,80}?\b${anyOf(EVENTS_DONE)}\b${NEAR}{0,80}?\b(?:(?:19|20)\d\d|Q[1-4])\b` +
        String.raw`|\b${anyOf(EVENTS)}\b${NEAR}{0,40}?\b${anyOf(DONE)}\b${NEAR}{0,20}?\b(?:in|on|during)\b${NEAR}{0,20}?\b(?:19|20)\d\d\b`,
      'i',
    ),
  },
];

/** The facts of an answer that age, in the order of the rules. */
export function agingFacts(answer: string): AgingFact[] {
  const out: AgingFact[] = [];
  for (const { kind, re } of RULES) {
    const m = re.exec(answer);
    if (m) out.push({ kind, text: m[0].trim() });
  }
  return out;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const AS_OF = String.raw`\b(?:as\s+(?:of|at)|at|on)\s+`;
const DATE_FORMS: { re: RegExp; parse: (m: RegExpMatchArray) => Date | null }[] = [
  // as of 2024-03-31
  {
    re: new RegExp(`${AS_OF}((?:19|20)\\d\\d)-(\\d\\d)-(\\d\\d)\\b`, 'i'),
    parse: (m) => utc(+m[1]!, +m[2]! - 1, +m[3]!),
  },
  // as of 31 March 2024 / as at 31st Mar. 2024
  {
    re: new RegExp(`${AS_OF}(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\s*,?\\s*((?:19|20)\\d\\d)\\b`, 'i'),
    parse: (m) => utc(+m[3]!, month(m[2]!), +m[1]!),
  },
  // as of March 31, 2024
  {
    re: new RegExp(`${AS_OF}${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*((?:19|20)\\d\\d)\\b`, 'i'),
    parse: (m) => utc(+m[3]!, month(m[1]!), +m[2]!),
  },
  // as of March 2024 (the month's last day)
  { re: new RegExp(`${AS_OF}${MONTH}\\s+((?:19|20)\\d\\d)\\b`, 'i'), parse: (m) => utc(+m[2]!, month(m[1]!) + 1, 0) },
  // as of 31/03/2024 (day first, as most DDQs outside the US write it) — only when unambiguous (day > 12)
  {
    re: new RegExp(`${AS_OF}(\\d{1,2})/(\\d{1,2})/((?:19|20)\\d\\d)\\b`, 'i'),
    parse: (m) => dayFirst(+m[1]!, +m[2]!, +m[3]!),
  },
  // as of Q1 2024 (the quarter's last day) / as of year-end 2023
  { re: new RegExp(`${AS_OF}Q([1-4])\\s*((?:19|20)\\d\\d)\\b`, 'i'), parse: (m) => utc(+m[2]!, +m[1]! * 3, 0) },
  {
    re: new RegExp(`${AS_OF}(?:the\\s+)?(?:year[- ]end|end\\s+of)\\s+((?:19|20)\\d\\d)\\b`, 'i'),
    parse: (m) => utc(+m[1]!, 11, 31),
  },
];

function month(name: string): number {
  return MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));
}

function utc(y: number, m: number, d: number): Date | null {
  const date = new Date(Date.UTC(y, m, d));
  return Number.isNaN(date.getTime()) || m < 0 ? null : date;
}

function dayFirst(a: number, b: number, y: number): Date | null {
  if (a > 12 && b <= 12) return utc(y, b - 1, a);
  if (b > 12 && a <= 12) return utc(y, a - 1, b);
  return null;
}

/** The date an answer says its figures are as of ("as of 31 March 2024", "as at Q4 2023"), if it says one. */
export function statedDateInAnswer(answer: string): Date | null {
  for (const { re, parse } of DATE_FORMS) {
    const m = answer.match(re);
    if (m) {
      const d = parse(m);
      if (d) return d;
    }
  }
  return null;
}

export const DEFAULT_FRESHNESS_MONTHS = 12;

export interface Freshness {
  /** The firm's freshness window in months. */
  months: number;
  now?: Date;
}

export interface AsOf {
  /** The facts of the answer that age (empty: nothing to date). */
  facts: AgingFact[];
  /** When the firm stated (or last confirmed) them. */
  statedOn: Date;
  stale: boolean;
}

/**
 * Whether an answer's aging facts are past the freshness window. `statedOn` is when the firm stated the answer
 * (the date the answer names, else its document's date or when it was learned); `confirmedOn` when a reviewer
 * last confirmed it still true.
 */
export function asOf(
  answer: string,
  statedOn: Date,
  confirmedOn: Date | null | undefined,
  freshness: Freshness,
): AsOf | null {
  const facts = agingFacts(answer);
  if (facts.length === 0) return null;
  const named = statedDateInAnswer(answer);
  const stated = named && named < statedOn ? named : statedOn;
  const latest = confirmedOn && confirmedOn > stated ? confirmedOn : stated;
  const now = freshness.now ?? new Date();
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - freshness.months);
  return { facts, statedOn: latest, stale: latest < limit };
}

/**
 * A question over a window that ends today ("in the last 12 months", "over the past three years", "since 2020") is
 * answered by a stored answer only up to the day the firm gave it: once the window has moved on by more than a
 * quarter of its length, or past the firm's freshness window, what happened since is not in the answer. "No breach in
 * the last 12 months", stated 20 months ago, says nothing of the last 12 months. Null when the question names no
 * window.
 */
export function windowAsOf(
  question: string,
  statedOn: Date,
  confirmedOn: Date | null | undefined,
  freshness: Freshness,
): Omit<AsOf, 'facts'> | null {
  const now = freshness.now ?? new Date();
  const window = windowMonths(question, now);
  if (window === null) return null;
  const latest = confirmedOn && confirmedOn > statedOn ? confirmedOn : statedOn;
  const limit = new Date(now);
  limit.setUTCDate(limit.getUTCDate() - Math.round(Math.min(freshness.months, window / 4) * DAYS_PER_MONTH));
  return { statedOn: latest, stale: latest < limit };
}

const DAYS_PER_MONTH = 365.25 / 12;

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The note of an answer whose figures are older than the freshness window. */
export function staleNote(statedOn: Date): string {
  return `stated on ${isoDay(statedOn)}: confirm it is still true`;
}
