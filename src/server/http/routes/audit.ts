/** The audit trail: per answer, per pair, and a completion's CSV (what went out, who approved it, every change). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { attachment } from '../files';
import { entityAudit } from '../../domain/audit/audit-trail';
import { completionAuditCsv } from '../../domain/audit/completion-audit-csv';
import { getReviewItemRow } from '../../domain/review/review-rows';

const IdParams = z.object({ id: z.string().max(64) });
const ItemParams = IdParams.extend({ itemId: z.string().max(64) });
const PairParams = z.object({ pairId: z.string().max(64) });

export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.answerAudit.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    const { id, itemId } = ItemParams.parse(req.params);
    await getReviewItemRow(ctx, user.firmId, id, itemId);
    return entityAudit(ctx, user.firmId, 'answer', itemId);
  });

  app.get(api.pairAudit.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    return entityAudit(ctx, user.firmId, 'pair', PairParams.parse(req.params).pairId);
  });

  app.get(api.completionAuditCsv.path, allow.viewer, async (req, reply) => {
    const user = await requireUser(ctx, req);
    const { fileName, csv } = await completionAuditCsv(ctx, user.firmId, IdParams.parse(req.params).id);
    return attachment(reply, fileName, 'text/csv; charset=utf-8').send(csv);
  });
}
