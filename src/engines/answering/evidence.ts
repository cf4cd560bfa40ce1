/**
 * Evidence that a stored pair answers a new question (not merely that the two texts look alike):
 * how much of what the question asks is accounted for by the pair's question or answer, what the pair's
 * question asks that the new one does not, and words that change the scope of a question (negation,
 * quantifiers, time spans, other parties, other places).
 */
import { contentTokens, stem } from './normalize.js';
import { asksChoice, asksForDetail, splitQuestion, withoutProcessVerbs } from './question-parts.js';
import { acronymsIn, spellOutAcronyms } from './acronyms.js';
import { answerPolarity, looksLikeQuestion, questionKind } from '../language/index.js';
import { conceptSpans } from './vocabulary.js';
import { REVERSIBLE_SCOPES, scopeOf, windowMonths, withoutTimeWindows } from './scope-words.js';
import { otherPartiesNamed, partiesAsked } from './parties.js';
import { synonymsOf } from './synonyms.js';
import { namedMismatches, namedThings, type NamedThings } from './named-things.js';
import { associated, associatedBy, NO_ASSOCIATIONS, type Associations } from './associations.js';

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
  /** It offers a choice ("on committed or invested capital?"): answered in prose like one asking for detail. */
  asksChoice: boolean;
  /** What is asked is an amount ("How much are the directors paid?"): an answer with no figure does not give it. */
  asksAmount: boolean;
  /** What is asked is how something is done ("Describe how the DR plan is tested", "How are backups protected?"). */
  asksHow: boolean;
  /** The question only asks whether ("Do you have a DR plan?"): no "how", "describe" or "what" in it. */
  asksWhether: boolean;
  /** A form's label rather than a question: a few words, no question mark, no question or request ("Services Provided"). */
  label: boolean;
  /** Years, fund vehicles, standards and funds the question's core names (named-things.ts). */
  named: NamedThings;
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
  /** Years, fund vehicles, standards and funds the pair's question, answer or context name. */
  named: NamedThings;
  /** Portfolio companies, counterparties, property managers, underlying funds the pair names (OTHER_PARTIES). */
  otherParties: Set<string>;
  /** The answer opens with a yes or a no: it answers the stored question, whatever else it goes on to say. */
  yesNo: boolean;
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
    // A time window is compared as a span (scope, windowMonths), not by its words: "the past three years" asks what
    // "the last 36 months" does.
    coreTerms: [...new Set(contentTokens(withoutTimeWindows(core)))],
    section: section ? termProfile(section, acronyms).concepts : new Map(),
    asksForDetail: asksForDetail(parts.guidance),
    asksChoice: asksChoice(parts.core),
    asksAmount: /\bhow much\b/i.test(parts.core),
    asksHow:
      /^(?:please\s+)?(?:describe|explain|outline|detail)\b.{0,40}\bhow\b|\bhow\s+(?:is|are|do|does|will|would)\b/i.test(
        core.trim(),
      ),
    asksWhether:
      questionKind(parts.core) === 'yes_no' &&
      !/\b(?:how|describe|explain|outline|what|which|when|where|who)\b/i.test(question),
    label: isLabel(question),
    partiesAsked: partiesAsked(core),
    named: namedThings(core),
  };
}

/** Words a label has at most ("Primary Contact Phone Number"). */
const LABEL_WORDS = 4;

/** A few words that do not read as a question or a request (language/question-shape.ts): "Services Provided". */
function isLabel(text: string): boolean {
  return text.trim().split(/\s+/).length <= LABEL_WORDS && !looksLikeQuestion(text);
}

export function pairProfile(
  question: string,
  answer: string,
  context?: string,
  acronyms: Acronyms = NO_ACRONYMS,
): PairProfile {
  const everything = `${question}\n${answer}\n${context ?? ''}`;
  return {
    question: questionProfile(question, acronyms),
    answer: termProfile(answer, acronyms),
    all: termProfile(everything, acronyms),
    yesNo: answerPolarity(answer) !== null,
    // A pair speaks for an officer's field when its question asks about it ("Who is accountable for information
    // security?" for the CISO), not when its answer mentions the field in passing.
    named: { ...namedThings(everything), roleFields: namedThings(question).roleFields },
    otherParties: otherPartiesNamed(everything),
  };
}

