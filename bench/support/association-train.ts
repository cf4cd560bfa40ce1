/**
 * Learning word associations (src/engines/answering/associations.ts) from labelled candidate rows: a term of a new
 * question that the pair does not account for in its own words, and a word the pair says that the question does not,
 * are associated when pairs that answer the question bring the two together in rewordings of several sets, and pairs
 * that do not answer it seldom do.
 */
import type { Associations } from '../../src/engines/answering/associations.js';
import type { Row } from './judge-rows.js';

/** Sets (firms) whose rewordings must bring the two words together: one firm's wording is not the language's. */
export const MIN_SETS = 2;
/** Of the sets in which the two words meet, the share in which they meet in a pair that answers the question. */
export const MIN_PRECISION = 0.8;
/**
 * The pair's word must be said in the knowledge of at least this many sets: a person's or a product's name that two
 * fictional firms happen to share is not a word for anything.
 */
export const MIN_SETS_SAYING = 3;

/** `setsSaying`: in how many sets' knowledge (questions and answers) a stem is said. */
export function learnAssociations(rows: readonly Row[], setsSaying: (stem: string) => number): Associations {
  const support = new Map<string, Set<string>>();
  const against = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!r.unmatched || r.f.exact) continue;
    const tally = r.right ? support : against;
    for (const asked of r.unmatched.asked)
      for (const said of r.unmatched.said) {
        const key = `${asked} ${said}`;
        let sets = tally.get(key);
        if (!sets) tally.set(key, (sets = new Set()));
        sets.add(r.set);
      }
  }
  const table = new Map<string, string[]>();
  for (const [key, sets] of support) {
    const n = sets.size;
    if (n < MIN_SETS || n / (n + (against.get(key)?.size ?? 0)) < MIN_PRECISION) continue;
    const [asked, said] = key.split(' ') as [string, string];
    // A figure is a fact of one firm, not a wording.
    if (/^\d/.test(said) || setsSaying(said) < MIN_SETS_SAYING) continue;
    const linked = table.get(asked);
    if (linked) linked.push(said);
    else table.set(asked, [said]);
  }
  return table;
}
