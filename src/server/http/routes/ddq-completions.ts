/** DDQ completions: list, uploads, delete, breakdown, results, download, and answer injection. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZUploadUrlRequest, api, LIMITS, MIME } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow, allowWith } from '../role-guard';
import { uploadLimit } from '../rate-limits';
import { attachment, receiveMultipartFile } from '../files';
import { createCompletion, deleteCompletion, listCompletions } from '../../domain/completions/completions';
import { completionBreakdown, completionResults } from '../../domain/completions/breakdown';
import { sendPolled } from '../cached-reply';
import { claimUpload, issueUploadTicket } from '../../domain/uploads/upload-tickets';
import { injectAnswers } from '../../domain/completions/inject-answers';
import { cleanCopyForDownload } from '../../domain/completions/clean-copy';
import { badRequest, tooLarge } from '../../errors';

const IdParams = z.object({ id: z.string().max(64) });
const BREAKDOWN_CACHE_MS = 1000;

export function completionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.ddqCompletions.path, allow.viewer, async (req, reply) => {
    const user = await requireUser(ctx, req);
    return sendPolled(reply, user.firmId, 'ddq-completions', () => listCompletions(ctx, user.firmId));
  });

  app.post(api.ddqCompletionUpload.path, allowWith('editor', uploadLimit(ctx.config)), async (req, reply) => {
    const user = await requireUser(ctx, req);
    const file = await receiveMultipartFile(ctx, req, {
      firmId: user.firmId,
      area: 'ddq-completions',
      maxBytes: LIMITS.dashboardUploadBytes,
    });
    return reply.status(201).send(await createCompletion(ctx, user, file));
  });

  app.post(api.ddqCompletionUploadUrl.path, allowWith('editor', uploadLimit(ctx.config)), async (req) => {
    const user = await requireUser(ctx, req);
    const body = ZUploadUrlRequest.parse(req.body ?? undefined);
    return issueUploadTicket(ctx, user, 'ddq-completion', { contentType: body?.contentType });
  });

  app.post(api.ddqCompletionUploadComplete.path, allow.editor, async (req, reply) => {
    const user = await requireUser(ctx, req);
    const body = api.ddqCompletionUploadComplete.body.parse(req.body ?? {});
    const upload = await claimUpload(ctx, user, 'ddq-completion', body.uploadURL);
    return reply.status(201).send(
      await createCompletion(ctx, user, {
        ...upload,
        originalName: body.originalName ?? body.filename ?? 'ddq.docx',
      }),
    );
  });

  app.delete(api.ddqCompletionDelete.path, allow.admin, async (req) => {
    const user = await requireUser(ctx, req);
    await deleteCompletion(ctx, user, IdParams.parse(req.params).id);
    return { ok: true };
  });

  // Polled every 2 s by every open tab showing it: shared like the lists (one query and serialisation a second).
  app.get(api.ddqCompletionBreakdown.path, allow.viewer, async (req, reply) => {
    const user = await requireUser(ctx, req);
    const { id } = IdParams.parse(req.params);
    return sendPolled(
      reply,
      user.firmId,
      `breakdown:${id}`,
      () => completionBreakdown(ctx, user.firmId, id),
      BREAKDOWN_CACHE_MS,
    );
  });

  app.get(api.ddqCompletionResults.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    return completionResults(ctx, user.firmId, IdParams.parse(req.params).id);
  });

  app.get(api.downloadDdq.path, allow.viewer, async (req, reply) => {
    const user = await requireUser(ctx, req);
    const copy = await cleanCopyForDownload(ctx, user.firmId, IdParams.parse(req.params).id);
    return attachment(reply, copy.fileName, copy.mime).send(await ctx.storage.stream(copy.key));
  });

  app.post(api.injectAnswers.path, allowWith('editor', uploadLimit(ctx.config)), async (req, reply) => {
    const user = await requireUser(ctx, req);
    if (!req.isMultipart())
      throw badRequest(
        'MULTIPART_REQUIRED',
        'Send the form as multipart/form-data with the fields "ddq" and "sourceCompletionId".',
      );
    let sourceCompletionId: string | undefined;
    let file: { bytes: Buffer; originalName?: string } | undefined;
    for await (const part of req.parts({ limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'ddq') {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(LIMITS.uploadBytes);
          throw err;
        });
        file = { bytes, originalName: part.filename };
      } else if (part.fieldname === 'sourceCompletionId') {
        sourceCompletionId = String(part.value).trim();
      }
    }
    if (!sourceCompletionId || !file)
      throw badRequest('INJECTION_INPUT_MISSING', 'Please select a completion and upload a DDQ file.');
    const result = await injectAnswers(ctx, user.firmId, sourceCompletionId, file);
    return attachment(reply, result.fileName, MIME[result.format])
      .header('x-ddq-total-questions', String(result.totalQuestions))
      .header('x-ddq-filled', String(result.filled))
      .header('x-ddq-unmatched', String(result.unmatched))
      .header('x-ddq-kept', String(result.kept))
      .header(
        'access-control-expose-headers',
        'content-disposition, x-ddq-total-questions, x-ddq-filled, x-ddq-kept, x-ddq-unmatched',
      )
      .send(Buffer.from(result.bytes));
  });
}
