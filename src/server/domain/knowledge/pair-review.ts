/**
 * Owners and review cycles of knowledge-base pairs. A pair (or every live pair under a section heading)
 * gets an owner and a review interval; once the interval has passed since it was last confirmed (or learned), it is
 * past due: listed for its owner, and an answer that comes from it is a draft until the owner confirms it again
 * (`holdPastDueAnswers`, applied by the completion and regenerate steps; the answering engine is left as it is).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TPairOwnershipRequest, TPairReviewDue, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { qaPairs, users } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../firm-rows';
import { withAudit } from '../audit/record-audit';

const pastDue = sql`${qaPairs.reviewIntervalDays} is not null
  and coalesce(${qaPairs.lastReviewedAt}, ${qaPairs.createdAt}) + make_interval(days => ${qaPairs.reviewIntervalDays}) < now()`;

/** The note a held answer carries on the review screen and in the review copy. */
export const PAST_DUE_NOTE =
  'A stored answer this comes from is past its review date: its owner has not confirmed it yet. Check it before sending.';

export async function setPairOwnership(
  ctx: AppContext,
  user: TUser,
  request: TPairOwnershipRequest,
): Promise<{ updated: number }> {
  if (request.ownerId !== null) {
    if (!isUuid(request.ownerId)) throw notFound('That colleague');
    const [owner] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, request.ownerId), eq(users.firmId, user.firmId)));
    if (!owner) throw notFound('That colleague');
  }
  const ids = request.pairIds ?? [];
  if (!ids.every(isUuid)) throw notFound('A Q&A pair');
  const which = and(
    eq(qaPairs.firmId, user.firmId),
    isNull(qaPairs.retiredAt),
    ids.length > 0 ? inArray(qaPairs.id, ids) : undefined,
    request.section !== undefined ? eq(qaPairs.section, request.section) : undefined,
  );
  return withAudit(ctx, user, async (tx, audit) => {
    const before = await tx
      .select({ id: qaPairs.id, ownerId: qaPairs.ownerId, reviewIntervalDays: qaPairs.reviewIntervalDays })
      .from(qaPairs)
      .where(which);
    if (ids.length > 0 && before.length !== ids.length) throw notFound('A Q&A pair');
    if (before.length === 0) return { updated: 0 };
    const after = { ownerId: request.ownerId, reviewIntervalDays: request.reviewIntervalDays };
    await tx
      .update(qaPairs)
      .set({ ...after, updatedAt: new Date() })
      .where(
        inArray(
          qaPairs.id,
          before.map((p) => p.id),
        ),
      );
    await audit(
      ...before.map(({ id, ...was }) => ({
        entityType: 'pair' as const,
        entityId: id,
        action: 'owner set',
        before: was,
        after,
      })),
    );
    return { updated: before.length };
  });
}

/** The firm's pairs past their review date, longest overdue first, with their owners. */
export async function pairsDueForReview(ctx: AppContext, firmId: string): Promise<TPairReviewDue[]> {
  const rows = await ctx.db
    .select({
      pairId: qaPairs.id,
      question: qaPairs.question,
      answer: qaPairs.answer,
      section: qaPairs.section,
      ownerId: qaPairs.ownerId,
      ownerName: users.name,
      reviewIntervalDays: qaPairs.reviewIntervalDays,
      lastReviewedAt: qaPairs.lastReviewedAt,
      dueSince: sql<Date>`coalesce(${qaPairs.lastReviewedAt}, ${qaPairs.createdAt}) + make_interval(days => ${qaPairs.reviewIntervalDays})`,
    })
    .from(qaPairs)
    .leftJoin(users, eq(qaPairs.ownerId, users.id))
    .where(and(eq(qaPairs.firmId, firmId), isNull(qaPairs.retiredAt), pastDue))
    .limit(500);
  return rows
    .map((r) => ({
      ...r,
      reviewIntervalDays: r.reviewIntervalDays ?? 0,
      lastReviewedAt: r.lastReviewedAt?.toISOString() ?? null,
      dueSince: new Date(r.dueSince).toISOString(),
    }))
    .sort((a, b) => a.dueSince.localeCompare(b.dueSince));
}

/** The owner (or an editor) confirms a pair still holds: its review cycle starts again. */
export async function confirmPairReview(ctx: AppContext, user: TUser, pairId: string): Promise<{ ok: true }> {
  if (!isUuid(pairId)) throw notFound('The Q&A pair');
  await withAudit(ctx, user, async (tx, audit) => {
    const [was] = await tx
      .select({ lastReviewedAt: qaPairs.lastReviewedAt })
      .from(qaPairs)
      .where(and(eq(qaPairs.id, pairId), eq(qaPairs.firmId, user.firmId), isNull(qaPairs.retiredAt)));
    if (!was) throw notFound('The Q&A pair');
    const now = new Date();
    await tx
      .update(qaPairs)
      .set({ lastReviewedAt: now, updatedAt: now })
      .where(and(eq(qaPairs.id, pairId), eq(qaPairs.firmId, user.firmId)));
    await audit({
      entityType: 'pair',
      entityId: pairId,
      action: 'review confirmed',
      before: { lastReviewedAt: was.lastReviewedAt },
      after: { lastReviewedAt: now },
    });
  });
  return { ok: true };
}

/** Ids of the firm's live pairs past their review date (usually none: one indexed query). */
export async function pastDuePairIds(ctx: AppContext, firmId: string): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ id: qaPairs.id })
    .from(qaPairs)
    .where(and(eq(qaPairs.firmId, firmId), isNull(qaPairs.retiredAt), pastDue));
  return new Set(rows.map((r) => r.id));
}

/** An answered result that comes from a past-due pair becomes a draft with PAST_DUE_NOTE; others pass unchanged. */
export function holdPastDueAnswers<T extends { outcome: string; sourcePairIds: string[]; note?: string | null }>(
  result: T,
  pastDueIds: ReadonlySet<string>,
): T {
  if (result.outcome !== 'answered' || pastDueIds.size === 0 || !result.sourcePairIds.some((id) => pastDueIds.has(id)))
    return result;
  return { ...result, outcome: 'draft', note: PAST_DUE_NOTE } as T;
}
