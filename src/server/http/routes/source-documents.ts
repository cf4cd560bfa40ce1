/** Training documents: list, multipart upload, two-step upload, retry, delete, download of the original. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZUploadUrlRequest, api, LIMITS } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow, allowWith } from '../role-guard';
import { uploadLimit } from '../rate-limits';
import { attachment, receiveMultipartFile } from '../files';
import {
  createSourceDocument,
  deleteSourceDocument,
  getSourceDocumentRow,
  listSourceDocuments,
  retrySourceDocument,
} from '../../domain/source-documents/source-documents';
import { sendPolled } from '../cached-reply';
import { claimUpload, issueUploadTicket } from '../../domain/uploads/upload-tickets';

const IdParams = z.object({ id: z.string().max(64) });

export function sourceDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.sourceDocuments.path, allow.viewer, async (req, reply) => {
    const user = await requireUser(ctx, req);
    return sendPolled(reply, user.firmId, 'source-documents', () => listSourceDocuments(ctx, user.firmId));
  });

  app.post(api.sourceDocumentUpload.path, allowWith('editor', uploadLimit(ctx.config)), async (req, reply) => {
    const user = await requireUser(ctx, req);
    const file = await receiveMultipartFile(ctx, req, {
      firmId: user.firmId,
      area: 'source-documents',
      maxBytes: LIMITS.dashboardUploadBytes,
    });
    return reply.status(201).send(await createSourceDocument(ctx, user, file));
  });

  app.post(api.sourceDocumentUploadUrl.path, allowWith('editor', uploadLimit(ctx.config)), async (req) => {
    const user = await requireUser(ctx, req);
    const body = ZUploadUrlRequest.parse(req.body ?? undefined);
    return issueUploadTicket(ctx, user, 'source-document', { contentType: body?.contentType });
  });

  app.post(api.sourceDocumentUploadComplete.path, allow.editor, async (req, reply) => {
    const user = await requireUser(ctx, req);
    const body = api.sourceDocumentUploadComplete.body.parse(req.body ?? {});
    const upload = await claimUpload(ctx, user, 'source-document', body.uploadURL);
    const doc = await createSourceDocument(ctx, user, {
      ...upload,
      originalName: body.originalName ?? body.filename ?? 'ddq.docx',
    });
    return reply.status(201).send(doc);
  });

  app.post(api.sourceDocumentRetry.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    const { id } = IdParams.parse(req.params);
    return retrySourceDocument(ctx, user, id);
  });

  app.delete(api.sourceDocumentDelete.path, allow.admin, async (req) => {
    const user = await requireUser(ctx, req);
    const { id } = IdParams.parse(req.params);
    await deleteSourceDocument(ctx, user, id);
    return { ok: true };
  });

  app.get(api.sourceDocumentDownload.path, allow.viewer, async (req, reply) => {
    const user = await requireUser(ctx, req);
    const { id } = IdParams.parse(req.params);
    const doc = await getSourceDocumentRow(ctx, user.firmId, id);
    // Named with the extension of the type recognised from its content, not the one it was uploaded with.
    return attachment(reply, doc.filename, doc.mimeType).send(await ctx.storage.stream(doc.storageKey));
  });
}
