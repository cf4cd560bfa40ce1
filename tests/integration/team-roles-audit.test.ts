/**
 * A firm's roles and its audit trail through the real HTTP app: every role against every call (allowed or 403), the
 * Team page, and the audit trail itself (append-only, written in the transaction of the change). Assignments,
 * comments, notifications and review cycles are in team-assignments.test.ts.
 * One server and one team serve every test, so the whole file runs in a few seconds.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { api, apiPath, type ApiName, type TRole, type TTeamMember } from '@contract/index';
import type { SignedInUser, TestServer } from '../support/test-server';
import { startTeamWorld, type Team, type TeamWorld } from '../support/team';
import { send } from '../support/api-flows';
import type { HttpClient } from '../support/http-client';
import { auditEvents, qaPairs } from '../../src/server/db/schema';
import { withAudit } from '../../src/server/domain/audit/record-audit';

let world: TeamWorld;
let server: TestServer;
let team: Team;
let outsider: SignedInUser;
let ddq: TeamWorld['ddq'];

beforeAll(async () => {
  world = await startTeamWorld();
  ({ server, team, outsider, ddq } = world);
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const auditRows = (entityId: string) =>
  server.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.firmId, team.firmId), eq(auditEvents.entityId, entityId)));

/** The least role of every call. A call added to the contract without a line here fails the first test. */
const LEAST_ROLE: Record<ApiName, TRole | 'anyone'> = {
  authUser: 'anyone',
  stats: 'viewer',
  sourceDocuments: 'viewer',
  ddqCompletions: 'viewer',
  processingStatus: 'viewer',
  qaPairs: 'viewer',
  qaPairsByDocument: 'viewer',
  sourceDocumentUpload: 'editor',
  ddqCompletionUpload: 'editor',
  sourceDocumentUploadUrl: 'editor',
  sourceDocumentUploadComplete: 'editor',
  ddqCompletionUploadUrl: 'editor',
  ddqCompletionUploadComplete: 'editor',
  sourceDocumentRetry: 'editor',
  sourceDocumentDelete: 'admin',
  sourceDocumentDownload: 'viewer',
  ddqCompletionDelete: 'admin',
  ddqCompletionBreakdown: 'viewer',
  ddqCompletionResults: 'viewer',
  downloadDdq: 'viewer',
  injectAnswers: 'editor',
  review: 'viewer',
  reviewEdit: 'editor',
  reviewPick: 'editor',
  reviewRegenerate: 'editor',
  reviewApprove: 'editor',
  reviewApproveMany: 'editor',
  reviewUnapproveMany: 'editor',
  reviewRebuild: 'editor',
  reviewCopy: 'viewer',
  knowledgeHygiene: 'viewer',
  knowledgeRetire: 'editor',
  knowledgeMerge: 'editor',
  knowledgeLearned: 'viewer',
  firmSettings: 'viewer',
  firmSettingsUpdate: 'admin',
  backtest: 'viewer',
  backtestRun: 'editor',
  team: 'viewer',
  teamRoleChange: 'admin',
  assignmentsOfCompletion: 'viewer',
  assign: 'editor',
  myAssignments: 'viewer',
  notifications: 'viewer',
  notificationsRead: 'viewer',
  comments: 'viewer',
  commentAdd: 'editor',
  commentResolve: 'editor',
  answerAudit: 'viewer',
  completionAuditCsv: 'viewer',
  pairOwnership: 'admin',
  pairsDueForReview: 'viewer',
  pairConfirmReview: 'editor',
  pairAudit: 'viewer',
};

/** Bodies that pass validation where a call has one, aimed at things that do not exist, so an allowed call changes nothing. */
const nowhere = () => crypto.randomUUID();
const BODIES: Partial<Record<ApiName, unknown>> = {
  sourceDocumentUploadComplete: { uploadURL: '/api/uploads/nothing-here' },
  ddqCompletionUploadComplete: { uploadURL: '/api/uploads/nothing-here' },
  reviewEdit: { answer: 'A new answer' },
  reviewPick: { pairId: nowhere() },
  reviewApproveMany: { itemIds: [nowhere()] },
  reviewUnapproveMany: { items: [] },
  knowledgeMerge: { keepId: nowhere(), retireIds: [nowhere()] },
  firmSettingsUpdate: { draftsInCleanCopy: false },
  teamRoleChange: { role: 'editor' },
  assign: { itemIds: [nowhere()], assigneeId: nowhere() },
  notificationsRead: { ids: [] },
  commentAdd: { body: 'A comment' },
  pairOwnership: { pairIds: [nowhere()], ownerId: null, reviewIntervalDays: 30 },
};

