/**
 * Question text clean-up: numbering, boilerplate ("Please describe"), imperative vs question form,
 * plus the tokenizer/stemmer used by the lexical index.
 */
import { anyOf, QUESTION_NUMBERING } from '../language/index.js';

/** Verbs that ask for an account ("Describe …", "Please explain …"): what follows is what is asked. */
const ASKING_VERBS = [
  'describe',
  'explain',
  'outline',
  'detail',
  'summari[sz]e',
  'discuss',
  'elaborate on',
  'tell us about',
  'give details of',
];
/** "Provide a brief description of …": the things a question asks to be provided. */
const PROVIDED_THINGS = [
  'description',
  'details',
  'detail',
  'summary',
  'overview',
  'explanation',
  'information',
  'copy',
  'list',
];
/** Verbs that ask for a statement ("Confirm whether …", "State the …"). */
const STATING_VERBS = ['provide', 'list', 'specify', 'state', 'indicate', 'confirm', 'identify', 'share', 'supply'];
/** Small words between the lead-in and the subject ("Describe *how* …", "State *the* …"). */
const LEAD_IN_LINKS = ['whether', 'if', 'how', 'what', 'the', 'your', 'any', 'a', 'an'];
/** "Can you …" lead-ins. */
const POLITE_MODALS = ['can', 'could', 'would'];
const POLITE_VERBS = [
  'describe',
  'explain',
  'confirm',
  'tell us',
  'outline',
  'provide',
  'indicate',
  'state',
  'specify',
];

const PROVIDE_THING = `provide (?:a |an )?(?:brief |short )?${anyOf(PROVIDED_THINGS)}(?: of| on| about)?`;

/** Imperative or polite lead-ins that carry no meaning of their own. */
// prettier-ignore
const BOILERPLATE: RegExp[] = [
  new RegExp(
    `^(?:please\\s+)?(?:kindly\\s+)?(?:briefly\\s+)?${anyOf([...ASKING_VERBS, PROVIDE_THING, ...STATING_VERBS])}\\s+${anyOf(LEAD_IN_LINKS)}?\\s*`,
    'i',
  ),
  new RegExp(`^${anyOf(POLITE_MODALS)} you (?:please )?${anyOf(POLITE_VERBS)}(?: whether| if)?\\s*`, 'i'),
  /^please\s+/i,
];

/** Auxiliaries a yes/no question opens with. */
const AUXILIARIES = [
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'can',
  'could',
  'will',
  'would',
  'should',
  'shall',
  'may',
];
/** Who a question is put to: "you", "your organization", "the firm". */
const ADDRESSEE_WORDS = ['you', 'your', 'the', 'this', 'our'];
const RESPONDENTS = [
  'organi[sz]ation',
  'firm',
  'company',
  'business',
  'vendor',
  'team',
  'product',
  'service',
  'solution',
];
/** "… have / maintain / employ / use / there (is)": the question's verb of having. */
const HAVING_VERBS = ['have', 'has', 'maintain', 'maintains', 'employ', 'use', 'there'];
const ARTICLES = ['a', 'an', 'any'];

/** "Does your organization maintain an …": the opening of a question, left out of its comparison form. */
// prettier-ignore
const QUESTION_OPENING = new RegExp(
  `^(?:${anyOf(AUXILIARIES)}\\s+)?(?:${anyOf(ADDRESSEE_WORDS)}\\s+${anyOf(RESPONDENTS)}?\\s*)?(?:${anyOf(HAVING_VERBS)}\\s+)?(?:${anyOf(ARTICLES)}\\s+)?`,
);

/** Strip numbering, ids and boilerplate; keep the words (original case) of what is asked. */
export function cleanQuestion(text: string): string {
  let s = text.replace(/\s+/g, ' ').trim();
  s = s.replace(QUESTION_NUMBERING, '');
  for (let i = 0; i < 2; i++) {
    for (const re of BOILERPLATE) s = s.replace(re, '');
  }
  return s.trim();
}

/**
 * Canonical comparison form: cleaned, lower-case, British/American spelling unified,
 * punctuation dropped, leading question auxiliaries ("do you", "does your organisation") removed,
 * so "Do you have an incident response plan?" and "Describe your incident response plan." meet.
 */
