/**
 * The firm's knowledge base in memory: lexical index, concepts, normalised questions and an embedding matrix,
 * built once per answering run (10k pairs build in well under a second; embeddings come stored).
 */
import { acronymTable } from './acronyms.js';
import { learnedAssociations, type Associations } from './associations.js';
import { answerEmbeddingText, pairEmbeddingText } from './embedder.js';
import { LexicalIndex, lexicalTerms, type LexicalTerms } from './lexical-index.js';
import { answerPolarity } from '../language/index.js';
import { questionKey } from './question-parts.js';
import type { Embedder, KnowledgePair } from './types.js';
import { normalizeVector } from './vectors.js';

export interface KnowledgeIndex {
  readonly pairs: readonly KnowledgePair[];
  readonly terms: readonly LexicalTerms[];
  readonly lexical: LexicalIndex;
  /** Lexical index of the answers (a question about bcrypt is answered by a pair whose answer names bcrypt). */
  readonly answerLexical: LexicalIndex;
  /** normalizeQuestion() of each pair's core question (guidance split off: question-parts.ts). */
  readonly normalized: readonly string[];
  readonly polarity: readonly ('yes' | 'no' | null)[];
  /**
   * The answer says nothing beyond a yes or no ("Yes.", "No", "N/A"): its vector tells nothing of what it answers,
   * so the judge reads such a pair's answer-sameness from its question (ranker.ts).
   */
  readonly bareAnswer: readonly boolean[];
  /** Pair numbers by normalised question (exact re-use of a question). */
  readonly byNormalized: ReadonlyMap<string, number[]>;
  readonly byId: ReadonlyMap<string, number>;
  /** Acronyms spelled out when a question and a pair are compared: the known ones and those the pairs define. */
  readonly acronyms: ReadonlyMap<string, string>;
  /** Learned word associations by which a pair may account for a term of what is asked (associations.ts). */
  readonly associations: Associations;
  /** Row-major unit vectors (pairs x dims), or null until every pair has an embedding. */
  matrix: Float32Array | null;
  dims: number;
  /** Embed the questions and answers that came without a vector (mutates those pairs), then build the matrix. */
  ensureEmbeddings(embedder: Embedder): Promise<void>;
}

export interface KnowledgeIndexOptions {
  /** Default: the associations shipped with the engine; bench/association-fit.ts learns them without any. */
  associations?: Associations;
}

export function buildKnowledgeIndex(pairs: KnowledgePair[], options: KnowledgeIndexOptions = {}): KnowledgeIndex {
  const terms = pairs.map((p) => lexicalTerms(p.question));
  const normalized = pairs.map((p) => questionKey(p.question));
  const byNormalized = new Map<string, number[]>();
  normalized.forEach((n, i) => byNormalized.set(n, [...(byNormalized.get(n) ?? []), i]));
  const byId = new Map(pairs.map((p, i) => [p.id, i] as const));

  const index: KnowledgeIndex = {
    pairs,
    terms,
    lexical: new LexicalIndex(terms),
    answerLexical: new LexicalIndex(pairs.map((p) => lexicalTerms(answerLead(p.answer)))),
    normalized,
    polarity: pairs.map((p) => answerPolarity(p.answer)),
    bareAnswer: pairs.map((p) => isBareAnswer(p.answer)),
    byNormalized,
    byId,
    acronyms: acronymTable(pairs.flatMap((p) => [p.question, answerLead(p.answer)])),
    associations: options.associations ?? learnedAssociations(),
    matrix: null,
    dims: 0,
    async ensureEmbeddings(embedder: Embedder) {
      const missing = pairs.filter((p) => !p.embedding || p.embedding.length !== embedder.dims);
      const missingAnswers = pairs.filter((p) => !p.answerEmbedding || p.answerEmbedding.length !== embedder.dims);
      if (missing.length + missingAnswers.length > 0) {
        // One call: the embedder batches (and a caching embedder looks up) questions and answers together.
        const vectors = await embedder.embed([
          ...missing.map((p) => pairEmbeddingText(p.question)),
          ...missingAnswers.map((p) => answerEmbeddingText(p.answer)),
        ]);
        missing.forEach((p, i) => (p.embedding = vectors[i]));
        missingAnswers.forEach((p, i) => (p.answerEmbedding = vectors[missing.length + i]));
      }
      buildMatrix(index, embedder.dims);
    },
  };
  const dims = pairs[0]?.embedding?.length ?? 0;
  if (dims > 0 && pairs.every((p) => p.embedding?.length === dims)) buildMatrix(index, dims);
  return index;
}

/** Fewer words than this beyond a leading yes/no and the answer is bare. */
const BARE_ANSWER_WORDS = 3;

export function isBareAnswer(answer: string): boolean {
  const rest = answer.replace(/^\s*(?:yes|no|n\/a|not applicable)\b[\s.,;:!-]*/i, '');
  return (rest.match(/[\p{L}\p{N}]+/gu) ?? []).length < BARE_ANSWER_WORDS;
}

/** The opening of an answer: what it says first is what it is about (long answers would cost more than they tell). */
export function answerLead(answer: string): string {
  return answer.length <= ANSWER_LEAD_CHARS ? answer : answer.slice(0, ANSWER_LEAD_CHARS);
}
const ANSWER_LEAD_CHARS = 600;

function buildMatrix(index: KnowledgeIndex, dims: number): void {
  const m = new Float32Array(index.pairs.length * dims);
  index.pairs.forEach((p, i) => {
    if (p.embedding) m.set(normalizeVector(p.embedding), i * dims);
  });
  index.matrix = m;
  index.dims = dims;
}

/** Cosine of a unit query vector with every pair. */
export function embeddingScores(index: KnowledgeIndex, query: Float32Array): Float32Array | null {
  const m = index.matrix;
  if (!m || query.length !== index.dims) return null;
  const n = index.pairs.length;
  const d = index.dims;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    // Four accumulators: about twice as fast as one in V8 for 512-dim rows.
    let s0 = 0,
      s1 = 0,
      s2 = 0,
      s3 = 0;
    const off = i * d;
    let j = 0;
    for (; j + 3 < d; j += 4) {
      s0 += m[off + j]! * query[j]!;
      s1 += m[off + j + 1]! * query[j + 1]!;
      s2 += m[off + j + 2]! * query[j + 2]!;
      s3 += m[off + j + 3]! * query[j + 3]!;
    }
    for (; j < d; j++) s0 += m[off + j]! * query[j]!;
    out[i] = s0 + s1 + s2 + s3;
  }
  return out;
}
