/**
 * DDQ-domain vocabulary: synonyms and acronyms that name one concept ("ESG" ↔ "responsible investment"),
 * and groups of concepts that look alike but ask different things ("data retention" vs "data deletion").
 * Phrases are matched on stemmed words, so plural and verb forms are covered.
 */
import { stem, words } from './normalize.js';

const CONCEPT_PHRASES: Record<string, string[]> = {
  esg: [
    'esg',
    'environmental social and governance',
    'environmental social governance',
    'responsible investment',
    'responsible investing',
    'sustainable investment',
    'sustainable investing',
    'socially responsible',
    'sri',
    'sustainability',
    'stewardship',
  ],
  pri: ['pri', 'unpri', 'pri signatory', 'principles for responsible investment'],
  nature: ['biodiversity', 'nature', 'water', 'deforestation', 'land use'],
  climate: ['climate', 'carbon', 'greenhouse gas', 'ghg', 'emissions', 'net zero', 'tcfd'],
  diversity: ['diversity', 'inclusion', 'dei', 'd&i', 'gender balance', 'equity and inclusion'],
  human_rights: ['human rights', 'modern slavery', 'forced labour', 'forced labor', 'child labour', 'child labor'],
  aml: [
    'aml',
    'anti money laundering',
    'money laundering',
    'kyc',
    'know your customer',
    'know your client',
    'customer due diligence',
    'cdd',
  ],
  sanctions: ['sanctions', 'ofac', 'sanctioned'],
  bribery: ['bribery', 'anti bribery', 'corruption', 'anti corruption', 'fcpa', 'abc policy'],
  aum: ['aum', 'assets under management', 'asset under management'],
  d_and_o: ['d&o', 'directors and officers', 'director and officer', 'directors & officers', 'directors and officers'],
  e_and_o: ['e&o', 'errors and omissions', 'errors & omissions', 'professional indemnity', 'professional liability'],
  cyber_insurance: ['cyber insurance', 'cyber liability', 'cyber cover', 'cyber policy'],
  insurance: ['insurance', 'insured', 'insurer', 'liability coverage', 'cover'],
  bcp: ['bcp', 'business continuity', 'continuity plan', 'operational resilience', 'business recovery'],
  dr: ['drp', 'disaster recovery', 'dr plan', 'dr site', 'failover', 'recovery time objective', 'rto', 'rpo'],
  incident: [
    'incident response',
    'incident management',
    'security incident',
    'irp',
    'incident handling',
    'respond to incidents',
    'respond to incident',
    'handling incidents',
    'cybersecurity incidents',
    'cyber incidents',
    'tabletop',
    'tabletop exercise',
  ],
  breach: ['data breach', 'breach', 'breaches', 'security event'],
  mfa: ['mfa', 'multi factor', 'multifactor', 'two factor', '2fa', 'strong authentication', 'second factor'],
  sso: ['sso', 'single sign on', 'saml', 'federated authentication', 'shibboleth'],
  password: ['password', 'passphrase', 'passwords'],
  soc2: ['soc 2', 'soc2', 'soc ii', 'ssae 18', 'ssae18', 'ssae 16', 'service organization control'],
  iso27001: ['iso 27001', 'iso27001', 'iso iec 27001', 'iso/iec 27001', 'iso 27000', 'iso iec 27000'],
  csa_star: ['csa star', 'star certification', 'caiq', 'cloud security alliance'],
  gdpr: ['gdpr', 'general data protection regulation'],
  hipaa: ['hipaa', 'phi', 'protected health information', 'health information'],
  pci: ['pci', 'pci dss', 'credit card', 'cardholder', 'payment card'],
  ferpa: ['ferpa'],
  fisma: ['fisma', 'fedramp', 'nist sp 800 171', 'nist 800 171', 'cmmc'],
  privacy: ['privacy', 'personal data', 'pii', 'personally identifiable', 'data protection'],
  cyber: ['cybersecurity', 'cyber security', 'information security', 'infosec', 'it security', 'security program'],
  at_rest: [
    'at rest',
    'in storage',
    'disk encryption',
    'stored data encryption',
    'encrypted in storage',
    'encrypted at rest',
    'storage encryption',
    'data stored',
    'is stored',
    'are stored',
    'when stored',
  ],
  in_transit: [
    'in transit',
    'in transport',
    'in motion',
    'tls',
    'ssl',
    'https',
    'over the network',
    'system to client',
    'transmitted',
    'transmission',
    'in flight',
  ],
  encryption: ['encrypt', 'encryption', 'encrypted', 'cryptographic', 'cryptography'],
  key_mgmt: ['key management', 'encryption key', 'cryptographic key', 'kms', 'hsm'],
  retention: [
    'retention',
    'retain',
    'retained',
    'retention period',
    'record keeping',
    'recordkeeping',
    'how long data is kept',
    'kept for',
  ],
  deletion: [
    'deletion',
    'delete',
    'deleted',
    'destruction',
    'destroy',
    'destroyed',
    'disposal',
    'dispose',
    'erase',
    'erasure',
    'purge',
    'purged',
    'sanitize',
    'sanitization',
    'wipe',
    'end of life',
    'right to be forgotten',
  ],
  backup: ['backup', 'backups', 'back up', 'backed up', 'snapshot', 'snapshots'],
  pentest: [
    'penetration test',
    'penetration tests',
    'penetration testing',
    'pen test',
    'pentest',
    'ethical hack',
    'red team',
    'break into',
    'attempt to break',
    'simulated attack',
  ],
  vuln_scan: [
    'vulnerability scan',
    'vulnerability scans',
    'vulnerability scanning',
    'scanned for vulnerabilities',
    'vulnerability assessment',
    'vulnerability assessments',
    'scan for vulnerabilities',
  ],
  ids: ['intrusion detection', 'ids', 'detect intrusions'],
  ips: ['intrusion prevention', 'ips', 'prevent intrusions'],
  waf: ['waf', 'web application firewall'],
  firewall: ['firewall', 'firewalls'],
  siem: ['siem', 'seim', 'security information and event management', 'threat monitoring', 'log monitoring'],
  logging: ['audit log', 'audit logs', 'audit trail', 'logging', 'logs', 'log'],
  access_control: [
    'rbac',
    'abac',
    'role based access',
    'access control',
    'least privilege',
    'permission levels',
    'privileged access',
  ],
  background_check: [
    'background check',
    'background checks',
    'background screening',
    'criminal record check',
    'pre employment screening',
    'employee screening',
    'vetting',
    'screen employees',
    'screening of employees',
  ],
  training: ['training', 'awareness', 'trained', 'educate'],
  conflicts: ['conflict of interest', 'conflicts of interest', 'conflicts policy', 'conflicts committee'],
  ethics: ['code of ethics', 'code of conduct', 'ethical standards', 'standard of ethical conduct', 'ethical conduct'],
  whistleblowing: [
    'whistleblower',
    'whistleblowing',
    'whistle blower',
    'speak up',
    'report concerns',
    'report misconduct',
    'anonymous reporting',
    'anonymously report',
    'ethics hotline',
  ],
  compliance_officer: [
    'cco',
    'chief compliance officer',
    'compliance officer',
    'head of compliance',
    'compliance head',
    'compliance director',
    'director of compliance',
  ],
  ciso: [
    'ciso',
    'chief information security officer',
    'head of information security',
    'security officer',
    'responsible for information security',
  ],
  cfo: ['cfo', 'chief financial officer', 'finance director', 'head of finance'],
  financial_audit: [
    'financial statements',
    'audited accounts',
    'audited financial',
    'fund auditor',
    'external auditor',
  ],
  valuation: [
    'valuation',
    'valuations',
    'valued',
    'fair value',
    'mark to market',
    'pricing policy',
    'pricing committee',
    'hard to value',
    'level 3',
    'marks',
    'marked',
    'marking',
  ],
  mgmt_fee: ['management fee', 'management fees', 'base fee', 'base fees', 'advisory fee'],
  carry: ['carried interest', 'carry', 'performance fee', 'incentive fee', 'promote'],
  hurdle: ['hurdle', 'hurdle rate', 'preferred return'],
  fees: ['fee', 'fees', 'expense', 'expenses'],
  founding: ['founded', 'established', 'year of incorporation', 'incorporated', 'inception'],
  headcount: [
    'headcount',
    'number of employees',
    'how many employees',
    'staff size',
    'number of staff',
    'full time employees',
  ],
  litigation: [
    'litigation',
    'lawsuit',
    'lawsuits',
    'legal proceeding',
    'legal proceedings',
    'legal action',
    'regulatory action',
    'enforcement action',
    'sued',
  ],
  regulator: [
    'regulator',
    'regulators',
    'regulated',
    'sec registered',
    'registered investment adviser',
    'ria',
    'fca',
    'regulatory registration',
  ],
  ownership: [
    'ownership',
    'owned',
    'owner',
    'owners',
    'shareholder',
    'shareholders',
    'parent company',
    'equity stake',
    'stake',
    'equity holders',
    'equity holder',
    'cap table',
    'capitalization table',
    'owns',
  ],
  key_person: ['key person', 'key man', 'key people', 'key personnel', 'key persons', 'key principal'],
  succession: ['succession', 'succession plan', 'succession planning'],
  third_party: [
    'third party',
    'third parties',
    'vendor',
    'vendors',
    'supplier',
    'suppliers',
    'subcontractor',
    'subcontractors',
    'service provider',
    'service providers',
    'subprocessor',
    'sub processor',
    'outsourc',
    'contractor',
    'contractors',
    'consultant',
    'consultants',
  ],
  staff: ['employee', 'employees', 'staff', 'personnel', 'workforce', 'team member', 'team members'],
  customer: [
    'customer',
    'customers',
    'client',
    'clients',
    'institution',
    'district',
    'investor',
    'investors',
    'tenant',
    'tenants',
    'lp',
    'lps',
    'limited partner',
    'limited partners',
  ],
  data_center: [
    'data center',
    'data centers',
    'datacenter',
    'data centre',
    'data centres',
    'hosting facility',
    'hosting facilities',
    'colocation',
    'servers housed',
    'server room',
  ],
  change_mgmt: ['change management', 'change control', 'change request', 'changes to your environment'],
  patching: [
    'patch',
    'patches',
    'patching',
    'security updates',
    'operating system updates',
    'os updates',
    'critical updates',
  ],
  risk_assessment: ['risk assessment', 'risk assessments', 'risk management'],
  mobile: [
    'mobile device',
    'mobile devices',
    'laptop',
    'laptops',
    'byod',
    'personally owned devices',
    'own devices',
    'own phones',
    'personal devices',
    'bring your own device',
  ],
  remote: ['remote access', 'remotely', 'remote work', 'work from home', 'vpn'],
  physical: ['physical security', 'physical access', 'badge', 'cctv'],
  accessibility: ['accessibility', 'accessible', 'wcag', 'vpat', 'section 508', 'a11y', 'screen reader'],
  sdlc: [
    'sdlc',
    'secure development',
    'secure coding',
    'development life cycle',
    'software development lifecycle',
    'development lifecycle',
  ],
  dpa: ['dpa', 'data processing agreement', 'data processing addendum'],
  location: [
    'data residency',
    'leave the united states',
    'outside the united states',
    'data zone',
    'hosting region',
    'hosted in',
    'geographic location',
    'jurisdiction',
  ],
  uptime: ['uptime', 'availability', 'sla', 'service level'],
  auditor: [
    'auditor',
    'auditors',
    'audit firm',
    'accounting firm',
    'accountants',
    'independent accountant',
    'audits the fund',
    'audit the fund',
    'audits your fund',
    'audit of the fund',
  ],
  administrator: ['fund administrator', 'administrator', 'fund administration', 'fund accounting', 'transfer agent'],
  custodian: [
    'custodian',
    'custodians',
    'custody',
    'safekeeping',
    'safekeep',
    'safekeeps',
    'depositary',
    'prime broker',
  ],
  legal_counsel: [
    'legal counsel',
    'fund counsel',
    'law firm',
    'legal adviser',
    'legal advisor',
    'lawyers',
    'attorneys',
    'outside counsel',
  ],
  regulatory_exam: [
    'regulatory examination',
    'examination',
    'examinations',
    'inspection',
    'inspections',
    'supervisory review',
    'regulatory review',
    'deficiency letter',
    'supervisory authority',
    'regulatory visit',
  ],
  mfn: ['mfn', 'most favoured nation', 'most favored nation', 'side letter terms', 'elect terms'],
  gp_commitment: [
    'gp commitment',
    'sponsor commitment',
    'manager commitment',
    'skin in the game',
    'general partner commitment',
  ],
  exclusions: [
    'exclusion',
    'exclusions',
    'exclusion list',
    'exclusion criteria',
    'negative screen',
    'negative screens',
    'negative screening',
    'excluded sectors',
    'restricted list',
    'will not finance',
    'will not invest',
    'not lend',
  ],
  departures: ['departure', 'departures', 'departed', 'left the firm', 'turnover', 'attrition', 'leavers'],
  offices_loc: ['office locations', 'offices located', 'headquarters', 'headquartered', 'office', 'offices'],
  allocation: ['allocation', 'allocations', 'allocate', 'allocating', 'allocated', 'shared out', 'deal allocation'],
  placement: [
    'placement agent',
    'placement agents',
    'third party marketer',
    'third party marketers',
    'finder',
    'finders',
    'introducing investors',
    'capital raising',
    'fundraising',
  ],
  political: [
    'political contribution',
    'political contributions',
    'pay to play',
    'campaign donation',
    'campaign donations',
    'campaign contributions',
    'political donations',
  ],
  password_hash: ['hash', 'hashed', 'hashing', 'salted', 'bcrypt', 'scrypt', 'argon2', 'pbkdf2'],
  soc_monitoring: [
    '24x7',
    '24/7',
    '24x7x365',
    'round the clock',
    'around the clock',
    'mdr',
    'managed detection',
    'security operations center',
    'security operations centre',
    'soc provider',
    'alert monitoring',
    'monitor alerts',
  ],
  breach_notification: ['notify', 'notification', 'notifying', 'notified'],
  environments: [
    'non production',
    'nonproduction',
    'production environment',
    'test environment',
    'development environment',
    'staging',
    'separate environments',
    'segregation of environments',
    'production isolated',
    'production is isolated',
  ],
  access_review: [
    'access review',
    'access reviews',
    'recertify',
    'recertification',
    'entitlement review',
    'user access review',
    'access rights reviewed',
    'review of access',
  ],
  deprovisioning: [
    'deprovisioning',
    'deprovision',
    'offboarding',
    'offboard',
    'revoke access',
    'revoking access',
    'access removal',
    'terminated staff',
    'terminated employees',
    'employee leaves',
    'leavers',
  ],
  privileged: [
    'privileged access',
    'privileged accounts',
    'administrative access',
    'admin rights',
    'admin access',
    'administrator rights',
    'administrative rights',
    'just in time',
    'pam',
  ],
  dpo: ['dpo', 'data protection officer', 'privacy officer'],
  anti_malware: [
    'anti malware',
    'antimalware',
    'antivirus',
    'anti virus',
    'edr',
    'endpoint detection',
    'endpoint protection',
    'malware protection',
  ],
  code_review: ['code review', 'code reviews', 'static analysis', 'sast', 'peer review', 'secure code review'],
  tprm: [
    'tprm',
    'third party risk',
    'vendor risk',
    'supplier risk',
    'vendor management',
    'vendor due diligence',
    'supplier due diligence',
    'vendor assessment',
    'security posture of vendors',
  ],
};

