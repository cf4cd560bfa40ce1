/** Shared types of the answering engine (plain library: no HTTP, no database). */
import type { AnswerLimit } from './limits.js';
import type { QuestionKind } from '../language/index.js';

export type { AnswerLimit } from './limits.js';
export type { QuestionKind };

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
  /**
   * Sentence embedding of the answer's opening (answerEmbeddingText in embedder.ts); computed on demand when absent.
   * The judge weighs how well the new question fits the firm's answer, not only its old question (answer-sameness).
   */
  answerEmbedding?: Float32Array;
  /** Name of the document the pair was learned from. */
  sourceName?: string;
  /** When the firm stated this answer (its document's date); default createdAt. Dates the figures that age (as-of.ts). */
  statedOn?: Date;
  /** When a reviewer last confirmed the answer still true. */
  confirmedOn?: Date | null;
}

/** A question of the blank questionnaire to answer. */
export interface QuestionInput {
  index: number;
  text: string;
  kind?: QuestionKind;
  options?: string[];
  section?: string;
  /** A limit the document sets on the answer (a cell's text-length validation, a form field's maximum length). */
  limit?: AnswerLimit;
}

export interface Candidate {
  pairId: string;
  /** Hybrid match score in [0, 1]. */
  score: number;
}

/**
 * What the engine concluded for one question, the same everywhere it is shown:
 * - answered: the knowledge answers this question; confident enough to send after a glance;
 * - draft: a plausible answer from a related pair that a reviewer must check before it goes out;
 * - none: the knowledge does not answer it (no answer is better than a wrong one).
 */
export type AnswerOutcome = 'answered' | 'draft' | 'none';
export const ANSWER_OUTCOMES = ['answered', 'draft', 'none'] as const satisfies readonly AnswerOutcome[];

export interface AnswerResult {
  index: number;
  /** 'generated' when an answer is given (outcome answered or draft), 'failed' when none. */
  status: 'generated' | 'failed';
  outcome: AnswerOutcome;
  answer: string | null;
  /** Calibrated probability (percent, 0-100) that the answer is right. */
  confidence: number;
  sourcePairIds: string[];
  /** Top candidates, best first, for a review UI. */
  candidates: Candidate[];
  tokensUsed: number;
  fallback: boolean;
  /** A model was asked and confirmed none of the candidates (a refusal, counted). */
  refusedByModel?: boolean;
  note?: string;
  /** The limit the answer was kept within (from the question's words or the document), if any. */
  limit?: AnswerLimit;
  /** The answer had to be cut to fit its limit (said in the note). */
  shortened?: boolean;
  /** The answer states figures that age: the day the firm stated (or last confirmed) them, YYYY-MM-DD. */
  statedOn?: string;
  /** Those figures are older than the firm's freshness window: a draft until confirmed. */
  stale?: boolean;
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
  /** The answer must stay within this limit. */
  limit?: AnswerLimit;
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
