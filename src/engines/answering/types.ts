/** Shared types of the answering engine (plain library: no HTTP, no database). */

export type QuestionKind = 'yes_no' | 'choice' | 'text' | 'date' | 'number';

/** One question/answer pair the firm gave before (learned from a completed DDQ). */
export interface KnowledgePair {
  id: string;
  question: string;
  answer: string;
  /** Section heading or guidance the question stood under, if known. */
  context?: string;
  createdAt: Date;
  /** Sentence embedding of the question (see embedder.ts); computed on demand when absent. */
  embedding?: Float32Array;
  /** Name of the document the pair was learned from. */
  sourceName?: string;
}

/** A question of the blank questionnaire to answer. */
export interface QuestionInput {
  index: number;
  text: string;
  kind?: QuestionKind;
  options?: string[];
  section?: string;
}

export interface Candidate {
  pairId: string;
  /** Hybrid match score in [0, 1]. */
  score: number;
}

export interface AnswerResult {
  index: number;
  status: 'generated' | 'failed';
  answer: string | null;
  /** Calibrated probability (percent, 0-100) that the answer is right. */
  confidence: number;
  sourcePairIds: string[];
  /** Top candidates, best first, for a review UI. */
  candidates: Candidate[];
  tokensUsed: number;
  fallback: boolean;
  note?: string;
}

export interface Embedder {
  readonly dims: number;
  /** Unit-length vectors, one per text, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** What a generative model receives for one question. */
export interface GenerationRequest {
  question: string;
  kind: QuestionKind;
  options?: string[];
  section?: string;
  /** Best matching pairs, best first: the model may answer only from these. */
  pairs: { id: string; question: string; answer: string; context?: string; createdAt: Date; score: number }[];
}

export interface GenerationResult {
  /** null when the model says the pairs do not answer the question. */
  answer: string | null;
  usedPairIds: string[];
  tokensUsed: number;
}

export interface AnswerGenerator {
  /** Largest number of calls to run at once (answerQuestions respects it). */
  readonly concurrency?: number;
  /** Throws when the model cannot be reached after its retries. */
  generate(request: GenerationRequest): Promise<GenerationResult>;
}
