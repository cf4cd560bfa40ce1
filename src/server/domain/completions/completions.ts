/** DDQ completions of a firm: register an upload, list, fetch, delete. Every query is scoped by firm. */
import { and, eq } from 'drizzle-orm';
import type { TDdqCompletion, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { ddqCompletions } from '../../db/schema';
import { acceptStoredUpload, type StoredUpload } from '../files/intake';
import { completionDto } from '../dto';
import { COMPLETE_JOB } from '../../jobs/names';
import { documentState } from '../source-documents/source-documents';
import { getFirmRow, listFirmRows } from '../firm-rows';
import { deleteStoredFiles } from '../files/delete-stored-files';
import { withAudit } from '../audit/record-audit';

export async function listCompletions(ctx: AppContext, firmId: string): Promise<TDdqCompletion[]> {
  const rows = await listFirmRows(ctx, ddqCompletions, firmId, ddqCompletions.updatedAt);
  return rows.map(completionDto);
}

export function getCompletionRow(ctx: AppContext, firmId: string, id: string) {
  return getFirmRow(ctx, ddqCompletions, firmId, id, 'The DDQ');
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
  await deleteStoredFiles(ctx, [row.storageKey, row.outputStorageKey]);
}
