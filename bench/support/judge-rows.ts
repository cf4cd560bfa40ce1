/**
 * The judge's labelled candidate rows: for each question of a labelled set, the candidates the engine judges, with
 * their features (judge.ts), whether the pair answers the question, and (for fit rows) the sameness models' inputs.
 * Used by bench/judge-fit.ts and bench/sameness-fit.ts.
 */
import { buildKnowledgeIndex, type Embedder, type KnowledgePair } from '../../src/engines/answering/index.js';
import { embeddingText } from '../../src/engines/answering/embedder.js';
import { questionProfile, unmatchedTerms } from '../../src/engines/answering/evidence.js';
import { candidateFeatures, profileOfPair, type JudgeFeatures } from '../../src/engines/answering/judge.js';
import type { Associations } from '../../src/engines/answering/associations.js';
import { rankPairs } from '../../src/engines/answering/ranker.js';
import { samenessInputs } from '../../src/engines/answering/sameness.js';
import { questionKind } from '../../src/engines/language/index.js';
import { ANSWERED_ON, loadTruth } from '../answer-quality.js';
import { corpusSet, type LabelledSet } from '../judge-data.js';

export interface Row {
  set: string;
  question: number;
  rank: number;
  f: JudgeFeatures;
  right: boolean;
  pairQ: string;
  pairA: string;
  /** The sameness model's inputs (with embeddings): judge-fit recomputes fit rows' sameness out of fold. */
  x?: Float64Array;
  /** The answer-sameness model's inputs (the question's vector and the pair's answer's), likewise. */
  xa?: Float64Array;
  /** What the pair leaves unsaid of the question in its own words (evidence.ts unmatchedTerms), when asked for. */
  unmatched?: { asked: string[]; said: string[] };
}

export interface RowOptions {
  /** Keep each row's sameness-model inputs (fit rows only: 8 kB a row). */
  samenessInputs?: boolean;
  /** The associations the features are computed with (default: the engine's). */
  associations?: Associations;
  /** Keep each row's unmatched terms (bench/association-fit.ts). */
  unmatched?: boolean;
}

/** A completed questionnaire's truth file as the firm's knowledge. */
export async function truthPairs(name: string): Promise<KnowledgePair[]> {
  return (await loadTruth(name))
    .filter((q) => q.expected.trim())
    .map((q) => ({
      id: `${name}#${q.id}`,
      question: q.question,
      answer: q.expected,
      context: q.section,
      createdAt: new Date(ANSWERED_ON[name] ?? '2020-01-01'),
      sourceName: name,
    }));
}

export async function corpusCase(label: string, learn: string[], fill: string): Promise<LabelledSet> {
  const pairs = (await Promise.all(learn.map(truthPairs))).flat();
  const truths = (await loadTruth(fill)).filter((q) => q.expected.trim());
  return corpusSet(label, pairs, truths);
}

export async function featureRows(
  set: LabelledSet,
  embedder: Embedder | undefined,
  candidates: number,
  options: RowOptions = {},
): Promise<Row[]> {
  const samenessInputsToo = options.samenessInputs ?? false;
  const index = buildKnowledgeIndex(
    set.pairs.map((p) => ({ ...p })),
    options.associations ? { associations: options.associations } : {},
  );
  if (embedder) await index.ensureEmbeddings(embedder);
  const vectors = embedder ? await embedder.embed(set.questions.map((q) => embeddingText(q.text))) : [];
  const rows: Row[] = [];
  set.questions.forEach((q, qi) => {
    const ranked = rankPairs(index, q.text, vectors[qi] ?? null, 12).filter(
      (r) => !set.exclude?.(qi, index.pairs[r.pair]!),
    );
    // The same candidates the engine judges (confidence.ts).
    const profile = questionProfile(q.text, index.acronyms, q.section);
    ranked.slice(0, candidates).forEach((r, rank) => {
      const d = index.dims;
      const x =
        samenessInputsToo && vectors[qi] && index.matrix
          ? samenessInputs(vectors[qi]!, index.matrix.subarray(r.pair * d, (r.pair + 1) * d))
          : undefined;
      const answer = index.pairs[r.pair]!.answerEmbedding;
      const xa = samenessInputsToo && vectors[qi] && answer ? samenessInputs(vectors[qi]!, answer) : undefined;
      rows.push({
        ...(x ? { x } : {}),
        ...(xa ? { xa } : {}),
        set: set.name,
        question: qi,
        rank,
        f: candidateFeatures(index, profile, q.kind ?? questionKind(q.text), ranked, r),
        right: set.right(qi, index.pairs[r.pair]!),
        pairQ: index.pairs[r.pair]!.question,
        pairA: index.pairs[r.pair]!.answer,
        ...(options.unmatched ? { unmatched: unmatchedTerms(profile, profileOfPair(index, r.pair)) } : {}),
      });
    });
  });
  return rows;
}
