/** A firm's settings (whether drafts go into the clean copy; the freshness window of figures that age), read and changed only for the user's own firm. */
import { eq } from 'drizzle-orm';
import type { TFirmSettings, TFirmSettingsUpdate, TUser } from '@contract/index';
import type { AppContext } from '../context';
import { firms } from '../db/schema';
import { notFound } from '../errors';
import { withAudit } from './audit/record-audit';

const SETTINGS = { draftsInCleanCopy: firms.draftsInCleanCopy, freshnessMonths: firms.freshnessMonths };

export async function getFirmSettings(ctx: Pick<AppContext, 'db'>, firmId: string): Promise<TFirmSettings> {
  const [row] = await ctx.db.select(SETTINGS).from(firms).where(eq(firms.id, firmId));
  if (!row) throw notFound('Your firm');
  return row;
}

/** The firm's freshness window for figures that age (as-of facts), in months. */
export async function firmFreshnessMonths(ctx: Pick<AppContext, 'db'>, firmId: string): Promise<number> {
  return (await getFirmSettings(ctx, firmId)).freshnessMonths;
}

/**
 * Changes the settings. Nothing is re-written here: each completed DDQ's clean copy records whether it carries its
 * drafts, and its next download re-writes it when that differs from the setting (see clean-copy.ts).
 */
export async function updateFirmSettings(
  ctx: AppContext,
  user: TUser,
  settings: TFirmSettingsUpdate,
): Promise<TFirmSettings> {
  const before = await getFirmSettings(ctx, user.firmId);
  return withAudit(ctx, user, async (tx, audit) => {
    const [row] = await tx
      .update(firms)
      .set({
        draftsInCleanCopy: settings.draftsInCleanCopy ?? before.draftsInCleanCopy,
        freshnessMonths: settings.freshnessMonths ?? before.freshnessMonths,
        updatedAt: new Date(),
      })
      .where(eq(firms.id, user.firmId))
      .returning(SETTINGS);
    if (!row) throw notFound('Your firm');
    await audit({ entityType: 'settings', entityId: user.firmId, action: 'changed', before, after: row });
    return row;
  });
}
