/** A firm's settings (issue 12: whether drafts go into the clean copy), read and changed only for the user's own firm. */
import { eq } from 'drizzle-orm';
import type { TFirmSettings } from '@contract/index';
import type { AppContext } from '../context';
import { firms } from '../db/schema';
import { notFound } from '../errors';

export async function getFirmSettings(ctx: Pick<AppContext, 'db'>, firmId: string): Promise<TFirmSettings> {
  const [row] = await ctx.db.select({ draftsInCleanCopy: firms.draftsInCleanCopy }).from(firms).where(eq(firms.id, firmId));
  if (!row) throw notFound('Your firm');
  return row;
}

/**
 * Changes the settings. Nothing is re-written here: each completed DDQ's clean copy records whether it carries its
 * drafts, and its next download re-writes it when that differs from the setting (see clean-copy.ts).
 */
export async function updateFirmSettings(ctx: Pick<AppContext, 'db'>, firmId: string, settings: TFirmSettings): Promise<TFirmSettings> {
  const [row] = await ctx.db
    .update(firms)
    .set({ draftsInCleanCopy: settings.draftsInCleanCopy, updatedAt: new Date() })
    .where(eq(firms.id, firmId))
    .returning({ draftsInCleanCopy: firms.draftsInCleanCopy });
  if (!row) throw notFound('Your firm');
  return row;
}