/**
 * Concepts in one group are different questions although they read alike: a stored answer about one
 * must not answer a question about another (unless the stored question names both).
 */
export const CONTRAST_GROUPS: string[][] = [
  ['retention', 'deletion', 'backup'],
  ['at_rest', 'in_transit'],
  ['ids', 'ips'],
  ['esg', 'cyber', 'privacy', 'aml', 'bribery', 'sanctions'],
  ['climate', 'diversity', 'human_rights', 'nature'],
  ['d_and_o', 'e_and_o', 'cyber_insurance'],
  ['mgmt_fee', 'carry', 'hurdle'],
  ['soc2', 'financial_audit'],
  ['compliance_officer', 'ciso', 'cfo'],
  ['bcp', 'dr', 'incident'],
  ['mfa', 'sso', 'password'],
  ['soc2', 'iso27001', 'csa_star', 'fisma', 'pci', 'hipaa', 'gdpr', 'ferpa'],
  ['pentest', 'vuln_scan'],
  ['conflicts', 'ethics', 'whistleblowing'],
  ['valuation', 'fees'],
  ['key_person', 'succession'],
  ['staff', 'customer', 'third_party'],
  ['waf', 'ids', 'ips'],
  ['auditor', 'administrator', 'custodian', 'legal_counsel'],
  ['access_review', 'deprovisioning', 'privileged'],
  ['ids', 'anti_malware'],
  ['code_review', 'pentest', 'vuln_scan'],
];