export function normalizeQuestion(text: string): string {
  let s = cleanQuestion(text).toLowerCase();
  s = s.replace(/[’‘`]/g, "'").replace(/'s\b/g, '');
  s = s.replace(/[^a-z0-9&/+\s-]/g, ' ').replace(/[-/]/g, ' ');
  s = s
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => SPELLING[w] ?? w)
    .join(' ');
  s = s.replace(/^(?:what|which) (?:is|are) (?:the |your |our )?/, '');
  s = s.replace(QUESTION_OPENING, '');
  return s.trim();
}

const SPELLING: Record<string, string> = {
  // One word for the same thing however a questionnaire puts it: "how frequently" is "how often", a written policy a
  // documented one, a "Type II" report a "Type 2" one.
  frequently: 'often',
  frequency: 'often',
  frequencies: 'often',
  written: 'documented',
  ii: '2',
  organisation: 'organization',
  organisations: 'organizations',
  organisational: 'organizational',
  authorisation: 'authorization',
  authorised: 'authorized',
  minimise: 'minimize',
  recognise: 'recognize',
  prioritise: 'prioritize',
  utilise: 'utilize',
  analyse: 'analyze',
  behaviour: 'behavior',
  licence: 'license',
  programme: 'program',
  programmes: 'programs',
  centre: 'center',
  centres: 'centers',
  defence: 'defense',
  'e-mail': 'email',
};

export const STOPWORDS = new Set(
  (
    'a an the and or of to in on for with by at from as into about per via than then that this these those ' +
    'it its is are was were be been being do does did has have had can could will would should shall may might must ' +
    'you your yours we our ours us they their there here which who whom whose what when where why how if whether ' +
    'any all some such each other so not no yes also only other more most please describe explain provide list ' +
    'detail details outline specify state indicate confirm give include including e g i etc disclose summarise discuss ' +
    'summarize overview ' +
    'organization organizations company firm currently manager supply furnish place'
  ).split(' '),
);

const stemCache = new Map<string, string>();

/** Light suffix stripping (enough to meet plural/verb forms; not a full Porter stemmer). Memoised: words repeat. */
export function stem(word: string): string {
  let cached = stemCache.get(word);
  if (cached === undefined) {
    if (stemCache.size > 100_000) stemCache.clear();
    stemCache.set(word, (cached = stemWord(word)));
  }
  return cached;
}

/**
 * Words the suffix rules would cut down to another word, each kept apart (found by stemming the 60,000 most common
 * English words and listing those that meet a vocabulary word): a tenant is not "ten", an accountant is not an
 * account, a department is not "departed", findings are not finders, success is not succession, a customs form is
 * not a customer, "their own phones" are not ownership, "found" is not "founded", an officer is not an office.
 */
const STEM_EXCEPTIONS: Record<string, string> = Object.fromEntries(
  (
    [
      ['tenant', 'tenant tenants'],
      ['accountant', 'accountant accountants'],
      ['department', 'department departments departmental'],
      ['finder', 'finder finders'],
      ['succession', 'succession'],
      ['customer', 'customer customers'],
      ['staging', 'staging'],
      ['hospitality', 'hospitality'],
      ['aging', 'aging ageing'],
      ['complexity', 'complexity complexities'],
      ['officer', 'officer officers'],
      ['exclusive', 'exclusive exclusively'],
      ['supplier', 'supplier suppliers'],
      ['consultant', 'consultant consultants'],
      ['carrier', 'carrier carriers'],
      ['promotion', 'promotion promotions'],
      ['founded', 'founded founding'],
      ['founder', 'founder founders'],
      ['owner', 'owner owners'],
      ['owned', 'owned'],
      ['owns', 'owns owning'],
      ['institute', 'institute institutes instituted'],
      ['value', 'value values valuing'],
      ['marker', 'marker markers markedly'],
      ['leaver', 'leaver leavers'],
    ] as const
  ).flatMap(([to, from]) => from.split(' ').map((w) => [w, to] as const)),
);

function stemWord(word: string): string {
  const exception = STEM_EXCEPTIONS[word];
  if (exception) return exception;
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  // "-ise"/"-ize" words meet their inflections whichever spelling: exercise, exercised, exercising (exerciz).
  const ise = ISE_FORM.exec(w);
  if (ise) w = `${ise[1]}ize`;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  // "-ply" verbs are not adverbs: apply, comply, supply, reply meet applied, complied, supplies, replied (app, comp).
  if (PLY_VERB.test(w)) return `${w.slice(0, -1)}i`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  for (const [suf, rep] of STEM_RULES) {
    if (w.endsWith(suf) && w.length - suf.length >= 3) {
      w = w.slice(0, -suf.length) + rep;
      break;
    }
  }
  // A "-y" left by a stripped suffix ends as the last rule ends a bare "-y": identifying, employed and deployment meet
  // identify, employ and deploy (identifi, emploi, deploi).
  return w.length > 3 && w.endsWith('y') ? `${w.slice(0, -1)}i` : w;
}

const PLY_VERB = /(?:[^aeiou]ply|^reply)$/;
const ISE_FORM = /^(.{2,}[^aeiou])is(?:e|es|ed|ing)$/;

// A replacement never ends in the "e" the last rule takes off, so that "organization" meets "organized" (organiz)
// and "remediation" meets "remediated" (remediat); "-ically" meets "-ic" (cryptographically, cryptographic).
const STEM_RULES: [string, string][] = [
  ['izations', 'iz'],
  ['ization', 'iz'],
  ['isation', 'iz'],
  ['ically', 'ic'],
  ['ical', 'ic'],
  ['ational', 'at'],
  ['fulness', 'ful'],
  ['iveness', 'ive'],
  ['ements', ''],
  ['ement', ''],
  ['ments', ''],
  ['ment', ''],
  ['ations', 'at'],
  ['ation', 'at'],
  ['ingly', ''],
  ['ing', ''],
  ['edly', ''],
  ['ed', ''],
  ['ers', ''],
  ['er', ''],
  ['ity', ''],
  ['ive', ''],
  ['ally', 'al'],
  ['ly', ''],
  ['ise', 'iz'],
  ['ions', ''],
  ['ion', ''],
  ['ance', ''],
  ['ence', ''],
  ['ant', ''],
  ['e', ''],
  ['y', 'i'],
];

/** Lower-case word tokens of a text (stopwords kept), with spelling unified. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      // Signing in is not logging: "log in from outside the office", "logged on".
      .replace(/\blog(?:s|ged|ging)?[\s-]+(?:in|on)(?:to)?\b/g, 'login')
      .replace(/[’‘`]/g, "'")
      .replace(/'s\b/g, '')
      .split(/[^a-z0-9&+]+/)
      .filter(Boolean)
      .map((w) => SPELLING[w] ?? w)
  );
}

/** Content tokens: stopwords dropped, stemmed. */
export function contentTokens(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w) && w.length > 1)
    .map(stem);
}
