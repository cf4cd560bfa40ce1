/**
 * Learned word associations: the wordings that different people use for the same thing in a DDQ ("lawsuit" for
 * "litigation", "supplier" for "vendor", "2FA" for "multi-factor", "weakness" for "vulnerability"), learned from
 * labelled rewordings by bench/association-fit.ts and shipped in learned-associations.ts.
 *
 * A term of a new question that the pair does not account for in its own words, by stem, synonym, concept or acronym
 * (evidence.ts), is accounted for when the pair says a word the term is associated with. An association is kept only
 * when rewordings of several firms paired the two words, and pairs that did not answer the question seldom did
 * (see docs/decisions/030-learned-word-associations.md).
 */
import { LEARNED_ASSOCIATIONS } from './learned-associations.js';

/** Term (a stem of the new question) -> the stems of a stored pair that account for it. */
export type Associations = ReadonlyMap<string, readonly string[]>;

/** No associations: a pair accounts for a term only in its own words. */
export const NO_ASSOCIATIONS: Associations = new Map();

/**
 * The table from its text form: one line per term, the term then the stems that account for it, separated by spaces
 * ("lawsuit litigat investigat proceed").
 */
export function parseAssociations(text: string): Associations {
  const table = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const [term, ...stems] = line.trim().split(/\s+/);
    if (term && stems.length > 0) table.set(term, stems);
  }
  return table;
}

/** The table as text (parseAssociations' input): terms and their stems sorted, so that a refit diffs cleanly. */
export function formatAssociations(table: Associations): string {
  return [...table.keys()]
    .sort()
    .map((term) => [term, ...[...table.get(term)!].sort()].join(' '))
    .join('\n');
}

let shipped: Associations | null = null;

/** The associations shipped with the engine (learned-associations.ts), parsed once. */
export function learnedAssociations(): Associations {
  shipped ??= parseAssociations(LEARNED_ASSOCIATIONS);
  return shipped;
}

/** Each table read the other way: a stored pair's word -> the terms of a question that account for it. */
const reversed = new WeakMap<Associations, Associations>();

function reverse(table: Associations): Associations {
  let out = reversed.get(table);
  if (!out) {
    const map = new Map<string, string[]>();
    for (const [term, stems] of table)
      for (const s of stems) {
        const terms = map.get(s);
        if (terms) terms.push(term);
        else map.set(s, [term]);
      }
    reversed.set(table, (out = map));
  }
  return out;
}

/**
 * Does a question whose stems are `stems` account for `word` of a stored question through an association (the
 * stored question says "litigation", the new one asks about "lawsuits")?
 */
export function associatedBy(word: string, stems: ReadonlySet<string>, table: Associations): boolean {
  return associated(word, stems, reverse(table));
}

/** Does a text whose stems are `stems` say a word associated with `term`? */
export function associated(term: string, stems: ReadonlySet<string>, table: Associations): boolean {
  const linked = table.get(term);
  if (!linked) return false;
  for (const s of linked) if (stems.has(s)) return true;
  return false;
}
