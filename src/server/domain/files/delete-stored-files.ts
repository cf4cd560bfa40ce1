/** Deleting the stored files of a deleted row: a file that cannot be deleted is logged, never an error to the user. */
import type { AppContext } from '../../context';

export async function deleteStoredFiles(ctx: AppContext, keys: readonly (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (key)
      await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err, key }, 'could not delete stored file'));
  }
}
