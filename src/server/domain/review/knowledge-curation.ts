/** Acting on the hygiene report: retire a pair (kept as history, no longer used or listed), or merge pairs into one. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TLearnedPair, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { ddqCompletions, qaPairs, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { isUuid } from '../firm-rows';
import { withAudit } from '../audit/record-audit';

export async function retirePair(ctx: AppContext, user: TUser, pairId: string): Promise<void> {
  if (!isUuid(pairId)) throw notFound('The Q&A pair');
  await withAudit(ctx, user, async (tx, audit) => {
    const done = await tx
      .update(qaPairs)
      .set({ retiredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(qaPairs.id, pairId), eq(qaPairs.firmId, user.firmId), isNull(qaPairs.retiredAt)))
      .returning({ id: qaPairs.id });
    if (done.length === 0) throw notFound('The Q&A pair');
    await audit({
      entityType: 'pair',
      entityId: pairId,
      action: 'retired',
      before: { retired: false },
      after: { retired: true },
    });
  });
}

/** Keeps one pair and retires the others; the kept pair takes over their usage counts. */
export async function mergePairs(ctx: AppContext, user: TUser, keepId: string, retireIds: string[]): Promise<void> {
  const { firmId } = user;
  const others = [...new Set(retireIds)];
  if (others.includes(keepId))
    throw badRequest('MERGE_KEEPS_RETIRED', 'Choose a pair to keep that is not among the pairs to retire.');
  const ids = [keepId, ...others];
  if (!ids.every(isUuid)) throw notFound('A Q&A pair');
  await withAudit(ctx, user, async (tx, audit) => {
    const live = await tx
      .select({ id: qaPairs.id, usageCount: qaPairs.usageCount })
      .from(qaPairs)
      .where(and(eq(qaPairs.firmId, firmId), inArray(qaPairs.id, ids), isNull(qaPairs.retiredAt)));
    if (live.length !== ids.length) throw notFound('A Q&A pair');
    const usage = live.filter((p) => p.id !== keepId).reduce((sum, p) => sum + p.usageCount, 0);
    await tx
      .update(qaPairs)
      .set({ retiredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(qaPairs.firmId, firmId), inArray(qaPairs.id, others)));
    await tx
      .update(qaPairs)
      .set({ usageCount: sql`${qaPairs.usageCount} + ${usage}`, updatedAt: new Date() })
      .where(and(eq(qaPairs.firmId, firmId), eq(qaPairs.id, keepId)));
    await audit(
      { entityType: 'pair', entityId: keepId, action: 'merged', after: { retired: others, usageAdded: usage } },
      ...others.map((id) => ({
        entityType: 'pair' as const,
        entityId: id,
        action: 'retired',
        before: { retired: false },
        after: { retired: true, mergedInto: keepId },
      })),
    );
  });
}

/** Pairs learned from approved review edits, newest first, with the completion and the reviewer. */
export async function listLearnedPairs(ctx: AppContext, firmId: string): Promise<TLearnedPair[]> {
  const rows = await ctx.db
    .select({
      pairId: qaPairs.id,
      question: qaPairs.question,
      answer: qaPairs.answer,
      completionId: qaPairs.sourceCompletionId,
      completionName: ddqCompletions.originalName,
      reviewerName: users.name,
      createdAt: qaPairs.createdAt,
      retiredAt: qaPairs.retiredAt,
    })
    .from(qaPairs)
    .leftJoin(ddqCompletions, eq(qaPairs.sourceCompletionId, ddqCompletions.id))
    .leftJoin(users, eq(qaPairs.reviewedBy, users.id))
    .where(
      and(
        eq(qaPairs.firmId, firmId),
        sql`(${qaPairs.sourceCompletionId} is not null or ${qaPairs.reviewedBy} is not null)`,
      ),
    )
    .orderBy(sql`${qaPairs.createdAt} desc`)
    .limit(200);
  return rows.map(({ retiredAt, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
    retired: retiredAt !== null,
  }));
}