export interface Coverage {
  /** Share (idf-weighted) of the new question's core terms accounted for by the pair (question, answer, context). */
  byPair: number;
  /** The same, in the pair's own words: no learned association (associations.ts) counted. */
  byPairOwn: number;
  /** The same, by the pair's question alone. */
  byQuestion: number;
  /** Share (idf-weighted) of the pair question's core terms accounted for by the new question. */
  ofPair: number;
  /** Weight (0-1, relative to the rarest term) of the most specific core term the pair does not account for. */
  missing: number;
  /** Scope markers on one side only (core of the new question vs the pair's question and answer). */
  scopeMismatch: number;
  /** The new question is negative or asks about a bad practice ("plaintext", "not", "without") and the pair is not. */
  negationUnsaid: boolean;
  /** Domain concepts the new question's core names that the pair (question, answer, context) never names. */
  missingConcepts: number;
  /** Domain concepts the pair's question core names that the new question never names. */
  extraConcepts: number;
}

/** Is `stem` accounted for by `by`: the same stem, a word of its synonyms.ts group, or a concept both sides name. */
function accounted(term: string, from: TermProfile, by: TermProfile): boolean {
  if (by.stems.has(term)) return true;
  for (const s of synonymsOf(term)) if (by.stems.has(s)) return true;
  for (const [concept, span] of from.concepts) if (span.has(term) && by.concepts.has(concept)) return true;
  // An acronym the other side writes out: "BCP" by "business continuity plan".
  const spelled = from.acronyms.get(term);
  return spelled !== undefined && spelled.length > 0 && spelled.every((t) => by.stems.has(t));
}

/**
 * What a pair leaves unsaid of a question in its own words (bench/association-fit.ts learns from these): the
 * question's core terms the pair does not account for, and the words of the pair's question core and answer that the
 * question does not use.
 */
export function unmatchedTerms(q: QuestionProfile, p: PairProfile): { asked: string[]; said: string[] } {
  return {
    asked: q.coreTerms.filter((t) => !accounted(t, q.core, p.all)),
    said: [...new Set([...p.question.coreTerms, ...p.answer.stems])].filter((t) => !q.full.stems.has(t)),
  };
}

function longerWindow(asked: number | null, stored: number | null): boolean {
  return asked !== null && stored !== null && asked > stored * 1.05;
}

/**
 * `associations`: learned word associations (associations.ts) by which the pair may account for a term of what is
 * asked, and the question for a word of the stored question. They count for byPair (and missing) and ofPair, not for
 * byQuestion: how far the stored question is worded like the new one (BORROWED_YES_NO).
 */
export function coverage(
  q: QuestionProfile,
  p: PairProfile,
  idf: (stem: string) => number,
  maxIdf: number,
  associations: Associations = NO_ASSOCIATIONS,
): Coverage {
  let total = 0;
  let byPair = 0;
  let byPairOwn = 0;
  let byQuestion = 0;
  let missing = 0;
  for (const t of q.coreTerms) {
    const w = idf(t);
    total += w;
    const own = accounted(t, q.core, p.all);
    if (own) byPairOwn += w;
    if (own || associated(t, p.all.stems, associations)) byPair += w;
    else missing = Math.max(missing, w / maxIdf);
    if (accounted(t, q.core, p.question.full)) byQuestion += w;
  }
  let pTotal = 0;
  let ofPair = 0;
  for (const t of p.question.coreTerms) {
    const w = idf(t);
    pTotal += w;
    if (accounted(t, p.question.core, q.full) || associatedBy(t, q.full.stems, associations)) ofPair += w;
  }
  let scopeMismatch = 0;
  let negationUnsaid = false;
  // A stored answer that mentions the scope word covers it ("all employees and contractors are screened"), except
  // where a yes or no answers the stored question and the answer's words reverse it: "Yes. Data does not leave the
  // region" answers "Can you keep data in the region?", and is the wrong "Yes" to "Will any data leave the US?".
  for (const m of q.core.scope) {
    const byAnswer = p.answer.scope.has(m) && !(p.yesNo && REVERSIBLE_SCOPES.has(m));
    if (p.question.full.scope.has(m) || byAnswer) continue;
    scopeMismatch++;
    if (m === 'negative') negationUnsaid = true;
  }
  for (const m of p.question.core.scope) if (!q.full.scope.has(m)) scopeMismatch++;
  // The question names a fund, a year, a fund vehicle or a standard the pair does not: Fund V's terms are not Fund
  // IV's, FY2019's revenue is not FY2024's.
  scopeMismatch += namedMismatches(q.named, p.named);
  // The question asks about another party's own arrangements, and the pair never names that party.
  for (const party of q.partiesAsked) if (!p.all.concepts.has(party) && !p.otherParties.has(party)) scopeMismatch++;
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
    byPairOwn: total > 0 ? byPairOwn / total : 0,
    byQuestion: total > 0 ? byQuestion / total : 0,
    ofPair: pTotal > 0 ? ofPair / pTotal : 0,
    missing,
    scopeMismatch,
    negationUnsaid,
  };
}
