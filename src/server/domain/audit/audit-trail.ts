/** Reading the audit trail: the events of one answer or one pair, newest first (firm-scoped). */
import { and, desc, eq } from 'drizzle-orm';
import type { TAuditEntity, TAuditEvent } from '@contract/index';
import type { AppContext } from '../../context';
import { auditEvents } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../firm-rows';

export type AuditRow = typeof auditEvents.$inferSelect;

export function auditEventDto(r: AuditRow): TAuditEvent {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actorName: r.actorName,
    entityType: r.entityType,
    entityId: r.entityId,
    action: r.action,
    before: r.before ?? null,
    after: r.after ?? null,
  };
}

/** Events survive the deletion of what they describe, so an unknown id is an empty trail, not a 404. */
export async function entityAudit(
  ctx: AppContext,
  firmId: string,
  entityType: TAuditEntity,
  entityId: string,
): Promise<TAuditEvent[]> {
  if (!isUuid(entityId)) throw notFound('The record');
  const rows = await ctx.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.firmId, firmId), eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)),
    )
    .orderBy(desc(auditEvents.at))
    .limit(500);
  return rows.map(auditEventDto);
}
