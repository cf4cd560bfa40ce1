/**
 * A firm's team through the real HTTP app: every role against every call (allowed or 403), the Team
 * page, assignments, comments and notifications, firm isolation of all three and of the audit trail, and the audit
 * trail itself (append-only, written in the transaction of the change, surviving deletes, the completion's CSV).
 * One server and one team serve every test, so the whole file runs in a few seconds.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  api,
  apiPath,
  type ApiName,
  type TAuditEvent,
  type TComment,
  type TNotifications,
  type TOwedAnswers,
  type TAssignment,
  type TRole,
  type TTeamMember,
} from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { seedCompletedDdq, signInTeam, type Team } from '../support/team';
import type { HttpClient } from '../support/http-client';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub';
import { auditEvents, qaPairs } from '../../src/server/db/schema';
import { withAudit } from '../../src/server/domain/audit/record-audit';
import { PAST_DUE_NOTE, holdPastDueAnswers } from '../../src/server/domain/knowledge/pair-review';

let server: TestServer;
let team: Team;
let outsider: SignedInUser;
let ddq: { id: string; itemIds: string[] };
let smtp: SmtpStub;

const send = <T>(client: HttpClient, method: string, path: string, body?: unknown) =>
  client.json<T>(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

const auditRows = (entityId: string) =>
  server.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.firmId, team.firmId), eq(auditEvents.entityId, entityId)));

beforeAll(async () => {
  smtp = await startSmtpStub();
  server = await startTestServer({ SMTP_URL: smtp.url, SMTP_FROM: 'DDQ Wingman <dex@wingman.example>' });
  team = await signInTeam(server.url, server.ctx.db);
  outsider = await signInNewFirm(server.url, 'Outsider');
  ddq = await seedCompletedDdq(server.ctx.db, team.firmId, 12);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

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

describe('assignments, comments and notifications', () => {
  const base = () => `/api/ddq-completions/${ddq.id}`;

  it('an admin assigns answers with a due date; the editor is notified and sees them as assigned to them', async () => {
    const res = await send<TOwedAnswers>(team.admin.client, 'POST', `${base()}/assignments`, {
      itemIds: ddq.itemIds.slice(0, 3),
      assigneeId: team.editor.id,
      dueDate: '2020-01-31',
    });
    expect(res.status).toBe(200);
    expect(res.body.owing).toEqual([{ assigneeId: team.editor.id, assigneeName: 'Eddie Editor', open: 3, overdue: 3 }]);
    const mine = await team.editor.client.json<TAssignment[]>('/api/assignments/mine');
    expect(mine.body.map((a) => [a.itemIndex, a.dueDate, a.assignedByName, a.done])).toEqual([
      [0, '2020-01-31', 'Ada Admin', false],
      [1, '2020-01-31', 'Ada Admin', false],
      [2, '2020-01-31', 'Ada Admin', false],
    ]);
    const note = await team.editor.client.json<TNotifications>('/api/notifications');
    expect(note.body).toMatchObject({ unread: 1, openAssignments: 3 });
    expect(note.body.items[0]!.message).toContain(
      'Ada Admin assigned you 3 questions of Team DDQ.docx, due 2020-01-31',
    );
    const read = await send<TNotifications>(team.editor.client, 'POST', '/api/notifications/read', {});
    expect(read.body.unread).toBe(0);
    // And by e-mail, through the local SMTP server this test started (SMTP_URL).
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]).toMatchObject({ from: 'dex@wingman.example', to: [team.editor.email] });
    expect(smtp.received[0]!.data).toContain(
      'Subject: Ada Admin assigned you 3 questions of Team DDQ.docx, due 2020-01-31',
    );
    expect(smtp.received[0]!.data).toContain(`${server.url}/ddq-completions/${ddq.id}/review?filter=assigned`);
  });

  it('a viewer cannot be given answers to write', async () => {
    const res = await send<{ code: string }>(team.admin.client, 'POST', `${base()}/assignments`, {
      itemIds: [ddq.itemIds[5]],
      assigneeId: team.viewer.id,
    });
    expect(res).toMatchObject({ status: 400, body: { code: 'ASSIGNEE_CANNOT_EDIT' } });
  });

  it('the assignee approves one: it is done, and the completion shows who still owes answers', async () => {
    const approved = await send(team.editor.client, 'POST', `${base()}/review/items/${ddq.itemIds[0]}/approve`);
    expect(approved.status).toBe(200);
    const owed = await team.viewer.client.json<TOwedAnswers>(`${base()}/assignments`);
    expect(owed.body.owing).toEqual([expect.objectContaining({ assigneeName: 'Eddie Editor', open: 2 })]);
    expect(owed.body.assignments.find((a) => a.itemId === ddq.itemIds[0])!.done).toBe(true);
    const audit = await team.viewer.client.json<TAuditEvent[]>(`${base()}/review/items/${ddq.itemIds[0]}/audit`);
    expect(audit.body[0]).toMatchObject({
      actorName: 'Eddie Editor',
      entityType: 'answer',
      action: 'approved',
      before: { approved: false },
      after: { approved: true },
    });
  });

  it('comments form a thread per answer; the assignee hears of a colleague comment; resolving folds it', async () => {
    const path = `${base()}/review/items/${ddq.itemIds[1]}/comments`;
    await send(team.admin.client, 'POST', path, { body: 'Please check the date in this answer.' });
    const thread = await send<TComment[]>(team.editor.client, 'POST', path, { body: 'Checked: it is right.' });
    expect(thread.body.map((c) => [c.authorName, c.body, c.resolved])).toEqual([
      ['Ada Admin', 'Please check the date in this answer.', false],
      ['Eddie Editor', 'Checked: it is right.', false],
    ]);
    expect((await team.editor.client.json<TNotifications>('/api/notifications')).body.items[0]).toMatchObject({
      kind: 'comment',
      read: false,
    });
    const resolved = await send<TComment[]>(team.admin.client, 'POST', `${path}/${thread.body[0]!.id}/resolve`);
    expect(resolved.body[0]).toMatchObject({ resolved: true, resolvedByName: 'Ada Admin' });
    expect((await send(team.admin.client, 'POST', `${path}/${thread.body[0]!.id}/resolve`)).status).toBe(404);
  });

  it("the completion's audit CSV lists what went out and both people's actions", async () => {
    const res = await team.viewer.client.request(`${base()}/audit.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('Team DDQ_AUDIT_');
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe(
      '"record","at","person","action","question no.","question","answer","outcome","before","after"',
    );
    expect(csv).toContain('"answer sent"');
    expect(csv).toMatch(/"change","[^"]+","Ada Admin","assignment assigned","2"/);
    expect(csv).toMatch(/"change","[^"]+","Eddie Editor","answer approved","1"/);
    expect(csv).toMatch(/"change","[^"]+","Eddie Editor","comment added","2"/);
  });
});

describe('firm isolation', () => {
  it("another firm reaches none of this firm's assignments, comments or audit records", async () => {
    const base = `/api/ddq-completions/${ddq.id}`;
    const item = `${base}/review/items/${ddq.itemIds[1]}`;
    const other = outsider.client;
    expect((await other.json(`${base}/assignments`)).status).toBe(404);
    expect(
      (await send(other, 'POST', `${base}/assignments`, { itemIds: [ddq.itemIds[2]], assigneeId: team.editor.id }))
        .status,
    ).toBe(404);
    expect((await other.json(`${item}/comments`)).status).toBe(404);
    expect((await send(other, 'POST', `${item}/comments`, { body: 'Hello from elsewhere' })).status).toBe(404);
    expect((await other.json(`${item}/audit`)).status).toBe(404);
    expect((await other.request(`${base}/audit.csv`)).status).toBe(404);
    expect((await other.json(`/api/knowledge/pairs/${team.viewer.id}/audit`)).body).toEqual([]);
    expect((await other.json<TAssignment[]>('/api/assignments/mine')).body).toEqual([]);
    expect((await other.json<TNotifications>('/api/notifications')).body).toMatchObject({
      unread: 0,
      openAssignments: 0,
      items: [],
    });
    // And this firm cannot hand its answers to a member of another firm.
    const { user } = (await (await other.get('/api/auth/user')).json()) as { user: { id: string } };
    expect(
      (await send(team.admin.client, 'POST', `${base}/assignments`, { itemIds: [ddq.itemIds[4]], assigneeId: user.id }))
        .status,
    ).toBe(404);
  });
});

describe('owners and review cycles of pairs', () => {
  it('a pair past its review date is listed with its owner until confirmed; its answers are held as drafts', async () => {
    const [pair] = await server.ctx.db
      .insert(qaPairs)
      .values({
        firmId: team.firmId,
        question: 'Who is the auditor?',
        answer: 'KPMG.',
        section: 'Finance',
        createdAt: new Date(Date.now() - 40 * 86_400_000),
      })
      .returning({ id: qaPairs.id });
    const set = await send<{ updated: number }>(team.admin.client, 'PUT', '/api/knowledge/ownership', {
      section: 'Finance',
      ownerId: team.editor.id,
      reviewIntervalDays: 30,
    });
    expect(set.body.updated).toBe(1);
    const due = await team.viewer.client.json<{ pairId: string; ownerName: string }[]>('/api/knowledge/review-due');
    expect(due.body).toEqual([expect.objectContaining({ pairId: pair!.id, ownerName: 'Eddie Editor' })]);
    const held = holdPastDueAnswers(
      { outcome: 'answered', sourcePairIds: [pair!.id], note: null },
      new Set([pair!.id]),
    );
    expect(held).toEqual({ outcome: 'draft', sourcePairIds: [pair!.id], note: PAST_DUE_NOTE });
    expect((await send(team.editor.client, 'POST', `/api/knowledge/pairs/${pair!.id}/confirm-review`)).status).toBe(
      200,
    );
    expect((await team.viewer.client.json('/api/knowledge/review-due')).body).toEqual([]);
    const trail = await team.viewer.client.json<TAuditEvent[]>(`/api/knowledge/pairs/${pair!.id}/audit`);
    expect(trail.body.map((e) => [e.action, e.actorName])).toEqual([
      ['review confirmed', 'Eddie Editor'],
      ['owner set', 'Ada Admin'],
    ]);
    expect((await outsider.client.json('/api/knowledge/review-due')).body).toEqual([]);
  });
});
