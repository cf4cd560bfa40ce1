/**
 * Hybrid ranking of stored pairs for one new question: lexical TF-IDF cosine + USE cosine, exact re-use of a
 * normalised question, and a penalty when the two questions name contrasting concepts (near-miss guard).
 */
import { ANSWER_SAMENESS_MODEL } from './answer-sameness-model.js';
import { samenessOf } from './sameness.js';
import { embeddingScores, type KnowledgeIndex } from './knowledge-index.js';
import { lexicalTerms, type LexicalTerms } from './lexical-index.js';
import { questionKey } from './question-parts.js';
import { conceptClashes } from './vocabulary.js';

export interface RankWeights {
  /** Share of the lexical score when embeddings are available (the rest is the embedding cosine). */
  lexicalWeight: number;
  /** Embedding cosine below this counts as no similarity (USE gives ~0.3 to unrelated DDQ questions). */
  embeddingFloor: number;
  /** Score multiplier for a stored question that names a contrasting concept (retention vs deletion). */
  clashFactor: number;
  /** Weight of the lexical similarity to the stored answer, added to the one to the stored question. */
  answerWeight: number;
}

export const DEFAULT_WEIGHTS: RankWeights = {
  lexicalWeight: 0.5,
  embeddingFloor: 0.25,
  clashFactor: 0.55,
  answerWeight: 0.8,
};

export interface RankedPair {
  /** Position of the pair in index.pairs. */
  pair: number;
  score: number;
  lexical: number;
  embedding: number | null;
  /**
   * How far the embedding cosine stands above this question's cosines to the whole knowledge base, in standard
   * deviations (0 without embeddings or in a knowledge base too small to have a spread).
   */
  standout: number;
  /** The learned sameness of the two questions' embeddings (sameness.ts), log-odds; null without embeddings. */
  sameness: number | null;
  /** The learned fit of the new question to the pair's answer (answer-sameness model), log-odds; null without vectors. */
  answerSameness: number | null;
  exact: boolean;
  clashes: [string, string][];
}

export function rankPairs(
  index: KnowledgeIndex,
  question: string,
  queryEmbedding: Float32Array | null,
  limit = 8,
  weights: RankWeights = DEFAULT_WEIGHTS,
): RankedPair[] {
  const n = index.pairs.length;
  if (n === 0) return [];
  const terms = lexicalTerms(question);
  const { combined, lex, emb } = hybridScores(index, terms, queryEmbedding, weights);
  const exactSet = new Set(index.byNormalized.get(questionKey(question)) ?? []);
  const standout = standoutOf(emb);

  // First pass: combined score for every pair, keep a generous shortlist.
  const shortlist = topK(n, limit * 4, (i) => combined[i] ?? 0);

  const candidate = (i: number, score: number, exact: boolean, clashes: [string, string][]): RankedPair => {
    const embedding = emb ? (emb[i] ?? 0) : null;
    const standing = standout(embedding);
    return {
      pair: i,
      score,
      lexical: lex[i] ?? 0,
      embedding,
      standout: standing,
      sameness: null,
      answerSameness: null,
      exact,
      clashes,
    };
  };
  const ranked = shortlist.map(({ i, s }) => {
    const exact = exactSet.has(i);
    const clashes = exact ? [] : conceptClashes(terms.concepts, index.terms[i]?.concepts ?? new Set());
    let score = exact ? 1 : Math.min(s, 0.99);
    if (clashes.length > 0) score *= weights.clashFactor;
    return candidate(i, score, exact, clashes);
  });
  for (const i of exactSet) if (!ranked.some((r) => r.pair === i)) ranked.push(candidate(i, 1, true, []));
  ranked.sort((a, b) => b.score - a.score);
  const top = ranked.slice(0, Math.max(limit, exactSet.size));
  // Only for the candidates returned: a product over the vector per pair, not per knowledge base.
  if (emb && queryEmbedding && index.matrix) {
    const d = index.dims;
    for (const r of top) {
      r.sameness = samenessOf(queryEmbedding, index.matrix.subarray(r.pair * d, (r.pair + 1) * d));
      // A bare "Yes." says what its question asked, no more: its question stands for it.
      const answer = index.pairs[r.pair]!.answerEmbedding;
      if (index.bareAnswer[r.pair]) r.answerSameness = r.sameness;
      else if (answer) r.answerSameness = samenessOf(queryEmbedding, answer, ANSWER_SAMENESS_MODEL);
    }
  }
  return top;
}

/** Fewer pairs than this give no meaningful spread of cosines: standout is 0. */
const STANDOUT_MIN_PAIRS = 12;

/** A cosine's distance above the mean of this question's cosines to every pair, in standard deviations. */
function standoutOf(emb: Float32Array | null): (cosine: number | null) => number {
  if (!emb || emb.length < STANDOUT_MIN_PAIRS) return () => 0;
  let sum = 0;
  for (const v of emb) sum += v;
  const mean = sum / emb.length;
  let sq = 0;
  for (const v of emb) sq += (v - mean) ** 2;
  const sd = Math.sqrt(sq / emb.length);
  return (cosine) => (cosine === null || sd < 1e-6 ? 0 : (cosine - mean) / sd);
}

/** Lexical, embedding and combined retrieval scores of a question against every pair. */
export function hybridScores(
  index: KnowledgeIndex,
  terms: LexicalTerms,
  queryEmbedding: Float32Array | null,
  weights: RankWeights = DEFAULT_WEIGHTS,
): { combined: Float32Array; lex: Float32Array; emb: Float32Array | null } {
  const lex = index.lexical.score(terms);
  if (weights.answerWeight > 0) {
    const lexA = index.answerLexical.score(terms);
    for (let i = 0; i < lex.length; i++) lex[i] = Math.min(1, lex[i]! + weights.answerWeight * lexA[i]!);
  }
  const emb = queryEmbedding ? embeddingScores(index, queryEmbedding) : null;
  if (!emb) return { combined: lex, lex, emb };
  const combined = new Float32Array(lex.length);
  const floor = weights.embeddingFloor;
  const wl = weights.lexicalWeight;
  for (let i = 0; i < lex.length; i++) {
    const e = Math.max(0, (emb[i]! - floor) / (1 - floor));
    combined[i] = wl * lex[i]! + (1 - wl) * e;
  }
  return { combined, lex, emb };
}

/** Indices of the k best values of f over 0..n-1 (insertion into a small sorted list). */
function topK(n: number, k: number, f: (i: number) => number): { i: number; s: number }[] {
  const best: { i: number; s: number }[] = [];
  for (let i = 0; i < n; i++) {
    const s = f(i);
    if (best.length === k && s <= best[k - 1]!.s) continue;
    let pos = best.length;
    while (pos > 0 && best[pos - 1]!.s < s) pos--;
    best.splice(pos, 0, { i, s });
    if (best.length > k) best.pop();
  }
  return best;
}
