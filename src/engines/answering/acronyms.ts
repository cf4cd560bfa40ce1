/**
 * Acronyms: "BCP" is a business continuity plan. Two sources, the firm's own first:
 * - the acronyms the firm's knowledge defines itself ("privileged access management (PAM)"), which settles the
 *   ambiguous ones the way this firm uses them (IR is investor relations to one firm, incident response to another);
 * - a table of the DDQ world's unambiguous acronyms (security, privacy, funds, regulation).
 * A question and a pair are compared with their acronyms spelled out, so "Do you have a BCP?" accounts for every
 * word of "Is there a business continuity plan?" and the other way round.
 */

/** Unambiguous in a DDQ. Left out on purpose: IR, SOC, IC, PM, CA (each means two different things in DDQs). */
export const KNOWN_ACRONYMS: Readonly<Record<string, string>> = {
  aml: 'anti-money laundering',
  kyc: 'know your customer',
  aum: 'assets under management',
  esg: 'environmental, social and governance',
  'd&o': 'directors and officers',
  'e&o': 'errors and omissions',
  bcp: 'business continuity plan',
  bcm: 'business continuity management',
  // As in "BC/DR": British Columbia is not a DDQ's subject.
  bc: 'business continuity',
  bia: 'business impact analysis',
  drp: 'disaster recovery plan',
  irp: 'incident response plan',
  mfa: 'multi-factor authentication',
  '2fa': 'two-factor authentication',
  sso: 'single sign-on',
  iam: 'identity and access management',
  pam: 'privileged access management',
  gdpr: 'data protection regulation',
  siem: 'security event monitoring',
  waf: 'web application firewall',
  rbac: 'role-based access control',
  pii: 'personal data',
  phi: 'health information',
  cco: 'chief compliance officer',
  ciso: 'chief information security officer',
  cfo: 'chief financial officer',
  cto: 'chief technology officer',
  cio: 'chief information officer',
  coo: 'chief operating officer',
  ceo: 'chief executive officer',
  dpo: 'data protection officer',
  dpia: 'data protection impact assessment',
  sdlc: 'software development life cycle',
  sast: 'static application security testing',
  dast: 'dynamic application security testing',
  edr: 'endpoint detection and response',
  dlp: 'data loss prevention',
  mdm: 'mobile device management',
  hsm: 'hardware security module',
  kms: 'key management service',
  tprm: 'third-party risk management',
  dpa: 'data processing agreement',
  nda: 'non-disclosure agreement',
  lpa: 'limited partnership agreement',
  lpac: 'limited partner advisory committee',
  ppm: 'private placement memorandum',
  nav: 'net asset value',
  mfn: 'most favoured nation',
  gp: 'general partner',
  lp: 'limited partner',
  lps: 'limited partners',
  pri: 'principles for responsible investment',
  tcfd: 'climate-related financial disclosures',
  sfdr: 'sustainable finance disclosure regulation',
  dei: 'diversity, equity and inclusion',
  ghg: 'greenhouse gas',
  sla: 'service level agreement',
  slas: 'service level agreements',
  rto: 'recovery time objective',
  rpo: 'recovery point objective',
  vpn: 'virtual private network',
  byod: 'personally owned devices',
  ids: 'intrusion detection system',
  ips: 'intrusion prevention system',
  dr: 'disaster recovery',
  eea: 'european economic area',
  usa: 'united states',
  hr: 'human resources',
  abc: 'anti-bribery and corruption',
  ofac: 'sanctions',
  pep: 'politically exposed person',
  peps: 'politically exposed persons',
  ria: 'registered investment adviser',
  sec: 'securities and exchange commission',
  fca: 'financial conduct authority',
  cftc: 'commodity futures trading commission',
  fcpa: 'foreign corrupt practices act',
};

/** Words a definition's initials skip: "Anti-Bribery and Corruption (ABC)", "Chief Financial Officer (CFO)". */
const SKIPPED = new Set(['and', 'of', 'the', 'for', 'to', 'in', 'on', '&']);

const DEFINED = /\(([A-Z][A-Za-z0-9&]{1,7})\)/g;
/** A definition's long form is at most this many words before the parenthesis. */
const LONGEST_DEFINITION = 8;

