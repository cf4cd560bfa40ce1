/** The upload address of the two-step flow: PUT the file body to the address upload-url returned. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { receiveUpload, UPLOAD_PATH } from '../../domain/uploads/upload-tickets';

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // The body is streamed to storage as it arrives, whatever its content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.put(`${UPLOAD_PATH}/:ticket`, allow.editor, async (req, reply) => {
      const user = await requireUser(ctx, req);
      const { ticket } = z.object({ ticket: z.string().min(1).max(64) }).parse(req.params);
      const length = req.headers['content-length'] ? Number(req.headers['content-length']) : undefined;
      const { size } = await receiveUpload(ctx, user, ticket, req.raw, length);
      return reply.status(200).send({ ok: true, size });
    });
  });
}
