import { fundsNamed, SINCE_YEAR } from './scope-words.js';

/**
 * Particular things a question can name, each of which a stored pair either speaks of or not: the years it asks
 * about, the fund vehicles, the standards named by number and the funds named by number or by their words. When the
 * question names one and the pair names another of the same kind instead, the pair answers a different question however alike the two look: revenue "for the financial year
 * ended 31 March 2019" is not given by the revenue of FY2022-2024, nor the ELTIF's fees by the RAIF's, nor the
 * Staking Income Fund's key person clause by the Liquid Token Fund's.
 */

export interface NamedThings {
  /** Years named as points in time ("at 31 December 2021", "in 2022", "FY2024"), not windows or titles. */
  years: Set<string>;
  /** Fund vehicle types named by their abbreviation ("ELTIF", "RAIF", "UCITS"). */
  vehicles: Set<string>;
  /** Standards named by number ("ISO 9001", "ISO/IEC 27001:2022", "SOC 2"), as "iso 9001", "soc 2". */
  standards: Set<string>;
  /** Funds named by number ("Fund V", "the Growth II fund"), as "fund 5" (scope-words.ts). */
  numberedFunds: Set<string>;
  /** Funds named by their words ("the Staking Income Fund"): each as its distinctive words, lower case. */
  funds: string[][];
  /** Committees named ("the Valuation Committee", "Board Risk Committee"), by group (COMMITTEE_OF): "valuation", "risk". */
  committees: Set<string>;
  /** Greenhouse-gas scopes named ("Scope 3", "Scopes 1, 2 and 3"), as "1", "2", "3". */
  emissionScopes: Set<string>;
  /** Officers named by role ("the CISO", "Money Laundering Reporting Officer", "Head of Compliance"), by ROLE_OF. */
  roles: Set<string>;
  /** Roles whose field the text speaks of ("information security" for the CISO), named or not (ROLE_FIELD). */
  roleFields: Set<string>;
  /** Every word of the text, lower case (to tell whether a fund's words are all there). */
  words: Set<string>;
}

const YEAR = /\b(?:FY\s?)?((?:19|20)\d\d)\b/g;
/**
 * Years that are not a point in time asked about: "since 2020" (a window, scope-words.ts), a standard's edition
 * ("ISO/IEC 27001:2022"), a law's title ("Investment Advisers Act of 1940").
 */
const NOT_A_POINT = new RegExp(
  `${SINCE_YEAR.source}|:\\s?(?:19|20)\\d\\d\\b|\\bAct,?\\s+(?:of\\s+)?(?:19|20)\\d\\d\\b`,
  'gi',
);

const VEHICLES = ['ELTIF', 'RAIF', 'UCITS', 'SICAV', 'ICAV', 'OEIC', 'SCSp', 'QIAIF', 'LTAF'];
const VEHICLE = new RegExp(`\\b(${VEHICLES.join('|')})\\b`, 'g');

/** The word before "committee": "Investment Committee", "the board's audit committee". */
const COMMITTEE = /\b([A-Za-z]+)\s+[Cc]ommittees?\b/g;
/**
 * Committees by the word that says which one, grouped where firms name the same body differently (a credit fund's
 * investment committee is its credit committee; pricing and valuation committees value the book). Other words before
 * "committee" ("including committee oversight", "steering") say nothing of which one it is.
 */
const COMMITTEE_OF = new Map(
  Object.entries({
    investment: ['investment', 'credit', 'underwriting', 'deal'],
    valuation: ['valuation', 'pricing'],
    risk: ['risk'],
    audit: ['audit'],
    remuneration: ['remuneration', 'compensation'],
    nomination: ['nomination', 'nominations', 'nominating'],
    esg: ['esg', 'sustainability', 'stewardship'],
    advisory: ['advisory', 'lpac'],
    executive: ['executive', 'management', 'operating'],
    conflicts: ['conflicts'],
  }).flatMap(([group, words]) => words.map((w) => [w, group] as const)),
);
/** "Scope 3", "Scopes 1, 2 and 3", "Scope 1+2" (greenhouse-gas emissions). */
const EMISSION_SCOPE = /\bScopes?\s+([123](?:\s*(?:,|and|&|\+|-|–)\s*[123])*)\b/gi;

/**
 * Officers by the titles firms give the same role, longest first (an "AML compliance officer" is the MLRO, not the
 * compliance officer). Left out: CIO and CSO (investment or information, security or sustainability).
 */
// prettier-ignore
const ROLE_OF: [string, string[]][] = [
  ['mlro', ['money laundering reporting officer', 'anti-money laundering compliance officer', 'aml compliance officer',
    'anti-money laundering officer', 'aml officer', 'mlro', 'amlco']],
  ['ciso', ['chief information security officer', 'head of information security', 'information security officer',
    'head of cybersecurity', 'head of cyber security', 'head of it security', 'chief security officer', 'ciso']],
  ['dpo', ['data protection officer', 'dpo']],
  ['cco', ['chief compliance officer', 'head of compliance', 'compliance officer', 'cco']],
  ['ceo', ['chief executive officer', 'chief executive', 'ceo']],
  ['cfo', ['chief financial officer', 'finance director', 'head of finance', 'cfo']],
  ['coo', ['chief operating officer', 'head of operations', 'coo']],
  ['cto', ['chief technology officer', 'head of technology', 'cto']],
  ['cro', ['chief risk officer', 'head of risk', 'cro']],
  ['counsel', ['general counsel', 'chief legal officer', 'head of legal']],
];
const ROLE = new RegExp(
  `\\b(${ROLE_OF.flatMap(([, titles]) => titles)
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[-\s]+/g, '[-\\s]+'))
    .join('|')})s?\\b`,
  'gi',
);
/** The field each role answers for: a pair on who is accountable for information security speaks of the CISO. */
const ROLE_FIELD: [string, RegExp][] = [
  ['mlro', /\b(?:money[-\s]laundering|aml)\b/i],
  ['ciso', /\b(?:information[-\s]security|cyber[-\s]?security|it security)\b/i],
  ['dpo', /\b(?:data protection|privacy)\b/i],
  ['cco', /\bcompliance\b/i],
  ['cfo', /\bfinanc(?:e|ial)\b/i],
  ['coo', /\boperations\b/i],
  ['cto', /\btechnology\b/i],
  ['cro', /\brisk\b/i],
  ['counsel', /\blegal\b/i],
];

