/**
 * Everyday words that say the same thing in a DDQ ("information" and "data", "grievance" and "complaint", "lawsuit"
 * and "litigation"): a term of what is asked is accounted for by a pair that uses any word of its group. Unlike the
 * concepts of concept-phrases.ts these name no topic of their own (they are neither missing nor extra concepts, and
 * never clash); they only stop a rewording in plain words from looking like a question about something else.
 * Words with a second meaning in a DDQ are left out ("limit" is also "limited partner", "credit" a credit facility,
 * "leave" annual leave, "form" a form to fill in).
 */
import { stem } from './normalize.js';

// One group per line reads as a thesaurus: kept out of the formatter.
// prettier-ignore
const GROUPS: string[][] = [
  ['data', 'information', 'info'],
  ['lawsuit', 'lawsuits', 'litigation', 'litigated', 'sued'],
  ['complaint', 'complaints', 'grievance', 'grievances'],
  ['departure', 'departures', 'depart', 'departs', 'departed', 'resign', 'resigned', 'resignation', 'resignations'],
  ['debt', 'leverage', 'borrowing', 'borrowings'],
  ['ceiling', 'maximum'],
  ['deal', 'deals', 'transaction', 'transactions'],
  ['collect', 'collected', 'receive', 'received', 'receipt'],
  ['regime', 'arrangement', 'arrangements', 'programme', 'program', 'framework'],
  ['recovery', 'recoveries', 'restore', 'restores', 'restoration'],
  ['safeguard', 'safeguards', 'control', 'controls', 'protection', 'protections', 'measure', 'measures'],
  ['stop', 'stops', 'prevent', 'prevents'],
  ['alter', 'altered', 'alteration', 'change', 'changed', 'changes', 'modify', 'modified', 'modification', 'amend', 'amended', 'amendment'],
  ['fraud', 'fraudulent'],
  ['individual', 'individuals', 'person', 'persons', 'people'],
  ['provision', 'provisions', 'clause', 'clauses'],
  ['quickly', 'promptly', 'soon', 'timeframe', 'timeline'],
  ['inform', 'informed', 'notify', 'notified', 'notification', 'alert', 'tell'],
  ['impact', 'impacts', 'affect', 'affects', 'affecting', 'involve', 'involves', 'involving'],
  ['reside', 'resides', 'stored', 'hosted'],
  ['country', 'countries', 'jurisdiction', 'jurisdictions'],
  ['deadline', 'deadlines', 'cutoff'],
  ['separate', 'separated', 'separation', 'segregate', 'segregated', 'segregation', 'isolate', 'isolated', 'isolation'],
  ['send', 'transmit'],
  ['channel', 'channels', 'mechanism', 'mechanisms', 'method', 'methods', 'means'],
  ['watch', 'watches', 'monitor', 'monitors', 'monitored'],
  ['aggregate', 'aggregated', 'centralise', 'centralize', 'centrally', 'centralised', 'centralized'],
  ['history', 'background'],
  ['establish', 'established', 'founded', 'inception'],
  ['suffer', 'suffered', 'experience', 'experienced'],
  ['proceeding', 'proceedings', 'action', 'actions'],
  ['penalty', 'penalties', 'sanction', 'sanctioned'],
  ['inquiry', 'inquiries', 'enquiry', 'enquiries', 'investigation', 'investigations'],
  ['sponsor', 'gp'],
  ['shareholder', 'shareholders', 'owner', 'owners'],
  ['latest', 'recent', 'newest'],
  ['exercise', 'exercised', 'exercises', 'test', 'tested', 'tests', 'testing', 'drill', 'drills', 'rehearse', 'rehearsed'],
  ['attestation', 'attest', 'certification', 'certified', 'certificate', 'assurance'],
  ['keep', 'keeps', 'kept', 'maintain', 'maintains', 'maintained'],
  ['rule', 'rules', 'policy', 'policies', 'procedure', 'procedures', 'guideline', 'guidelines'],
  ['need', 'needs', 'needed', 'require', 'requires', 'required', 'requirement', 'requirements'],
  ['use', 'used', 'uses', 'using', 'employ', 'employs', 'utilize', 'utilise', 'utilized', 'utilised'],
  ['happen', 'happens', 'occur', 'occurs'],
  ['split', 'breakdown'],
  ['compromise', 'compromised', 'breach', 'breached', 'breaches'],
  ['turnover', 'revenue', 'revenues'],
  ['evaluate', 'evaluated', 'evaluates', 'evaluation', 'assess', 'assessed', 'assesses', 'assessment'],
  ['premises', 'office', 'offices'],
  ['prepared', 'willing'],
  ['external', 'independent'],
  ['tool', 'tools', 'solution', 'solutions', 'software'],
  ['many', 'number'],
  ['often', 'regularly', 'periodically', 'interval', 'intervals'],
  ['permit', 'permits', 'permitted', 'allow', 'allows', 'allowed'],
  ['signatory', 'signatories', 'signed', 'member', 'members', 'membership'],
  ['conduct', 'conducts', 'conducted', 'undertake', 'undertakes', 'undertaken', 'carry', 'carries', 'carried'],
];

/** Stem -> the stems of its group (single words only: a term is one stem). */
const SYNONYMS = new Map<string, Set<string>>();
for (const group of GROUPS) {
  const stems = group.map(stem);
  for (const s of stems) {
    const set = SYNONYMS.get(s) ?? new Set<string>();
    for (const o of stems) if (o !== s) set.add(o);
    SYNONYMS.set(s, set);
  }
}

const NONE: ReadonlySet<string> = new Set();

/** The stems that say what `term` (a stem) says. */
export function synonymsOf(term: string): ReadonlySet<string> {
  return SYNONYMS.get(term) ?? NONE;
}
