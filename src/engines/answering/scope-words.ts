/**
 * Scope words: what changes what a question asks although it carries little topic. Negation and quantifiers,
 * time windows ("in the past ten years"), other places, other parties (contractors, sub-processors, a fund
 * administrator's own arrangements), other vehicles (separately managed accounts, "Fund V"). evidence.ts weighs them.
 */
import { words } from './normalize.js';
import { anyOf } from '../language/index.js';
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
    'cannot',
    'unable',
    // "non critical" written apart; "non-critical" is read as one word (NEGATED_PREFIX).
    'non',
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
  // Exceptions to a rule, asked about as such ("Which systems are exempt from MFA?", "Did the auditor report any
  // exceptions?"): a pair that states the rule does not list them. Not "exclude": an exclusion policy is ESG's topic.
  exception: [
    'exception',
    'exceptions',
    'exempt',
    'exempted',
    'exemption',
    'exemptions',
    'waiver',
    'waivers',
    'waive',
    'waived',
    'carveout',
    'carveouts',
  ],
  // Diversity by ethnicity is not diversity by gender: a pair giving the share of women does not give it.
  ethnicity: ['ethnic', 'ethnicity', 'ethnicities', 'racial', 'race', 'races', 'bame'],
  // A deadline or a limit not kept ("vulnerabilities open past their remediation deadline", "data kept beyond the
  // retention period"; read as one word by scopeOf): the pair stating the deadline does not say what missed it.
  overdue: ['overdue', 'pastdeadline'],
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
  offices: ['office', 'offices', 'headquarters', 'premises', 'onpremises', 'onpremise', 'onprem', 'onsite'],
  prevention: ['prevent', 'prevention', 'block', 'blocks', 'blocking', 'stop', 'stops', 'stopping'],
  restore: ['restore', 'restores', 'restored', 'restoring', 'restoration', 'recover', 'recovered', 'recovery'],
  integrity: ['tamper', 'tampering', 'immutable', 'integrity', 'write-once', 'worm'],
  report_copy: ['copy', 'share'],
  // The companies a fund invests in are not the firm itself: their ESG risks are not the firm's own.
  investees: ['portfoliocompany', 'investee', 'investees'],
  // Separately managed accounts are not the fund: their fees, terms and liquidity are their own.
  managed_accounts: ['managedaccount', 'sma', 'smas'],
};

/** Scope words a yes/no answer's own words may state the other way round ("not", "outside"). */
export const REVERSIBLE_SCOPES = new Set(['negative', 'outside']);

const MARKER_OF = new Map<string, string>();
for (const [marker, list] of Object.entries(SCOPE_MARKERS))
  for (const w of list) MARKER_OF.set(w.replace(/-/g, ''), marker);

/** "In the past ten years", "last 12 months", "since 2020": a time window, not every "last". */
const WINDOW_OPENINGS = ['past', 'last', 'previous', 'prior', 'preceding'];
// prettier-ignore
const COUNTS = ['\\d+', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'eighteen',
  'twenty[\\s-]four', 'several', 'few'];
const MONTHS_PER: Record<string, number> = {
  month: 1,
  year: 12,
  quarter: 3,
  week: 12 / 52,
  day: 12 / 365,
  decade: 120,
};
const TIME_UNITS = Object.keys(MONTHS_PER).map((unit) => `${unit}s?`);
// prettier-ignore
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
  'november', 'december'];
