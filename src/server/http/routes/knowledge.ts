/** Knowledge base and processing queue: Q&A pairs (all, search, by document), processing status. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { listQaPairs, listQaPairsOfDocument, searchQaPairs } from '../../domain/knowledge/qa-pairs';
import { processingStatus } from '../../domain/processing-status';
import { sendPolled } from '../cached-reply';

export function knowledgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.qaPairs.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    const query = api.qaPairs.query.parse(req.query);
    if (query.document) return listQaPairsOfDocument(ctx, user.firmId, query.document);
    if (query.search !== undefined) return searchQaPairs(ctx, user.firmId, query.search);
    return listQaPairs(ctx, user.firmId);
  });

  app.get(api.qaPairsByDocument.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    const { documentId } = z.object({ documentId: z.string().max(64) }).parse(req.params);
    return listQaPairsOfDocument(ctx, user.firmId, documentId);
  });

  app.get(api.processingStatus.path, allow.viewer, async (req, reply) => {
    const user = await requireUser(ctx, req);
    return sendPolled(reply, user.firmId, 'processing-status', () => processingStatus(ctx, user.firmId));
  });
}
