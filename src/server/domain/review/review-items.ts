/** The review screen's data: every question of a completion with its answer, sources and candidate answers. */
import { and, eq, inArray } from 'drizzle-orm';
import { matchesReviewFilter, reviewCounts, type TReview, type TReviewFilter, type TReviewItem } from '@contract/index';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { getReviewableCompletion, type CompletionItemRow } from './review-rows';
import { loadPairEvidence, type PairEvidence } from './pair-evidence';
import { ensureCandidates } from './item-candidates';
import { completionConflicts } from './answer-conflicts';
import { loadCompletionItems } from '../completions/completion-items';

export async function getReview(
  ctx: AppContext,
  firmId: string,
  completionId: string,
  filter: TReviewFilter = 'all',
): Promise<TReview> {
  const completion = await getReviewableCompletion(ctx, firmId, completionId);
  const rows = await loadCompletionItems(ctx, firmId, completionId);
  const items = await reviewItemDtos(ctx, firmId, await ensureCandidates(ctx, firmId, rows));
  return {
    completion: { id: completion.id, originalName: completion.originalName, status: completion.status },
    counts: reviewCounts(items),
    items: items.filter((i) => matchesReviewFilter(i, filter)),
  };
}

export async function reviewItemDto(ctx: AppContext, firmId: string, row: CompletionItemRow): Promise<TReviewItem> {
  const [dto] = await reviewItemDtos(ctx, firmId, [row]);
  return dto!;
}

async function reviewItemDtos(ctx: AppContext, firmId: string, rows: CompletionItemRow[]): Promise<TReviewItem[]> {
  const pairIds = rows.flatMap((r) => [...r.sourcePairIds, ...(r.candidates ?? []).map((c) => c.pairId)]);
  const evidence = await loadPairEvidence(ctx, firmId, pairIds);
  const reviewerIds = [...new Set(rows.flatMap((r) => (r.approvedBy ? [r.approvedBy] : [])))];
  const reviewers = reviewerIds.length
    ? new Map(
        (
          await ctx.db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(and(eq(users.firmId, firmId), inArray(users.id, reviewerIds)))
        ).map((u) => [u.id, u.name]),
      )
    : new Map<string, string>();
  const withScore = (e: PairEvidence | undefined, score: number | null) => (e ? [{ ...e, score }] : []);
  const conflicts = rows[0] ? await completionConflicts(ctx, firmId, rows[0].completionId) : new Map();
  return rows.map((r) => ({
    id: r.id,
    itemIndex: r.itemIndex,
    itemNumber: r.itemNumber,
    sectionTitle: r.sectionTitle,
    question: r.question,
    answer: r.answer,
    originalAnswer: r.originalAnswer,
    confidence: r.confidence === null ? null : Math.round(r.confidence * 10) / 10,
    status: r.status,
    outcome: r.outcome,
    fallback: r.fallback,
    note: r.note,
    prefilled: r.prefilled,
    edited: r.edited,
    approved: r.approvedAt !== null,
    approvedAt: r.approvedAt?.toISOString() ?? null,
    approvedBy: r.approvedBy ? (reviewers.get(r.approvedBy) ?? null) : null,
    learnedPairId: r.learnedPairId,
    sources: r.sourcePairIds.flatMap((id) => withScore(evidence.get(id), null)),
    candidates: (r.candidates ?? []).flatMap((c) => withScore(evidence.get(c.pairId), c.score)),
    conflicts: conflicts.get(r.itemIndex) ?? [],
  }));
}
