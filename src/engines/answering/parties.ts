/**
 * Other parties a question may ask about as such ("Does your fund administrator maintain a BCP?", "the exchanges you
 * trade on"): their own arrangements are not the firm's, and a pair that never names the party does not give them.
 */
import { anyOf } from '../language/index.js';
import { conceptsOf } from './vocabulary.js';

/** Other parties than the firm, by the concepts that name them. */
const PARTIES_OF_CONCEPTS = new Set([
  'third_party',
  'auditor',
  'administrator',
  'custodian',
  'legal_counsel',
  'placement',
]);
/**
 * Parties that are no topic of a DDQ's own, only someone whose own arrangements a question may ask about ("Do your
 * portfolio companies have incident response plans?"): named here rather than as concepts, so that a question on
 * portfolio companies does not count as covered by any pair that mentions investees.
 */
const OTHER_PARTIES: [string, RegExp][] = [
  ['portfolio_company', /\b(?:portfolio|investee|underlying)\s+(?:compan(?:y|ies)|business(?:es)?)\b|\binvestees?\b/i],
  [
    'counterparty',
    /\bcounterpart(?:y|ies)\b|\bexecuting brokers?\b|\btrading venues?\b|\b(?:stock|crypto) exchanges?\b|\bexchanges you trade\b/i,
  ],
  ['property_manager', /\bproperty managers?\b|\bmanaging agents?\b/i],
  ['underlying_manager', /\bunderlying\s+(?:managers?|funds?|gps?|general\s+partners?|hedge\s+funds?)\b/i],
];

/** The other parties of OTHER_PARTIES a text names. */
export function otherPartiesNamed(text: string): Set<string> {
  return new Set(OTHER_PARTIES.filter(([, named]) => named.test(text)).map(([party]) => party));
}
/** "the administrator's", "vendors'", "of the fund administrator", "of your service providers". */
const POSSESSOR = new RegExp(
  `((?:[a-z-]+\\s+){0,2}[a-z-]+)(?:['’]s\\b|s['’](?=\\s))|\\bof\\s+${anyOf(['the', 'its', 'your', 'their', 'any'])}\\s+((?:[a-z-]+\\s+){0,2}[a-z-]+)`,
  'gi',
);

/**
 * The party a question asks about as its subject: "Does your fund administrator maintain a BCP?", "Do your critical
 * suppliers test theirs?" (the one to three words after the auxiliary and "your"; "Do you" names no party). Not
 * after "the": a vendor questionnaire asks "Does the vendor maintain cyber insurance?" of the vendor answering it,
 * and an administrator answering an investor's questionnaire is "the administrator".
 */
const SUBJECT = new RegExp(
  `\\b${anyOf(['does', 'do', 'did', 'has', 'have', 'is', 'are', 'will', 'would', 'can', 'must'])}\\s+` +
    `${anyOf(['your', 'all\\s+(?:of\\s+)?your', 'each\\s+of\\s+your', 'any\\s+of\\s+your'])}\\s+` +
    `([a-z-]+(?:\\s+[a-z-]+){0,2})`,
  'gi',
);

export function partiesAsked(text: string): Set<string> {
  const out = new Set<string>();
  const add = (phrase: string) => {
    for (const c of conceptsOf(phrase)) if (PARTIES_OF_CONCEPTS.has(c)) out.add(c);
    for (const party of otherPartiesNamed(phrase)) out.add(party);
  };
  for (const m of text.matchAll(POSSESSOR)) {
    // The plural possessive ("vendors'") lost its "s" to the pattern: put it back for the vocabulary.
    add(m[1] !== undefined ? (/s['’]$/.test(m[0]) ? `${m[1]}s` : m[1]) : m[2]!);
  }
  for (const m of text.matchAll(SUBJECT)) add(m[1]!);
  // "Do portfolio companies maintain their own plans?", "the checks the exchanges you trade on apply to their own
  // customers": a party named beside "their own" is asked about, however the sentence names it.
  if (/\btheir own\b/i.test(text)) add(text);
  return out;
}
