/**
 * Assignments: an editor assigns one or many answers of a completion to a colleague, with an optional due
 * date; the colleague is notified in the app. Each assignment is audited in the same transaction. An answer has one
 * assignee: assigning it again hands it over.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  countOpenAssignments,
  roleAllows,
  type TAssignRequest,
  type TAssignment,
  type TOwedAnswers,
  type TUser,
} from '@contract/index';
import type { AppContext } from '../../context';
import { answerAssignments, completionItems, notifications, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { isUuid } from '../firm-rows';
import { getReviewableCompletion } from '../review/review-rows';
import { withAudit } from '../audit/record-audit';
import { loadAssignments } from './assignment-rows';
import { mailAssignment } from './assignment-mail';

export async function assignAnswers(
  ctx: AppContext,
  user: TUser,
  completionId: string,
  request: TAssignRequest,
): Promise<TOwedAnswers> {
  const completion = await getReviewableCompletion(ctx, user.firmId, completionId);
  const itemIds = [...new Set(request.itemIds)];
  if (!isUuid(request.assigneeId) || !itemIds.every(isUuid)) throw notFound('A question or that colleague');
  const [assignee] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.id, request.assigneeId), eq(users.firmId, user.firmId)));
  if (!assignee) throw notFound('That colleague');
  if (!roleAllows(assignee.role, 'editor')) {
    throw badRequest(
      'ASSIGNEE_CANNOT_EDIT',
      `${assignee.name} is a viewer and cannot answer questions. Ask an admin to make them an editor first.`,
    );
  }
  const dueDate = request.dueDate ?? null;
  const what = itemIds.length === 1 ? 'a question' : `${itemIds.length} questions`;
  await withAudit(ctx, user, async (tx, audit) => {
    const items = await tx
      .select({ id: completionItems.id })
      .from(completionItems)
      .where(
        and(
          eq(completionItems.firmId, user.firmId),
          eq(completionItems.completionId, completionId),
          inArray(completionItems.id, itemIds),
        ),
      );
    if (items.length !== itemIds.length) throw notFound('A question');
    const before = new Map(
      (
        await tx
          .select()
          .from(answerAssignments)
          .where(and(eq(answerAssignments.firmId, user.firmId), inArray(answerAssignments.itemId, itemIds)))
      ).map((a) => [a.itemId, { assigneeId: a.assigneeId, dueDate: a.dueDate }]),
    );
    await tx
      .insert(answerAssignments)
      .values(
        itemIds.map((itemId) => ({
          firmId: user.firmId,
          completionId,
          itemId,
          assigneeId: assignee.id,
          assignedBy: user.id,
          dueDate,
        })),
      )
      .onConflictDoUpdate({
        target: answerAssignments.itemId,
        set: { assigneeId: assignee.id, assignedBy: user.id, dueDate, updatedAt: new Date() },
      });
    await audit(
      ...itemIds.map((itemId) => ({
        entityType: 'assignment' as const,
        entityId: itemId,
        completionId,
        action: 'assigned',
        before: before.get(itemId) ?? null,
        after: { assigneeId: assignee.id, assigneeName: assignee.name, dueDate },
      })),
    );
    if (assignee.id !== user.id) {
      await tx.insert(notifications).values({
        firmId: user.firmId,
        userId: assignee.id,
        kind: 'assignment',
        message: `${user.name} assigned you ${what} of ${completion.originalName}${dueDate ? `, due ${dueDate}` : ''}.`,
        completionId,
        itemId: itemIds.length === 1 ? itemIds[0]! : null,
      });
    }
  });
  if (assignee.id !== user.id) {
    mailAssignment(ctx, {
      to: assignee.email,
      assignerName: user.name,
      what,
      completionId,
      completionName: completion.originalName,
      dueDate,
    });
  }
  return owedAnswers(ctx, user.firmId, completionId);
}

/** The signed-in person's assignments: open ones first, then the done. */
export async function myAssignments(ctx: AppContext, user: TUser): Promise<TAssignment[]> {
  const rows = await loadAssignments(ctx, user.firmId, eq(answerAssignments.assigneeId, user.id));
  return [...rows.filter((a) => !a.done), ...rows.filter((a) => a.done)];
}

/** A completion's assignments, and per assignee how many answers they still owe (and how many are late). */
export async function owedAnswers(ctx: AppContext, firmId: string, completionId: string): Promise<TOwedAnswers> {
  await getReviewableCompletion(ctx, firmId, completionId);
  const assignments = await loadAssignments(ctx, firmId, eq(answerAssignments.completionId, completionId));
  const owing = countOpenAssignments(assignments, (a) => ({ id: a.assigneeId, name: a.assigneeName })).map(
    ({ id, name, open, overdue }) => ({
      assigneeId: id,
      assigneeName: name,
      open,
      overdue,
    }),
  );
  return { completionId, assignments, owing };
}

/** Open assignments of a person (the header count): answers assigned to them and not approved yet. */
export async function openAssignmentCount(ctx: AppContext, user: TUser): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(answerAssignments)
    .innerJoin(completionItems, eq(answerAssignments.itemId, completionItems.id))
    .where(
      and(
        eq(answerAssignments.firmId, user.firmId),
        eq(answerAssignments.assigneeId, user.id),
        isNull(completionItems.approvedAt),
      ),
    );
  return row?.n ?? 0;
}