describe('roles on every call', () => {
  it('each role is allowed exactly the calls of its role and below; the others answer 403 FORBIDDEN_ROLE', async () => {
    const started = Date.now();
    const names = Object.keys(api) as ApiName[];
    expect(names.filter((n) => !(n in LEAST_ROLE))).toEqual([]);
    const people: Record<TRole, HttpClient> = {
      viewer: team.viewer.client,
      editor: team.editor.client,
      admin: team.admin.client,
    };
    const order: TRole[] = ['viewer', 'editor', 'admin'];
    const calls = [
      ...names.map((name) => {
        const call = api[name];
        const params = Object.fromEntries([...call.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, nowhere()]));
        return {
          name: name as string,
          method: call.method as string,
          path: apiPath(name, params),
          least: LEAST_ROLE[name],
          body: BODIES[name],
        };
      }),
      // The upload address of the two-step flow (not in the route table: upload-url hands it out).
      { name: 'uploadPut', method: 'PUT', path: `/api/uploads/${nowhere()}`, least: 'editor' as const, body: 'bytes' },
    ];
    const wrong: string[] = [];
    await Promise.all(
      calls.flatMap((call) =>
        order.map(async (role) => {
          const init: RequestInit = { method: call.method };
          if (typeof call.body === 'string') init.body = call.body;
          else if (call.body !== undefined)
            Object.assign(init, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.body) });
          const res = await people[role].request(call.path, init);
          const body = await res.text();
          const allowed = call.least === 'anyone' || order.indexOf(role) >= order.indexOf(call.least);
          if (allowed && (res.status === 401 || res.status === 403 || res.status >= 500))
            wrong.push(`${role} ${call.name}: ${res.status} ${body.slice(0, 120)}`);
          if (!allowed && (res.status !== 403 || JSON.parse(body).code !== 'FORBIDDEN_ROLE'))
            wrong.push(`${role} ${call.name}: expected 403, got ${res.status}`);
        }),
      ),
    );
    expect(wrong).toEqual([]);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('says what the role may do and whom to ask', async () => {
    const res = await send<{ code: string; message: string }>(
      team.viewer.client,
      'POST',
      `/api/ddq-completions/${ddq.id}/review/items/${ddq.itemIds[0]}/approve`,
    );
    expect(res).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN_ROLE', message: expect.stringContaining('Ask an admin') },
    });
    const del = await send<{ message: string }>(team.editor.client, 'DELETE', `/api/ddq-completions/${ddq.id}`);
    expect(del.status).toBe(403);
    expect(del.body.message).toContain('Only an admin');
  });

  it('the signed-in user carries the role, and anyone signed out gets 401 rather than 403', async () => {
    const { user } = (await (await team.editor.client.get('/api/auth/user')).json()) as { user: { role: string } };
    expect(user.role).toBe('editor');
    const anonymous = await fetch(`${server.url}/api/team`);
    expect(anonymous.status).toBe(401);
  });
});

describe('the Team page', () => {
  it("lists the firm's members with their roles (first member admin, later ones editors) and no one else", async () => {
    const { status, body } = await team.viewer.client.json<TTeamMember[]>('/api/team');
    expect(status).toBe(200);
    expect(body.map((m) => [m.name, m.role])).toEqual([
      ['Ada Admin', 'admin'],
      ['Eddie Editor', 'editor'],
      ['Vera Viewer', 'viewer'],
    ]);
    expect((await outsider.client.json<TTeamMember[]>('/api/team')).body).toHaveLength(1);
  });

  it('an admin changes a role, audited; the change holds on the next call; a member of another firm is not found', async () => {
    const up = await send<TTeamMember>(team.admin.client, 'PUT', `/api/team/${team.viewer.id}/role`, {
      role: 'editor',
    });
    expect(up).toMatchObject({ status: 200, body: { role: 'editor' } });
    expect((await send(team.viewer.client, 'POST', '/api/ddq-completions/upload-url')).status).toBe(200);
    const down = await send<TTeamMember>(team.admin.client, 'PUT', `/api/team/${team.viewer.id}/role`, {
      role: 'viewer',
    });
    expect(down.body.role).toBe('viewer');
    expect((await send(team.viewer.client, 'POST', '/api/ddq-completions/upload-url')).status).toBe(403);
    const rows = await auditRows(team.viewer.id);
    expect(rows.map((r) => [r.entityType, r.action, r.actorName, r.before, r.after])).toEqual(
      expect.arrayContaining([
        ['role', 'changed', 'Ada Admin', { role: 'viewer' }, { role: 'editor' }],
        ['role', 'changed', 'Ada Admin', { role: 'editor' }, { role: 'viewer' }],
      ]),
    );
    const { user } = (await (await outsider.client.get('/api/auth/user')).json()) as { user: { id: string } };
    expect((await send(team.admin.client, 'PUT', `/api/team/${user.id}/role`, { role: 'viewer' })).status).toBe(404);
  });

  it('never leaves a firm without an admin: the refused change leaves no audit row (same transaction)', async () => {
    const before = (await auditRows(team.admin.id)).length;
    const res = await send<{ code: string }>(team.admin.client, 'PUT', `/api/team/${team.admin.id}/role`, {
      role: 'editor',
    });
    expect(res).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN' } });
    expect(await auditRows(team.admin.id)).toHaveLength(before);
    expect((await team.admin.client.json<TTeamMember[]>('/api/team')).body[0]!.role).toBe('admin');
  });
});

describe('the audit trail', () => {
  it('a change that fails after writing its audit row leaves neither', async () => {
    const actor = { id: team.admin.id, name: 'Ada Admin', firmId: team.firmId };
    const entityId = crypto.randomUUID();
    await expect(
      withAudit(server.ctx, actor, async (tx, audit) => {
        await tx.update(qaPairs).set({ usageCount: 1 }).where(eq(qaPairs.firmId, team.firmId));
        await audit({ entityType: 'pair', entityId, action: 'test' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditRows(entityId)).toEqual([]);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    const [row] = await server.ctx.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.firmId, team.firmId))
      .limit(1);
    await expect(
      server.ctx.db.execute(sql`update audit_events set action = 'forged' where id = ${row!.id}`),
    ).rejects.toThrow();
    await expect(server.ctx.db.execute(sql`delete from audit_events where id = ${row!.id}`)).rejects.toThrow();
  });
});
