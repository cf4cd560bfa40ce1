/** The signed-in user's firm settings: read and change (the same-origin guard covers the PUT like every change). */
import type { FastifyInstance } from 'fastify';
import { api } from '@contract/index';
import type { AppContext } from '../../context';
import { requireUser } from '../request-user';
import { allow } from '../role-guard';
import { getFirmSettings, updateFirmSettings } from '../../domain/firm-settings';

export function firmSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(api.firmSettings.path, allow.viewer, async (req) => {
    const user = await requireUser(ctx, req);
    return getFirmSettings(ctx, user.firmId);
  });

  app.put(api.firmSettingsUpdate.path, allow.admin, async (req) => {
    const user = await requireUser(ctx, req);
    return updateFirmSettings(ctx, user, api.firmSettingsUpdate.body.parse(req.body ?? {}));
  });
}
