/** Assignments as the screens show them: with the question, the completion, the people and whether it is done or late. */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAssignment } from '@contract/index';
import type { AppContext } from '../../context';
import { answerAssignments, completionItems, ddqCompletions, users } from '../../db/schema';

const assignee = alias(users, 'assignee');
const assigner = alias(users, 'assigner');

export async function loadAssignments(ctx: AppContext, firmId: string, where: SQL | undefined): Promise<TAssignment[]> {
  const rows = await ctx.db
    .select({
      a: answerAssignments,
      completionName: ddqCompletions.originalName,
      itemIndex: completionItems.itemIndex,
      itemNumber: completionItems.itemNumber,
      question: completionItems.question,
      outcome: completionItems.outcome,
      approvedAt: completionItems.approvedAt,
      assigneeName: assignee.name,
      assignedByName: assigner.name,
    })
    .from(answerAssignments)
    .innerJoin(completionItems, eq(answerAssignments.itemId, completionItems.id))
    .innerJoin(ddqCompletions, eq(answerAssignments.completionId, ddqCompletions.id))
    .innerJoin(assignee, eq(answerAssignments.assigneeId, assignee.id))
    .leftJoin(assigner, eq(answerAssignments.assignedBy, assigner.id))
    .where(and(eq(answerAssignments.firmId, firmId), where))
    .orderBy(asc(ddqCompletions.createdAt), asc(completionItems.itemIndex));
  const today = new Date().toISOString().slice(0, 10);
  return rows.map((r) => {
    const done = r.approvedAt !== null;
    return {
      itemId: r.a.itemId,
      completionId: r.a.completionId,
      completionName: r.completionName,
      itemIndex: r.itemIndex,
      itemNumber: r.itemNumber,
      question: r.question,
      outcome: r.outcome,
      assigneeId: r.a.assigneeId,
      assigneeName: r.assigneeName,
      assignedByName: r.assignedByName,
      dueDate: r.a.dueDate,
      done,
      overdue: !done && r.a.dueDate !== null && r.a.dueDate < today,
      createdAt: r.a.createdAt.toISOString(),
    };
  });
}