const YEAR = '(?:19|20)\\d\\d';
const SINCE = [YEAR, 'inception', 'launch', `${anyOf(MONTHS)}\\s+${YEAR}`];
const TIME_WINDOW = new RegExp(
  `\\b(?:${anyOf(WINDOW_OPENINGS)}\\s+${anyOf(COUNTS)}?\\s*` +
    `(?:calendar\\s+|fiscal\\s+|financial\\s+)?${anyOf(TIME_UNITS)}|since\\s+${anyOf(SINCE)})\\b`,
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
  'stakeholders?',
];
const OUTSIDE_PARTY = new RegExp(
  `\\boutside\\s+(?:minority\\s+|passive\\s+|independent\\s+)?(${PARTIES.join('|')})\\b`,
  'g',
);
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
const UNITS = Object.keys(MONTHS_PER).join('|');
/** A window's unit ("years") and the count before it ("ten", "36", "twenty-four"). */
const WINDOW_UNIT = new RegExp(`(${UNITS})s?\\b`);
const WINDOW_COUNT = new RegExp(
  `\\b(\\d+|[a-z]+(?:[\\s-]four)?)\\s*(?:calendar\\s+|fiscal\\s+|financial\\s+)?(?:${UNITS})`,
);

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
    const unit = WINDOW_UNIT.exec(w)?.[1];
    if (w.startsWith('since') || !unit) continue;
    const count = WINDOW_COUNT.exec(w)?.[1];
    const n = count === undefined ? 1 : /^\d+$/.test(count) ? Number(count) : COUNT_WORDS[count.replace(/[\s-]/g, '')];
    consider((n ?? 1) * MONTHS_PER[unit]!);
  }
  // "since 2020", "since its launch in 2012": the months from January of that year to today.
  for (const m of lower.matchAll(SINCE_YEAR))
    consider((today.getUTCFullYear() - Number(m[1])) * 12 + today.getUTCMonth() + 1);
  return longest;
}

/**
 * The text with its time windows taken out: "in the past three years" and "in the last 36 months" ask over the same
 * span in other words. The windows themselves are compared as spans (windowMonths, the timespan scope marker), so
 * their words are not terms a pair must share.
 */
export function withoutTimeWindows(text: string): string {
  return text.replace(WINDOW_LEAD, ' ').replace(TIME_WINDOW, ' ');
}

/** The word that leads into a window ("over the past decade", "during the last year"). */
const WINDOW_LEAD = new RegExp(
  `\\b(?:over|during|within|throughout)\\s+(?=(?:the\\s+)?${anyOf(WINDOW_OPENINGS)}\\b)`,
  'gi',
);

