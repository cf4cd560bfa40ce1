/** The Team page: the firm's members with their roles (everyone), and an admin changing a role. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { changeRole, listTeam } from '../../domain/team/team-members';

const UserParams = z.object({ userId: z.string().max(64) });

export function teamRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.team.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    return listTeam(ctx, user.firmId);
  });

  app.put(api.teamRoleChange.path, allow.admin, async (req) => {
    const user = await requireUser(ctx, req);
    return changeRole(
      ctx,
      user,
      UserParams.parse(req.params).userId,
      api.teamRoleChange.body.parse(req.body ?? {}).role,
    );
  });
}
