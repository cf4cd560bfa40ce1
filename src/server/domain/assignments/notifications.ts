/** In-app notifications of the signed-in person: the latest, the unread count, and marking them read. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TNotifications, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { notifications } from '../../db/schema';
import { openAssignmentCount } from './assignments';

const SHOWN = 30;

export async function listNotifications(ctx: AppContext, user: TUser): Promise<TNotifications> {
  const mine = and(eq(notifications.firmId, user.firmId), eq(notifications.userId, user.id));
  const [rows, [unread], openAssignments] = await Promise.all([
    ctx.db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt)).limit(SHOWN),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
    openAssignmentCount(ctx, user),
  ]);
  return {
    unread: unread?.n ?? 0,
    openAssignments,
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      message: r.message,
      completionId: r.completionId,
      itemId: r.itemId,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Marks the given notifications (all when none are given) read. */
export async function markNotificationsRead(ctx: AppContext, user: TUser, ids?: string[]): Promise<TNotifications> {
  await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.firmId, user.firmId),
        eq(notifications.userId, user.id),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
  return listNotifications(ctx, user);
}
