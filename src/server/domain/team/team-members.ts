/** The Team page: a firm's members with their roles, and an admin changing one (never leaving the firm without an admin). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TRole, TTeamMember, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { answerAssignments, completionItems, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { forgetCachedUser } from '../../auth/sessions';
import { isUuid } from '../firm-rows';
import { withAudit } from '../audit/record-audit';

export async function listTeam(ctx: AppContext, firmId: string): Promise<TTeamMember[]> {
  const open = ctx.db
    .select({ assigneeId: answerAssignments.assigneeId, n: sql<number>`count(*)::int`.as('n') })
    .from(answerAssignments)
    .innerJoin(completionItems, eq(answerAssignments.itemId, completionItems.id))
    .where(and(eq(answerAssignments.firmId, firmId), isNull(completionItems.approvedAt)))
    .groupBy(answerAssignments.assigneeId)
    .as('open');
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      lastLoginAt: users.lastLoginAt,
      open: open.n,
    })
    .from(users)
    .leftJoin(open, eq(open.assigneeId, users.id))
    .where(eq(users.firmId, firmId))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    openAssignments: r.open ?? 0,
  }));
}

/**
 * Changes a member's role. The firm keeps at least one admin: the change and the count run in one transaction
 * that locks the firm's admins, so two admins demoting each other at once cannot both succeed.
 */
export async function changeRole(ctx: AppContext, admin: TUser, memberId: string, role: TRole): Promise<TTeamMember> {
  if (!isUuid(memberId)) throw notFound('That member');
  await withAudit(ctx, admin, async (tx, audit) => {
    await tx.execute(
      sql`select id from ${users} where ${users.firmId} = ${admin.firmId} and ${users.role} = 'admin' for update`,
    );
    const [member] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.firmId, admin.firmId)));
    if (!member) throw notFound('That member');
    if (member.role === role) return;
    await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(and(eq(users.id, memberId), eq(users.firmId, admin.firmId)));
    await audit({
      entityType: 'role',
      entityId: memberId,
      action: 'changed',
      before: { role: member.role },
      after: { role },
    });
    const [{ admins } = { admins: 0 }] = await tx
      .select({ admins: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.firmId, admin.firmId), eq(users.role, 'admin')));
    // Checked after the change and its audit row, in the same transaction: refusing rolls both back.
    if (admins < 1)
      throw conflict('LAST_ADMIN', 'Your firm needs at least one admin. Make someone else an admin first.');
  });
  forgetCachedUser(memberId);
  const member = (await listTeam(ctx, admin.firmId)).find((m) => m.id === memberId);
  if (!member) throw notFound('That member');
  return member;
}
