/**
 * Comment threads per answer: list, add, resolve. Adding or resolving is audited in the same
 * transaction; the answer's assignee hears of a colleague's comment in the app.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TComment, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { answerAssignments, answerComments, notifications, users } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../firm-rows';
import { getReviewItemRow } from '../review/review-rows';
import { withAudit } from '../audit/record-audit';

const author = alias(users, 'author');
const resolver = alias(users, 'resolver');

export async function listComments(
  ctx: AppContext,
  firmId: string,
  completionId: string,
  itemId: string,
): Promise<TComment[]> {
  await getReviewItemRow(ctx, firmId, completionId, itemId);
  const rows = await ctx.db
    .select({ c: answerComments, authorName: author.name, resolvedByName: resolver.name })
    .from(answerComments)
    .leftJoin(author, eq(answerComments.authorId, author.id))
    .leftJoin(resolver, eq(answerComments.resolvedBy, resolver.id))
    .where(and(eq(answerComments.firmId, firmId), eq(answerComments.itemId, itemId)))
    .orderBy(asc(answerComments.createdAt), asc(answerComments.id));
  return rows.map((r) => ({
    id: r.c.id,
    itemId: r.c.itemId,
    authorId: r.c.authorId,
    authorName: r.authorName ?? 'A former member',
    body: r.c.body,
    createdAt: r.c.createdAt.toISOString(),
    resolved: r.c.resolvedAt !== null,
    resolvedByName: r.resolvedByName,
  }));
}

export async function addComment(
  ctx: AppContext,
  user: TUser,
  completionId: string,
  itemId: string,
  body: string,
): Promise<TComment[]> {
  const item = await getReviewItemRow(ctx, user.firmId, completionId, itemId);
  await withAudit(ctx, user, async (tx, audit) => {
    const [comment] = await tx
      .insert(answerComments)
      .values({ firmId: user.firmId, completionId, itemId, authorId: user.id, body })
      .returning();
    await audit({
      entityType: 'comment',
      entityId: comment!.id,
      completionId,
      action: 'added',
      after: { itemId, body },
    });
    const [assigned] = await tx
      .select({ assigneeId: answerAssignments.assigneeId })
      .from(answerAssignments)
      .where(and(eq(answerAssignments.firmId, user.firmId), eq(answerAssignments.itemId, itemId)));
    if (assigned && assigned.assigneeId !== user.id) {
      await tx.insert(notifications).values({
        firmId: user.firmId,
        userId: assigned.assigneeId,
        kind: 'comment',
        message: `${user.name} commented on question ${item.itemNumber ?? item.itemIndex + 1}: ${body.slice(0, 120)}`,
        completionId,
        itemId,
      });
    }
  });
  return listComments(ctx, user.firmId, completionId, itemId);
}

export async function resolveComment(
  ctx: AppContext,
  user: TUser,
  completionId: string,
  itemId: string,
  commentId: string,
): Promise<TComment[]> {
  await getReviewItemRow(ctx, user.firmId, completionId, itemId);
  if (!isUuid(commentId)) throw notFound('The comment');
  await withAudit(ctx, user, async (tx, audit) => {
    const [done] = await tx
      .update(answerComments)
      .set({ resolvedAt: new Date(), resolvedBy: user.id })
      .where(
        and(
          eq(answerComments.id, commentId),
          eq(answerComments.firmId, user.firmId),
          eq(answerComments.itemId, itemId),
          isNull(answerComments.resolvedAt),
        ),
      )
      .returning({ id: answerComments.id });
    if (!done) throw notFound('The open comment');
    await audit({ entityType: 'comment', entityId: commentId, completionId, action: 'resolved', after: { itemId } });
  });
  return listComments(ctx, user.firmId, completionId, itemId);
}
