/**
 * DDQ-domain vocabulary: the concepts a text names (the word lists are in concept-phrases.ts), concept clashes,
 * and the acronyms spelled out before a question is embedded.
 */
import { KNOWN_ACRONYM_TABLE, spellOutAcronyms } from './acronyms.js';
import { CONCEPT_PHRASES, CONTRAST_GROUPS } from './concept-phrases.js';
import { stem, words } from './normalize.js';

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
 * continuity plan (cosine 0.24 between the two phrasings), the words it knows. The table is acronyms.ts's.
 */
export function expandAcronyms(text: string): string {
  return spellOutAcronyms(text, KNOWN_ACRONYM_TABLE);
}