/** Phrases as stemmed word lists, keyed by their first word (a text is scanned once, word by word). */
const BY_FIRST_WORD = new Map<string, { concept: string; rest: string[] }[]>();
for (const [concept, phrases] of Object.entries(CONCEPT_PHRASES)) {
  for (const p of phrases) {
    const [first, ...rest] = stemWords(p);
    if (!first) continue;
    BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), { concept, rest }]);
  }
}

function stemWords(text: string): string[] {
  return words(text).map(stem);
}

interface PhraseMatch {
  concept: string;
  start: number;
  /** One past the last word. */
  end: number;
}

/**
 * Every vocabulary phrase in the text, except those inside a longer phrase: "data protection officer" is the DPO,
 * not also privacy ("data protection") and an office ("officer" stems like "office").
 */
function phraseMatches(ws: string[]): PhraseMatch[] {
  const all: PhraseMatch[] = [];
  ws.forEach((w, i) => {
    for (const p of BY_FIRST_WORD.get(w) ?? []) {
      if (p.rest.every((r, k) => ws[i + 1 + k] === r))
        all.push({ concept: p.concept, start: i, end: i + 1 + p.rest.length });
    }
  });
  return all.filter((m) => !all.some((o) => o.end - o.start > m.end - m.start && o.start <= m.start && o.end >= m.end));
}

