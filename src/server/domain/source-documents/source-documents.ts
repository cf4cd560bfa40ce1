/** Training documents of a firm: register an upload, list, fetch, retry, delete. Every query is scoped by firm. */
import { and, eq } from 'drizzle-orm';
import type { TSourceDocument, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { sourceDocuments } from '../../db/schema';
import { conflict } from '../../errors';
import { acceptStoredUpload, type StoredUpload } from '../files/intake';
import { sourceDocumentDto } from '../dto';
import { LEARN_JOB } from '../../jobs/names';
import { withAudit } from '../audit/record-audit';
import { getFirmRow, listFirmRows } from '../firm-rows';
import { deleteStoredFiles } from '../files/delete-stored-files';

export async function listSourceDocuments(ctx: AppContext, firmId: string): Promise<TSourceDocument[]> {
  const rows = await listFirmRows(ctx, sourceDocuments, firmId, sourceDocuments.createdAt);
  return rows.map(sourceDocumentDto);
}

export function getSourceDocumentRow(ctx: AppContext, firmId: string, id: string) {
  return getFirmRow(ctx, sourceDocuments, firmId, id, 'The document');
}

/**
 * Registers a stored upload as a training document and queues it for learning. The file's type is decided
 * by its content; a file no engine can read is deleted and refused.
 */
export async function createSourceDocument(ctx: AppContext, user: TUser, file: StoredUpload): Promise<TSourceDocument> {
  const accepted = await acceptStoredUpload(ctx.storage, file, 'document');
  const row = await withAudit(ctx, user, async (tx, audit) => {
    const [created] = await tx
      .insert(sourceDocuments)
      .values({
        firmId: user.firmId,
        uploadedBy: user.id,
        ...accepted,
        status: 'uploading',
        queuedAt: new Date(),
      })
      .returning();
    await audit({ entityType: 'document', entityId: created!.id, action: 'uploaded', after: documentState(created!) });
    return created;
  });
  await ctx.jobs.send(LEARN_JOB, { documentId: row!.id, firmId: user.firmId }, { singletonKey: row!.id });
  return sourceDocumentDto(row!);
}

export async function retrySourceDocument(ctx: AppContext, user: TUser, id: string): Promise<TSourceDocument> {
  const { firmId } = user;
  const row = await getSourceDocumentRow(ctx, firmId, id);
  if (row.status !== 'error') throw conflict('NOT_FAILED', 'Only a document whose processing failed can be retried.');
  const updated = await withAudit(ctx, user, async (tx, audit) => {
    const [retried] = await tx
      .update(sourceDocuments)
      .set({
        status: 'uploading',
        processingProgress: 0,
        errorMessage: null,
        attempts: 0,
        queuedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(sourceDocuments.id, id), eq(sourceDocuments.firmId, firmId), eq(sourceDocuments.status, 'error')))
      .returning();
    if (!retried) throw conflict('NOT_FAILED', 'Only a document whose processing failed can be retried.');
    await audit({
      entityType: 'document',
      entityId: id,
      action: 'retried',
      before: documentState(row),
      after: documentState(retried),
    });
    return retried;
  });
  await ctx.jobs.send(LEARN_JOB, { documentId: id, firmId }, { singletonKey: id });
  return sourceDocumentDto(updated);
}

/** Deletes the document, its stored file and (by cascade) every Q&A pair learned from it. */
export async function deleteSourceDocument(ctx: AppContext, user: TUser, id: string): Promise<void> {
  const row = await getSourceDocumentRow(ctx, user.firmId, id);
  await withAudit(ctx, user, async (tx, audit) => {
    await tx.delete(sourceDocuments).where(and(eq(sourceDocuments.id, id), eq(sourceDocuments.firmId, user.firmId)));
    await audit({ entityType: 'document', entityId: id, action: 'deleted', before: documentState(row) });
  });
  await deleteStoredFiles(ctx, [row.storageKey]);
}

/** What the audit trail keeps of a document (training document or DDQ). */
export function documentState(row: { originalName: string; status: string; fileSize: number; format: string }) {
  return { originalName: row.originalName, status: row.status, fileSize: row.fileSize, format: row.format };
}
