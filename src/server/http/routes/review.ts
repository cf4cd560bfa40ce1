/** Review before it goes out: a completion's answers, the reviewer's actions, the review copy, hygiene. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api, MIME } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { attachment } from '../files';
import { getReview } from '../../domain/review/review-items';
import { editAnswer } from '../../domain/review/edit-answer';
import { pickCandidate } from '../../domain/review/pick-candidate';
import { regenerateAnswer } from '../../domain/review/regenerate-answer';
import { approveAnswer } from '../../domain/review/approve-answer';
import { rewriteOutput } from '../../domain/review/rewrite-output';
import { approveMany, unapproveMany } from '../../domain/review/approve-many';
import { buildReviewCopy } from '../../domain/review/review-copy';
import { knowledgeHygiene } from '../../domain/review/knowledge-hygiene';
import { listLearnedPairs, mergePairs, retirePair } from '../../domain/review/knowledge-curation';

const IdParams = z.object({ id: z.string().max(64) });
const ItemParams = z.object({ id: z.string().max(64), itemId: z.string().max(64) });
const PairParams = z.object({ pairId: z.string().max(64) });

export function reviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.review.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    const { filter } = api.review.query.parse(req.query);
    return getReview(ctx, user.firmId, IdParams.parse(req.params).id, filter);
  });

  app.patch(api.reviewEdit.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    const { id, itemId } = ItemParams.parse(req.params);
    return editAnswer(ctx, user, id, itemId, api.reviewEdit.body.parse(req.body ?? {}).answer);
  });

  app.post(api.reviewPick.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    const { id, itemId } = ItemParams.parse(req.params);
    return pickCandidate(ctx, user, id, itemId, api.reviewPick.body.parse(req.body ?? {}).pairId);
  });

  app.post(api.reviewRegenerate.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    const { id, itemId } = ItemParams.parse(req.params);
    return regenerateAnswer(ctx, user, id, itemId);
  });

  app.post(api.reviewApprove.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    const { id, itemId } = ItemParams.parse(req.params);
    return approveAnswer(ctx, user, id, itemId);
  });

  app.post(api.reviewApproveMany.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    return approveMany(ctx, user, IdParams.parse(req.params).id, api.reviewApproveMany.body.parse(req.body ?? {}));
  });

  app.post(api.reviewUnapproveMany.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    return unapproveMany(
      ctx,
      user,
      IdParams.parse(req.params).id,
      api.reviewUnapproveMany.body.parse(req.body ?? {}).items,
    );
  });

  app.post(api.reviewRebuild.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    await rewriteOutput(ctx, user.firmId, IdParams.parse(req.params).id);
    return { ok: true };
  });

  app.get(api.reviewCopy.path, allow.viewer, async (req, reply) => {
    const user = await requireUser(ctx, req);
    const copy = await buildReviewCopy(ctx, user.firmId, IdParams.parse(req.params).id);
    return attachment(reply, copy.fileName, MIME[copy.format]).send(Buffer.from(copy.bytes));
  });

  app.get(api.knowledgeHygiene.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    return knowledgeHygiene(ctx, user.firmId);
  });

  app.get(api.knowledgeLearned.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    return listLearnedPairs(ctx, user.firmId);
  });

  app.post(api.knowledgeRetire.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    await retirePair(ctx, user, PairParams.parse(req.params).pairId);
    return { ok: true };
  });

  app.post(api.knowledgeMerge.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    const body = api.knowledgeMerge.body.parse(req.body ?? {});
    await mergePairs(ctx, user, body.keepId, body.retireIds);
    return { ok: true };
  });
}