/** Concepts a text mentions. */
export function conceptsOf(text: string): Set<string> {
  return new Set(phraseMatches(stemWords(text)).map((m) => m.concept));
}

/** Concepts a text mentions, each with the stemmed words of the phrase that named it. */
export function conceptSpans(text: string): Map<string, Set<string>> {
  const ws = stemWords(text);
  const found = new Map<string, Set<string>>();
  for (const m of phraseMatches(ws)) {
    const span = found.get(m.concept) ?? new Set<string>();
    for (let k = m.start; k < m.end; k++) span.add(ws[k]!);
    found.set(m.concept, span);
  }
  return found;
}

const GROUPS_OF = new Map<string, number[]>();
CONTRAST_GROUPS.forEach((group, gi) => {
  for (const c of group) GROUPS_OF.set(c, [...(GROUPS_OF.get(c) ?? []), gi]);
});

/**
 * Concept clashes between a new question and a stored one: pairs (mine, theirs) from one contrast group
 * where each side names a concept the other does not.
 */
export function conceptClashes(query: Set<string>, stored: Set<string>): [string, string][] {
  const clashes: [string, string][] = [];
  for (const a of query) {
    if (stored.has(a)) continue;
    for (const gi of GROUPS_OF.get(a) ?? []) {
      const group = CONTRAST_GROUPS[gi] ?? [];
      for (const b of group) {
        if (b !== a && stored.has(b) && !query.has(b)) clashes.push([a, b]);
      }
    }
  }
  return clashes;
}