const titleKey = (title: string) => title.toLowerCase().replace(/[-\s]+/g, ' ');
const ROLE_BY_TITLE = new Map(ROLE_OF.flatMap(([role, titles]) => titles.map((t) => [titleKey(t), role] as const)));

function rolesNamed(text: string): Set<string> {
  return new Set([...text.matchAll(ROLE)].flatMap((m) => ROLE_BY_TITLE.get(titleKey(m[1]!)) ?? []));
}

const STANDARD = /\b(?:ISO(?:\s*\/\s*IEC)?\s*(\d{4,5})|SOC\s*([123])|SSAE\s*(\d{2}))\b/gi;

/** Up to six capitalised words, numerals or joiners before "Fund": "Harrowgate Junior Infrastructure Fund". */
const FUND_NAME =
  /((?:[A-Z][A-Za-z&'-]*|[IVX]{1,5}|\d{1,2})(?:\s+(?:[A-Z][A-Za-z&'-]*|[IVX]{1,5}|\d{1,2}|of|and|&)){0,5})\s+Fund\b/g;
/** Capitalised words that open a sentence or a phrase rather than name a fund. */
// prettier-ignore
const NOT_A_NAME = new Set(['the', 'our', 'your', 'its', 'their', 'this', 'that', 'each', 'every', 'any', 'a', 'an',
  'for', 'in', 'at', 'of', 'and', 'to', 'by', 'on', 'with', 'under', 'does', 'do', 'is', 'are', 'was', 'were', 'has',
  'have', 'what', 'which', 'who', 'how', 'when', 'where', 'please', 'describe', 'provide', 'list', 'state', 'confirm',
  'explain', 'outline', 'can', 'will', 'would', 'should', 'if', 'yes', 'no']);

export function namedThings(text: string): NamedThings {
  const points = text.replace(NOT_A_POINT, ' ');
  const years = new Set([...points.matchAll(YEAR)].map((m) => m[1]!));
  const vehicles = new Set([...text.matchAll(VEHICLE)].map((m) => m[1]!.toUpperCase()));
  const standards = new Set(
    [...text.matchAll(STANDARD)].map((m) => (m[1] ? `iso ${m[1]}` : m[2] ? `soc ${m[2]}` : `ssae ${m[3]}`)),
  );
  const funds: string[][] = [];
  for (const m of text.matchAll(FUND_NAME)) {
    const words = m[1]!
      .split(/\s+/)
      .map((w) => w.toLowerCase())
      .filter((w) => !NOT_A_NAME.has(w) && w !== '&');
    if (words.length > 0) funds.push(words);
  }
  const committees = new Set([...text.matchAll(COMMITTEE)].flatMap((m) => COMMITTEE_OF.get(m[1]!.toLowerCase()) ?? []));
  const emissionScopes = new Set([...text.matchAll(EMISSION_SCOPE)].flatMap((m) => m[1]!.match(/[123]/g) ?? []));
  const words = new Set(text.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []);
  const roles = rolesNamed(text);
  const roleFields = new Set(ROLE_FIELD.filter(([, field]) => field.test(text)).map(([role]) => role));
  return {
    years,
    vehicles,
    standards,
    numberedFunds: fundsNamed(text),
    funds,
    committees,
    emissionScopes,
    roles,
    roleFields,
    words,
  };
}

/**
 * How many kinds of particular thing the question names that the pair does not, while the pair names another of the
 * same kind: a year, a fund vehicle, a standard, a named fund, a committee (the Investment Committee's members are not
 * the Valuation Committee's), a greenhouse-gas scope (Scope 3 emissions are not given by Scope 1 and 2 figures). A
 * pair that names no year (no vehicle, no standard, no fund) may speak for any: "Are you ISO 9001 certified?" is not
 * answered by a pair on ISO 27001 and SOC 2. A fund
 * named by number is another matter: Fund V's terms are not Fund IV's, and a pair that never names Fund V does not
 * give them.
 */
export function namedMismatches(question: NamedThings, pair: NamedThings): number {
  let n = 0;
  if ([...question.numberedFunds].some((f) => !pair.numberedFunds.has(f))) n++;
  if (pair.years.size > 0 && [...question.years].some((y) => !pair.years.has(y))) n++;
  if (question.vehicles.size > 0 && pair.vehicles.size > 0 && ![...question.vehicles].some((v) => pair.vehicles.has(v)))
    n++;
  if (pair.standards.size > 0 && [...question.standards].some((x) => !pair.standards.has(x))) n++;
  if (pair.funds.length > 0 && question.funds.some((f) => !f.every((w) => pair.words.has(w)))) n++;
  if (
    pair.committees.size > 0 &&
    question.committees.size > 0 &&
    ![...question.committees].some((c) => pair.committees.has(c))
  )
    n++;
  if (pair.emissionScopes.size > 0 && [...question.emissionScopes].some((x) => !pair.emissionScopes.has(x))) n++;
  if (
    pair.roles.size > 0 &&
    question.roles.size > 0 &&
    ![...question.roles].some((r) => pair.roles.has(r) || pair.roleFields.has(r))
  )
    n++;
  return n;
}