/**
 * Acronyms a text defines: "privileged access management (PAM)". For each capitalised word in brackets, the words
 * before it whose initials (hyphenated words give one initial a part) spell it, nearest first; anything else is not
 * a definition.
 */
export function definedAcronyms(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(DEFINED)) {
    const acronym = m[1]!;
    // Capitals, with a plural's lower-case "s" ("LPs"); the "S" of "OMS" is a letter.
    const singular = acronym.endsWith('s') ? acronym.slice(0, -1) : acronym;
    if (singular !== singular.toUpperCase()) continue;
    // Eight words are well within 300 characters; looking no further keeps a long answer's scan short.
    const before = text.slice(Math.max(0, m.index - 300), m.index).match(/(?:[A-Za-z][\w'-]*[\s,]+)+$/)?.[0];
    if (!before) continue;
    const ws = before
      .trim()
      .split(/[\s,]+/)
      .slice(-LONGEST_DEFINITION);
    const expansion = spell(ws, singular.toLowerCase().replace(/&/g, '').split(''));
    if (expansion) out.set(acronym.toLowerCase(), expansion);
  }
  return out;
}

/**
 * The run of words ending the list whose initials are `letters` (skipped words may sit between), or null. The parts
 * of a hyphenated word may each give an initial or not: "multi-factor authentication (MFA)", "e-mail security (ES)".
 */
function spell(ws: string[], letters: string[]): string | null {
  for (const byPart of [true, false]) {
    const initials = initialsFromEnd(ws, letters.length, byPart);
    if (initials.length === letters.length && initials.every((x, k) => x.letter === letters[k]))
      return ws.slice(initials[0]!.word).join(' ').toLowerCase();
  }
  return null;
}

function initialsFromEnd(ws: string[], count: number, byPart: boolean): { word: number; letter: string }[] {
  const initials: { word: number; letter: string }[] = [];
  for (let i = ws.length - 1; i >= 0 && initials.length < count; i--) {
    const w = ws[i]!.toLowerCase();
    if (SKIPPED.has(w) && initials.length > 0) continue;
    const parts = byPart ? w.split('-').filter(Boolean) : [w];
    for (let k = parts.length - 1; k >= 0; k--) initials.unshift({ word: i, letter: parts[k]![0]! });
  }
  return initials.slice(-count);
}

/** The known acronyms as a table (what spellOutAcronyms takes). */
export const KNOWN_ACRONYM_TABLE: ReadonlyMap<string, string> = new Map(Object.entries(KNOWN_ACRONYMS));

/** The known acronyms with those the texts define (a definition of the firm's own wins). */
export function acronymTable(texts: Iterable<string>): Map<string, string> {
  const table = new Map(KNOWN_ACRONYM_TABLE);
  for (const t of texts) for (const [a, e] of definedAcronyms(t)) table.set(a, e);
  return table;
}

const ACRONYM_TOKEN = /(?<![\w&])([A-Z0-9][A-Z0-9&]{1,7}s?)(?![\w&])/g;

/**
 * The text with each acronym written in capitals spelled out in its place ("user ids" and "Dr. Smith" are not
 * acronyms; "LPs" is limited partners), so that either side may use either form.
 */
export function spellOutAcronyms(text: string, table: ReadonlyMap<string, string>): string {
  return text.replace(ACRONYM_TOKEN, (m) => expansionOf(m, table) ?? m);
}

/** The acronyms a text uses that the table spells out: the acronym as written, lower-cased -> its expansion. */
export function acronymsIn(text: string, table: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [m] of text.matchAll(ACRONYM_TOKEN)) {
    const expansion = expansionOf(m, table);
    if (expansion) out.set(m.toLowerCase(), expansion);
  }
  return out;
}

function expansionOf(token: string, table: ReadonlyMap<string, string>): string | undefined {
  const plural = token.length > 2 && token.endsWith('s');
  const singular = plural ? token.slice(0, -1) : token;
  if (!/[A-Z]/.test(singular) || singular !== singular.toUpperCase()) return undefined;
  return table.get(token.toLowerCase()) ?? (plural ? pluralOf(table.get(singular.toLowerCase())) : undefined);
}

const pluralOf = (phrase: string | undefined) => (phrase === undefined ? undefined : `${phrase}s`);