/**
 * Acronyms spelled out before a question is embedded: USE-lite has no idea that "BCP" is a business
 * continuity plan (cosine 0.24 between the two phrasings), the words it knows.
 */
const ACRONYMS: Record<string, string> = {
  aml: 'anti-money laundering',
  kyc: 'know your customer',
  aum: 'assets under management',
  esg: 'environmental, social and governance',
  'd&o': 'directors and officers',
  'e&o': 'errors and omissions',
  bcp: 'business continuity plan',
  drp: 'disaster recovery plan',
  irp: 'incident response plan',
  mfa: 'multi-factor authentication',
  '2fa': 'two-factor authentication',
  sso: 'single sign-on',
  gdpr: 'data protection regulation',
  siem: 'security event monitoring',
  waf: 'web application firewall',
  rbac: 'role-based access control',
  pii: 'personal data',
  phi: 'health information',
  cco: 'chief compliance officer',
  ciso: 'chief information security officer',
  cfo: 'chief financial officer',
  sdlc: 'software development life cycle',
  dpa: 'data processing agreement',
  lpa: 'limited partnership agreement',
  pri: 'principles for responsible investment',
  tcfd: 'climate-related financial disclosures',
  dei: 'diversity, equity and inclusion',
  ghg: 'greenhouse gas',
  sla: 'service level agreement',
  rto: 'recovery time objective',
  rpo: 'recovery point objective',
  vpn: 'virtual private network',
  byod: 'personally owned devices',
  ids: 'intrusion detection system',
  ips: 'intrusion prevention system',
  dr: 'disaster recovery',
  abc: 'anti-bribery and corruption',
  ofac: 'sanctions',
  ria: 'registered investment adviser',
};
const ACRONYM_RE = new RegExp(
  `(?<![\\w&])(${Object.keys(ACRONYMS)
    .map((a) => a.replace('&', '\\&'))
    .join('|')})(?![\\w&])`,
  'gi',
);

export function expandAcronyms(text: string): string {
  // Upper case only: "user ids" and "Dr. Smith" are not acronyms.
  return text.replace(ACRONYM_RE, (m) => (m === m.toUpperCase() ? (ACRONYMS[m.toLowerCase()] ?? m) : m));
}
