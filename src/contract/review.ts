/**
 * Review before it goes out: a completion's answers with their sources and candidates, the reviewer's
 * actions on one answer, and the knowledge-base hygiene report. Shared by the server, the client and the tests.
 */
import { z } from 'zod';
import { ANSWER_OUTCOMES, ZAnswerOutcome } from './outcomes';
import { ZAnswerConflict } from './consistency';
import { DDQ_COMPLETION_STATUSES, QUESTION_STATUSES } from './entities';

/** Answers under this confidence (percent) are "low confidence" on the review screen. */
export const LOW_CONFIDENCE = 70;

/** 'all', one filter per outcome (answered, draft, none), then low confidence, fallback and edited answers. */
export const REVIEW_FILTERS = ['all', ...ANSWER_OUTCOMES, 'low', 'fallback', 'edited'] as const;
export type TReviewFilter = (typeof REVIEW_FILTERS)[number];

/** A stored pair as evidence: where an answer came from, or another answer the reviewer may pick. */
export const ZReviewSource = z.object({
  pairId: z.string(),
  question: z.string(),
  answer: z.string(),
  documentName: z.string().nullable(),
  /** Set when the pair was learned from an approved review edit. */
  learnedFromCompletion: z.string().nullable(),
  createdAt: z.string(),
  retired: z.boolean(),
  /** Match score in [0, 1] for candidates; null for sources. */
  score: z.number().nullable(),
});
export type TReviewSource = z.infer<typeof ZReviewSource>;

export const ZReviewItem = z.object({
  id: z.string(),
  itemIndex: z.number().int(),
  itemNumber: z.string().nullable(),
  sectionTitle: z.string().nullable(),
  question: z.string(),
  answer: z.string().nullable(),
  originalAnswer: z.string().nullable(),
  confidence: z.number().nullable(),
  status: z.enum(QUESTION_STATUSES),
  /** Answered, draft (to check before sending) or none (no answer). */
  outcome: ZAnswerOutcome,
  fallback: z.boolean(),
  note: z.string().nullable(),
  /** The uploaded DDQ already held this answer: kept as written. */
  prefilled: z.boolean(),
  edited: z.boolean(),
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  learnedPairId: z.string().nullable(),
  sources: z.array(ZReviewSource),
  candidates: z.array(ZReviewSource),
  /** Consistency check: answers of this DDQ or of the firm's newest knowledge this answer contradicts. */
  conflicts: z.array(ZAnswerConflict).optional(),
});
export type TReviewItem = z.infer<typeof ZReviewItem>;

export const ZReview = z.object({
  completion: z.object({ id: z.string(), originalName: z.string(), status: z.enum(DDQ_COMPLETION_STATUSES) }),
  counts: z.record(z.enum(REVIEW_FILTERS), z.number().int()),
  items: z.array(ZReviewItem),
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewQuery = z.object({ filter: z.enum(REVIEW_FILTERS).optional() });
export const ZEditAnswerRequest = z.object({ answer: z.string().trim().min(1, 'Write an answer first.').max(20_000) });
export const ZPickCandidateRequest = z.object({ pairId: z.string().max(64) });
export const ZApproveResponse = z.object({ item: ZReviewItem, learnedPairId: z.string().nullable() });
export type TApproveResponse = z.infer<typeof ZApproveResponse>;

type FilterableItem = Pick<TReviewItem, 'status' | 'outcome' | 'confidence' | 'fallback' | 'edited' | 'answer'>;

/** Whether an item belongs under a review filter. */
export function matchesReviewFilter(item: FilterableItem, filter: TReviewFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'answered':
    case 'draft':
    case 'none':
      return item.outcome === filter;
    case 'low':
      return item.answer !== null && item.status !== 'failed' && (item.confidence ?? 0) < LOW_CONFIDENCE;
    case 'fallback':
      return item.fallback;
    case 'edited':
      return item.edited;
  }
}

/** How many items each filter shows. */
export function reviewCounts(items: readonly FilterableItem[]): Record<TReviewFilter, number> {
  return Object.fromEntries(
    REVIEW_FILTERS.map((f) => [f, items.filter((i) => matchesReviewFilter(i, f)).length]),
  ) as Record<TReviewFilter, number>;
}

/** The review screen's order: drafts first (they must be checked before the DDQ goes out), then document order. */
export function draftsFirst<T extends Pick<TReviewItem, 'outcome' | 'itemIndex'>>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => Number(b.outcome === 'draft') - Number(a.outcome === 'draft') || a.itemIndex - b.itemIndex,
  );
}

/** One pair as the hygiene report shows it, with its age. */
export const ZHygienePair = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  documentName: z.string().nullable(),
  learnedFromCompletion: z.string().nullable(),
  usageCount: z.number().int(),
  createdAt: z.string(),
  ageDays: z.number().int(),
});
export type THygienePair = z.infer<typeof ZHygienePair>;

export const ZHygieneGroup = z.object({
  kind: z.enum(['contradiction', 'duplicate']),
  /** Question similarity in [0, 1]. */
  similarity: z.number(),
  /** Newest first: the one the engine uses. */
  pairs: z.array(ZHygienePair).min(2),
});
export type THygieneGroup = z.infer<typeof ZHygieneGroup>;

export const ZHygieneReport = z.object({
  contradictions: z.array(ZHygieneGroup),
  duplicates: z.array(ZHygieneGroup),
  /** Age of the firm's answers: pairs older than a year, and the oldest. */
  olderThanYear: z.number().int(),
  oldestDays: z.number().int(),
  totalPairs: z.number().int(),
});
export type THygieneReport = z.infer<typeof ZHygieneReport>;

export const ZMergePairsRequest = z.object({
  keepId: z.string().max(64),
  retireIds: z.array(z.string().max(64)).min(1).max(50),
});

/** Pairs learned from approved review edits, with their provenance. */
export const ZLearnedPair = z.object({
  pairId: z.string(),
  question: z.string(),
  answer: z.string(),
  completionId: z.string().nullable(),
  completionName: z.string().nullable(),
  reviewerName: z.string().nullable(),
  createdAt: z.string(),
  retired: z.boolean(),
});
export type TLearnedPair = z.infer<typeof ZLearnedPair>;
