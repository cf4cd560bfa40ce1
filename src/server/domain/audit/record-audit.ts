/**
 * Writing the audit trail (decision 091): a change and its audit rows commit or roll back together, because the
 * change runs inside `withAudit`'s transaction and the rows are inserted by that same transaction before it commits.
 */
import type { TAuditEntity, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { auditEvents } from '../../db/schema';

/** A transaction (or the database) that audit rows are written through. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Actor = Pick<TUser, 'id' | 'name' | 'firmId'>;

export interface AuditEntry {
  entityType: TAuditEntity;
  entityId: string;
  action: string;
  completionId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Inserts audit rows through `tx`: call it inside the transaction of the change. */
export async function writeAudit(tx: Tx | Db, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditEvents).values(
    entries.map((e) => ({
      firmId: actor.firmId,
      actorId: actor.id,
      actorName: actor.name,
      entityType: e.entityType,
      entityId: e.entityId,
      action: e.action,
      completionId: e.completionId ?? null,
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}

/**
 * Runs a change in a transaction; `audit` writes the rows that describe it through the same transaction. A change
 * that throws, before or after its audit rows were written, leaves neither the change nor the rows.
 */
export async function withAudit<T>(
  ctx: AppContext,
  actor: Actor,
  change: (tx: Tx, audit: (...entries: AuditEntry[]) => Promise<void>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((tx) => change(tx, (...entries) => writeAudit(tx, actor, entries)));
}
