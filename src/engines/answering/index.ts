/** Answering engine: match new questions to the firm's stored Q&A pairs and answer them (plain library). */
export { ANSWER_OUTCOMES } from './types.js';
export type {
  AnswerGenerator,
  AnswerLimit,
  AnswerOutcome,
  AnswerResult,
  Candidate,
  Embedder,
  GenerationRequest,
  GenerationResult,
  KnowledgePair,
  QuestionInput,
  QuestionKind,
} from './types.js';
export {
  answerEmbeddingText,
  createEmbedder,
  embeddingText,
  EMBEDDING_DIMS,
  pairEmbeddingText,
  type EmbedderOptions,
} from './embedder.js';
export {
  arrayToEmbedding,
  bytesToEmbedding,
  decodeEmbedding,
  embeddingTag,
  embeddingToArray,
  embeddingToBytes,
  EMBEDDING_MODEL,
  EMBEDDING_MODELS,
  EMBEDDING_TEXT_VERSION,
  EMBEDDING_VERSION_TAG,
  type EmbeddingModelId,
} from './vectors.js';
export { answerPolarity, questionKind } from '../language/index.js';
export { cleanQuestion, normalizeQuestion } from './normalize.js';
export { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index.js';
export {
  answerQuestions,
  countPairUsage,
  DEFAULT_DRAFT_CONFIDENCE,
  DEFAULT_MIN_CONFIDENCE,
  FALLBACK_PREFIX,
  MODEL_REFUSED_NOTE,
  NO_ANSWER_NOTE,
  outcomeFor,
  type Thresholds,
  type AnswerOptions,
} from './answer-questions.js';
export { createOpenAiGenerator, type OpenAiGeneratorConfig } from './generator-openai.js';
export { tokenF1 } from './answer-similarity.js';
export {
  agingFacts,
  asOf,
  DEFAULT_FRESHNESS_MONTHS,
  statedDateInAnswer,
  staleNote,
  windowAsOf,
  type Freshness,
} from './as-of.js';
export {
  combineLimits,
  countWords,
  describeLimit,
  fitToLimit,
  limitInQuestion,
  questionLimit,
  shortenedNote,
} from './limits.js';
