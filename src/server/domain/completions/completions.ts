/** DDQ completions of a firm: register an upload, list, fetch, delete. Every query is scoped by firm. */
import { and, desc, eq } from 'drizzle-orm';
import type { TDdqCompletion, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { ddqCompletions } from '../../db/schema';
import { notFound } from '../../errors';
import { acceptStoredUpload, type StoredUpload } from '../files/intake';
import { completionDto } from '../dto';
import { COMPLETE_JOB } from '../../jobs/names';
import { documentState, isUuid } from '../source-documents/source-documents';
import { withAudit } from '../audit/record-audit';

export async function listCompletions(ctx: AppContext, firmId: string): Promise<TDdqCompletion[]> {
  const rows = await ctx.db
    .select()
    .from(ddqCompletions)
    .where(eq(ddqCompletions.firmId, firmId))
    .orderBy(desc(ddqCompletions.updatedAt));
  return rows.map(completionDto);
}

export async function getCompletionRow(ctx: AppContext, firmId: string, id: string) {
  if (!isUuid(id)) throw notFound('The DDQ');
  const [row] = await ctx.db
    .select()
    .from(ddqCompletions)
    .where(and(eq(ddqCompletions.id, id), eq(ddqCompletions.firmId, firmId)));
  if (!row) throw notFound('The DDQ');
  return row;
}

export async function createCompletion(ctx: AppContext, user: TUser, file: StoredUpload): Promise<TDdqCompletion> {
  const accepted = await acceptStoredUpload(ctx.storage, file, 'ddq');
  const row = await withAudit(ctx, user, async (tx, audit) => {
    const [created] = await tx
      .insert(ddqCompletions)
      .values({
        firmId: user.firmId,
        uploadedBy: user.id,
        ...accepted,
        status: 'uploading',
        queuedAt: new Date(),
        live: { processingPhase: 'initializing' },
      })
      .returning();
    await audit({
      entityType: 'completion',
      entityId: created!.id,
      completionId: created!.id,
      action: 'uploaded',
      after: documentState(created!),
    });
    return created;
  });
  await ctx.jobs.send(COMPLETE_JOB, { completionId: row!.id, firmId: user.firmId }, { singletonKey: row!.id });
  return completionDto(row!);
}

/** Deletes the completion, its uploaded and output files, and its per-question rows (cascade). */
export async function deleteCompletion(ctx: AppContext, user: TUser, id: string): Promise<void> {
  const row = await getCompletionRow(ctx, user.firmId, id);
  await withAudit(ctx, user, async (tx, audit) => {
    await tx.delete(ddqCompletions).where(and(eq(ddqCompletions.id, id), eq(ddqCompletions.firmId, user.firmId)));
    await audit({
      entityType: 'completion',
      entityId: id,
      completionId: id,
      action: 'deleted',
      before: documentState(row),
    });
  });
  for (const key of [row.storageKey, row.outputStorageKey]) {
    if (key)
      await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err, key }, 'could not delete stored file'));
  }
}
