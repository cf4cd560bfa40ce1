/**
 * In-memory lexical index: TF-IDF (sublinear tf, smoothed idf) cosine over content tokens plus
 * DDQ concept tokens, through an inverted index so a query touches only the postings of its terms.
 */
import { cleanQuestion, contentTokens } from './normalize.js';
import { conceptsOf } from './vocabulary.js';

/** Concept tokens count as much as this many ordinary occurrences (they carry the domain meaning). */
const CONCEPT_BOOST = 1.5;

export interface LexicalTerms {
  tokens: Map<string, number>;
  concepts: Set<string>;
}

/** Terms of a question: stemmed content words and "§concept" tokens. */
export function lexicalTerms(question: string): LexicalTerms {
  const clean = cleanQuestion(question);
  const tokens = new Map<string, number>();
  for (const t of contentTokens(clean)) tokens.set(t, (tokens.get(t) ?? 0) + 1);
  const concepts = conceptsOf(clean);
  for (const c of concepts) tokens.set(`§${c}`, (tokens.get(`§${c}`) ?? 0) + CONCEPT_BOOST);
  return { tokens, concepts };
}

export class LexicalIndex {
  private readonly postings = new Map<string, { doc: number; w: number }[]>();
  private readonly df = new Map<string, number>();
  private readonly n: number;

  constructor(docs: readonly LexicalTerms[]) {
    this.n = docs.length;
    for (const d of docs) for (const t of d.tokens.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    docs.forEach((d, doc) => {
      const weights = this.weigh(d.tokens);
      for (const [t, w] of weights) {
        let list = this.postings.get(t);
        if (!list) this.postings.set(t, (list = []));
        list.push({ doc, w });
      }
    });
  }

  /** The idf of a term no document has (the rarest possible). */
  maxIdf(): number {
    return Math.log(this.n + 1) + 1;
  }

  idf(term: string): number {
    return Math.log((this.n + 1) / ((this.df.get(term) ?? 0) + 1)) + 1;
  }

  /** Unit-length TF-IDF weights of a bag of terms. */
  weigh(tokens: Map<string, number>): Map<string, number> {
    const out = new Map<string, number>();
    let norm = 0;
    for (const [t, tf] of tokens) {
      const w = (1 + Math.log(tf)) * this.idf(t);
      out.set(t, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [t, w] of out) out.set(t, w / norm);
    return out;
  }

  /** Cosine similarity of the query with every document (dense, index = document number). */
  score(query: LexicalTerms): Float32Array {
    const scores = new Float32Array(this.n);
    for (const [t, qw] of this.weigh(query.tokens)) {
      for (const { doc, w } of this.postings.get(t) ?? []) scores[doc] = (scores[doc] ?? 0) + qw * w;
    }
    return scores;
  }
}
