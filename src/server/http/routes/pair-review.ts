/** Owners and review cycles of knowledge-base pairs: set them (admins), list the past due, confirm one. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { confirmPairReview, pairsDueForReview, setPairOwnership } from '../../domain/knowledge/pair-review';

const PairParams = z.object({ pairId: z.string().max(64) });

export function pairReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put(api.pairOwnership.path, allow.admin, async (req) => {
    const user = await requireUser(ctx, req);
    return setPairOwnership(ctx, user, api.pairOwnership.body.parse(req.body ?? {}));
  });

  app.get(api.pairsDueForReview.path, allow.viewer, async (req) =>
    pairsDueForReview(ctx, (await requireUser(ctx, req)).firmId),
  );

  app.post(api.pairConfirmReview.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    return confirmPairReview(ctx, user, PairParams.parse(req.params).pairId);
  });
}
