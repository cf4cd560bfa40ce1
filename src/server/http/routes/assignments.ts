/** Assignments of answers to colleagues and the signed-in person's notifications. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { assignAnswers, myAssignments, owedAnswers } from '../../domain/assignments/assignments';
import { listNotifications, markNotificationsRead } from '../../domain/assignments/notifications';

const IdParams = z.object({ id: z.string().max(64) });

export function assignmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.assignmentsOfCompletion.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    return owedAnswers(ctx, user.firmId, IdParams.parse(req.params).id);
  });

  app.post(api.assign.path, allow.editor, async (req) => {
    const user = await requireUser(ctx, req);
    return assignAnswers(ctx, user, IdParams.parse(req.params).id, api.assign.body.parse(req.body ?? {}));
  });

  app.get(api.myAssignments.path, allow.viewer, async (req) => myAssignments(ctx, await requireUser(ctx, req)));

  app.get(api.notifications.path, allow.viewer, async (req) => listNotifications(ctx, await requireUser(ctx, req)));

  // Marking one's own notifications read changes nothing of the firm's: a viewer may.
  app.post(api.notificationsRead.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    return markNotificationsRead(ctx, user, api.notificationsRead.body.parse(req.body ?? {}).ids);
  });
}
