/**
 * A firm's own rows of a firm-scoped table (one with `id` and `firm_id`), listed or found by id. A malformed id
 * and another firm's row are both "not found": nobody learns what other firms hold.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import { notFound } from '../errors';

type FirmTable = PgTable & { id: PgColumn; firmId: PgColumn };

export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** Every row of the firm, newest first by `newestBy`. */
export async function listFirmRows<T extends FirmTable>(
  ctx: AppContext,
  table: T,
  firmId: string,
  newestBy: PgColumn,
): Promise<T['$inferSelect'][]> {
  const rows = await ctx.db
    .select()
    .from(table as FirmTable)
    .where(eq(table.firmId, firmId))
    .orderBy(desc(newestBy));
  return rows as T['$inferSelect'][];
}

/** The firm's row with this id; else 404 naming `what` ("The DDQ"). */
export async function getFirmRow<T extends FirmTable>(
  ctx: AppContext,
  table: T,
  firmId: string,
  id: string,
  what: string,
): Promise<T['$inferSelect']> {
  if (!isUuid(id)) throw notFound(what);
  const [row] = await ctx.db
    .select()
    .from(table as FirmTable)
    .where(and(eq(table.id, id), eq(table.firmId, firmId)));
  if (!row) throw notFound(what);
  return row as T['$inferSelect'];
}
