/** Comment threads per answer: read (everyone), add and resolve (editors). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { addComment, listComments, resolveComment } from '../../domain/comments/answer-comments';

const ItemParams = z.object({ id: z.string().max(64), itemId: z.string().max(64) });
const CommentParams = ItemParams.extend({ commentId: z.string().max(64) });

export function commentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.comments.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    const { id, itemId } = ItemParams.parse(req.params);
    return listComments(ctx, user.firmId, id, itemId);
  });

  app.post(api.commentAdd.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    const { id, itemId } = ItemParams.parse(req.params);
    return addComment(ctx, user, id, itemId, api.commentAdd.body.parse(req.body ?? {}).body);
  });

  app.post(api.commentResolve.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    const { id, itemId, commentId } = CommentParams.parse(req.params);
    return resolveComment(ctx, user, id, itemId, commentId);
  });
}
