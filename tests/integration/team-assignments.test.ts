/**
 * A firm's team at work through the real HTTP app: assignments, comments and notifications (in the app and by
 * e-mail), the completion's audit CSV, firm isolation of all of them and of the audit trail, and owners and review
 * cycles of pairs. One server and one team serve every test, so the whole file runs in a few seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssignment, TAuditEvent, TComment, TNotifications, TOwedAnswers } from '@contract/index';
import type { SignedInUser, TestServer } from '../support/test-server';
import { startTeamWorld, type Team, type TeamWorld } from '../support/team';
import { send } from '../support/api-flows';
import type { SmtpStub } from '../support/smtp-stub';
import { qaPairs } from '../../src/server/db/schema';
import { PAST_DUE_NOTE, holdPastDueAnswers } from '../../src/server/domain/knowledge/pair-review';

let world: TeamWorld;
let server: TestServer;
let team: Team;
let outsider: SignedInUser;
let ddq: TeamWorld['ddq'];
let smtp: SmtpStub;

beforeAll(async () => {
  world = await startTeamWorld();
  ({ server, team, outsider, ddq, smtp } = world);
}, 120_000);
afterAll(async () => {
  await world?.close();
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
