/**
 * Why the answer judge gave what it gave: for the questions of a fit set whose chosen candidate falls in a
 * confidence band, the pair chosen, the judge's features, the question's terms the pair does not account for, the
 * pair's terms the question does not ask, and the concepts each side names.
 *
 *   npx tsx bench/judge-explain.ts T1|T2|hard-odd|<a fresh set's name, e.g. thistlewood> [--band 30-60]
 *
 * Fit sets and fresh sets already read (T1, T2, the odd-numbered hard items, bench/data sets not named "held out"):
 * the held-out sets are measured, never read while tuning.
 */
import {
  buildKnowledgeIndex,
  createEmbedder,
  type KnowledgePair,
  type QuestionInput,
} from '../src/engines/answering/index.js';
import { embeddingText } from '../src/engines/answering/embedder.js';
import { questionProfile } from '../src/engines/answering/evidence.js';
import { candidateFeatures, judgeProbability, profileOfPair } from '../src/engines/answering/judge.js';
import { JUDGE_COEFFICIENTS } from '../src/engines/answering/judge-coefficients.js';
import { JUDGED_CANDIDATES } from '../src/engines/answering/confidence.js';
import { rankPairs } from '../src/engines/answering/ranker.js';
import { questionKind } from '../src/engines/language/index.js';
import { CASES, CORPUS, loadTruth } from './answer-quality.js';
import { truthPairs } from './support/judge-rows.js';
import { FRESH_SETS, hardKnowledge, loadFreshSet, loadHardSet } from './answer-quality-hard.js';

async function fitSet(name: string): Promise<{ pairs: KnowledgePair[]; questions: QuestionInput[] }> {
  const fresh = FRESH_SETS.find((f) => f.file.includes(name.toLowerCase()));
  if (fresh?.name.includes('held out')) throw new Error(`${fresh.name} is held out: measured, never read`);
  if (fresh) {
    const set = await loadFreshSet(fresh.file);
    const texts = [...set.paraphrases.map((p) => p.question), ...set.nearMisses.map((n) => n.question)];
    return { pairs: hardKnowledge(set), questions: texts.map((text, index) => ({ index, text })) };
  }
  if (name === 'hard-odd') {
    const set = await loadHardSet(CORPUS);
    const odd = <T>(xs: T[]) => xs.filter((_, i) => i % 2 === 0);
    const texts = [...odd(set.paraphrases).map((p) => p.question), ...odd(set.nearMisses).map((n) => n.question)];
    return { pairs: hardKnowledge(set), questions: texts.map((text, index) => ({ index, text })) };
  }
  const c = CASES.find((k) => k.role === 'tune' && k.name.startsWith(`${name} `));
  if (!c) throw new Error(`unknown set ${name}: T1, T2, hard-odd or a fresh set's name`);
  const pairs = (await Promise.all(c.learn.map(truthPairs))).flat();
  const questions = (await loadTruth(c.fill)).map((q) => ({ index: q.index, text: q.question, section: q.section }));
  return { pairs, questions };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const bandArg = args.indexOf('--band');
  const [lo, hi] = (bandArg >= 0 ? args[bandArg + 1]! : '30-60').split('-').map(Number) as [number, number];
  const { pairs, questions } = await fitSet(args[0] ?? 'T1');
  const embedder = await createEmbedder();
  const index = buildKnowledgeIndex(pairs);
  await index.ensureEmbeddings(embedder);
  const vectors = await embedder.embed(questions.map((q) => embeddingText(q.text)));
  questions.forEach((q, qi) => {
    const ranked = rankPairs(index, q.text, vectors[qi] ?? null, 12);
    const profile = questionProfile(q.text, index.acronyms, q.section);
    const kind = questionKind(q.text);
    const judged = ranked
      .slice(0, JUDGED_CANDIDATES)
      .map((r) => {
        const f = candidateFeatures(index, profile, kind, ranked, r);
        return { r, f, p: 100 * judgeProbability(f, JUDGE_COEFFICIENTS) };
      })
      .sort((a, b) => b.p - a.p);
    const top = judged[0];
    if (!top || top.p < lo || top.p >= hi) return;
    const pair = index.pairs[top.r.pair]!;
    const p = profileOfPair(index, top.r.pair);
    const f = top.f;
    const fmt = (v: number) => v.toFixed(2);
    console.log(`\n${top.p.toFixed(0)}%  ${q.text.slice(0, 160)}${q.section ? `  [${q.section}]` : ''}`);
    console.log(`  pair: ${pair.question.slice(0, 160)}\n  says: ${pair.answer.slice(0, 100)}`);
    console.log(
      `  byPair ${fmt(f.byPair)} ofPair ${fmt(f.ofPair)} yardstick ${fmt(f.scoreYardstick)} lexical ${fmt(f.lexical)}` +
        ` margin ${fmt(f.margin)} scope ${f.scopeMismatch} missingConcepts ${f.missingConcepts}` +
        ` extraConcepts ${f.extraConcepts} clash ${f.clash} kindMismatch ${f.kindMismatch}`,
    );
    console.log(
      `  not accounted for: ${profile.coreTerms.filter((t) => !p.all.stems.has(t)).join(' ') || '-'}` +
        ` | the pair asks beyond: ${p.question.coreTerms.filter((t) => !profile.full.stems.has(t)).join(' ') || '-'}`,
    );
    console.log(
      `  concepts: question ${[...profile.core.concepts.keys()].join(', ') || '-'}` +
        ` | pair ${[...p.question.core.concepts.keys()].join(', ') || '-'}`,
    );
  });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