/** "Since" and a year within a few words: "since 2020", "since its launch in 2012", "since March 2019". */
export const SINCE_YEAR = /\bsince\s+(?:[a-z']+\s+){0,4}?((?:19|20)\d\d)\b/g;

/**
 * A participle or "-able" word negated by "un-": "unremediated", "unresolved", "unmonitored", "unapproved" ask about
 * what is *not* done, as "unencrypted" does. Not "under-", "unit", "united", "universal".
 */
const NEGATED_PARTICIPLE = /^un(?!der|it|iv|ion)[a-z]{3,}(?:ed|able)$/;
/**
 * A word negated by "non-" (hyphens are dropped before words are read): "non-critical systems", "non-production
 * environments", "non-compliance" are the other side of what the unprefixed word asks. Not "none", "nonetheless",
 * nor the set phrases "non-public information", "non-profit", "non-executive director".
 */
const NEGATED_PREFIX = /^non(?!etheless|public|profit|executive)[a-z]{4,}$/;

export function scopeOf(text: string): Set<string> {
  const out = new Set<string>();
  // "hard coded", "plain text" and "clear text" are one word however they are written.
  const lower = text
    // The UN is an organisation: "the UN-supported Principles" are not unsupported ones.
    .replace(/\bUN-(?=[a-z])/g, 'UN ')
    .toLowerCase()
    .replace(/-/g, '')
    // A restore is asked about, not disaster recovery as a whole or its objectives ("recovery time objective").
    .replace(/\b(?:disaster|business)\s+recovery\b/g, 'disasterrecovery')
    .replace(/\brecovery\s+(?:time|point)\b/g, 'recoveryobjective')
    // A share of something is a portion, not a copy handed over: "what share of deals", "the GP's profit share".
    .replace(/\bshares?\s+of\b|\b(?:what|profit|market|revenue|fee|equity)\s+shares?\b/g, ' portion ')
    // Microsoft's Office 365 is a product, not an office.
    .replace(/\boffice\s*365\b/g, 'microsoft365')
    // The firm's history is its background, not whether something ever happened.
    .replace(
      /\b(?:brief|short|corporate)\s+history\b|\bhistory\s+of\s+(?:the|your|our|its)\s+(?:firm|company|organi[sz]ation|business|manager|adviser|group)\b/g,
      ' background ',
    )
    .replace(/\b(hard|plain|clear)\s+(coded|text)\b/g, '$1$2')
    // Speaking up "without revealing their identity" is doing it anonymously, not a negative question.
    .replace(
      /\bwithout\s+(?:revealing|disclosing|giving|sharing|identifying)\s+(?:(?:their|his|her|your|one's|the\s+reporter's)\s+)?(?:identity|identities|names?|themselves|who\s+they\s+are)\b/g,
      ' anonymously ',
    )
    // What a plan, a policy or a report leaves out is an exception to it ("exclusions in your PI insurance policy",
    // "systems excluded from the DR plan"); an exclusion policy, what a fund will not invest in, is ESG's topic.
    .replace(
      /\bexclu(?:ded|sions?)\s+(?:from|in|under|to)\s+(?:(?:the|your|its|our|this|any)\s+)?(?:[a-z0-9]+\s+){0,3}(?:scope|plans?|polic(?:y|ies)|coverage|cover|insurance|programm?e|reports?|audits?|testing)\b/g,
      ' exception ',
    )
    .replace(
      /\b(?:past|beyond|exceed(?:ed|ing)?|missed|breached|outside)\s+(?:(?:the|their|its|our|your|any)\s+)?(?:[a-z]+\s+){0,2}(?:deadlines?|due\s+dates?|slas?|retention\s+periods?|target\s+dates?|timeframes?|time\s+frames?)\b/g,
      ' pastdeadline ',
    )
    .replace(/\b(?:portfolio|investee)\s+(?:compan(?:y|ies)|business(?:es)?)\b/g, 'portfoliocompany')
    .replace(/\b(?:separately\s+)?managed\s+accounts?\b|\bseparate\s+accounts?\b/g, 'managedaccount')
    .replace(TIME_WINDOW, ' timespan ')
    // Data that leaves a country or region is data outside it ("Will any data leave the United States?").
    .replace(LEAVES_A_PLACE, ' offshore ')
    // An outside firm is an external one, not a place: "whether an outside firm reviews those marks".
    .replace(OUTSIDE_PARTY, 'external $1')
    // Money and loans transferred, and a transfer agent, are not data leaving a place; an offshore fund is a fund's
    // domicile ("the offshore fund's board", "onshore and offshore counsel").
    .replace(
      /\b(?:wire|cash|bank|payment|money|loan|secondary)\s+transfers?\b|\btransfer\s+agen(?:t|ts|cy)\b/g,
      ' payment ',
    )
    .replace(/\btransfers?\s+(?=of\s+(?:loans?|cash|funds|money|interests?|positions?)\b)/g, ' payment ')
    .replace(
      /\bonshore\s+and\s+offshore\b|\boffshore\s+(?=(?:fund|feeder|master|vehicle|entit|structure|counsel|compan))/g,
      ' domicile ',
    )
    // Outside business hours is a time, not a place: who watches the alerts at night.
    .replace(OUTSIDE_HOURS, 'afterhours')
    // Asking for a document is asking for it to be shared, however it is put: "Can you provide your architecture
    // diagrams?" asks what "Would you be willing to share systems schematics?" asks.
    .replace(HAND_OVER, ' share ')
    .replace(SHARED_CREDENTIAL, '$1account');
  for (const w of words(lower)) {
    const m = MARKER_OF.get(w) ?? (NEGATED_PARTICIPLE.test(w) || NEGATED_PREFIX.test(w) ? 'negative' : undefined);
    if (m) out.add(m);
  }
  return out;
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

/** "the Growth II fund": a capitalised roman numeral before "fund" numbers it too (not "I", the pronoun). */
const NUMERAL_BEFORE_FUND = /\b(II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)\s+[Ff]und\b/g;

export function fundsNamed(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(NUMERAL_BEFORE_FUND)) out.add(`fund ${romanValue(m[1]!.toLowerCase())}`);
  for (const m of text.matchAll(NUMBERED_FUND)) {
    const id = m[1]!.toLowerCase();
    // "fund i" in lower case is rarely a numbered fund: only capitalised roman numerals count.
    if (/^[ivx]+$/.test(id) && m[1] !== m[1]!.toUpperCase()) continue;
    out.add(`fund ${/^\d+$/.test(id) ? Number(id) : romanValue(id)}`);
  }
  return out;
}
