/**
 * Learning word associations (src/engines/answering/associations.ts) from labelled candidate rows: a term of a new
 * question that the pair does not account for in its own words, and a word the pair says that the question does not,
 * are associated when pairs that answer the question bring the two together in rewordings of several sets, and pairs
 * that do not answer it seldom do.
 */
import { NO_ASSOCIATIONS, type Associations } from '../../src/engines/answering/associations.js';
import { answerLead } from '../../src/engines/answering/knowledge-index.js';
import { contentTokens } from '../../src/engines/answering/normalize.js';
import type { Embedder } from '../../src/engines/answering/types.js';
import type { LabelledSet } from '../judge-data.js';
import { featureRows, type Row } from './judge-rows.js';
import { foldGroups } from './judge-train.js';

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

/** In how many of the sets' knowledge (questions and answers) each stem is said. */
export function setsSayingOf(sets: readonly LabelledSet[]): (stem: string) => number {
  const saying = new Map<string, number>();
  for (const s of sets) {
    const said = new Set(s.pairs.flatMap((p) => contentTokens(`${p.question}\n${answerLead(p.answer)}`)));
    for (const t of said) saying.set(t, (saying.get(t) ?? 0) + 1);
  }
  return (stem) => saying.get(stem) ?? 0;
}

/**
 * Each set's candidate rows with associations learned from the other groups of sets only (the groups of the
 * out-of-fold sameness): what an association proves on a firm whose rewordings it was not learned from
 * (`bench/judge-fit.ts --oof-associations` fits the judge on these).
 */
export async function outOfFoldAssociationRows(
  sets: readonly LabelledSet[],
  embedder: Embedder | undefined,
  candidates: number,
): Promise<Row[]> {
  const plain = new Map<string, Row[]>();
  for (const s of sets)
    plain.set(s.name, await featureRows(s, embedder, candidates, { associations: NO_ASSOCIATIONS, unmatched: true }));
  const bySet = new Map<string, Row[]>();
  for (const held of foldGroups(sets.map((s) => s.name))) {
    const others = sets.filter((s) => !held.has(s.name));
    const table = learnAssociations(
      others.flatMap((s) => plain.get(s.name)!),
      setsSayingOf(others),
    );
    for (const s of sets.filter((x) => held.has(x.name)))
      bySet.set(s.name, await featureRows(s, embedder, candidates, { associations: table, samenessInputs: true }));
  }
  // In the sets' order: the out-of-fold sameness folds are cached by their rows, in order.
  return sets.flatMap((s) => bySet.get(s.name)!);
}
