/**
 * Teams for the roles tests: one firm with an admin (its first member), an editor (the next) and a viewer
 * (made one by the admin), and a completed DDQ written straight into the database, so no test waits for learning.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TUser } from '@contract/index';
import type { Db } from '../../src/server/db/connect';
import { completionItems, ddqCompletions, users } from '../../src/server/db/schema';
import { signIn, signInNewFirm, startTestServer, type SignedInUser, type TestServer } from './test-server';
import { startSmtpStub, type SmtpStub } from './smtp-stub';

export interface Team {
  firm: string;
  firmId: string;
  admin: SignedInUser & { id: string };
  editor: SignedInUser & { id: string };
  viewer: SignedInUser & { id: string };
}

async function me(person: SignedInUser): Promise<SignedInUser & { id: string; firmId: string }> {
  const { user } = (await (await person.client.get('/api/auth/user')).json()) as { user: TUser };
  return { ...person, id: user.id, firmId: user.firmId };
}

export async function signInTeam(baseUrl: string, db: Db, prefix = 'Team'): Promise<Team> {
  const firm = `${prefix} ${crypto.randomUUID().slice(0, 8)}`;
  const admin = await me(
    await signIn(baseUrl, { firm, name: 'Ada Admin', email: `ada-${crypto.randomUUID().slice(0, 6)}@example.com` }),
  );
  const editor = await me(
    await signIn(baseUrl, {
      firm,
      name: 'Eddie Editor',
      email: `eddie-${crypto.randomUUID().slice(0, 6)}@example.com`,
    }),
  );
  const viewer = await me(
    await signIn(baseUrl, { firm, name: 'Vera Viewer', email: `vera-${crypto.randomUUID().slice(0, 6)}@example.com` }),
  );
  await db
    .update(users)
    .set({ role: 'viewer' })
    .where(and(eq(users.id, viewer.id), eq(users.firmId, admin.firmId)));
  return { firm, firmId: admin.firmId, admin, editor, viewer };
}

/** A completed DDQ of `count` answered questions, as if I had just finished it (no stored files: approvals only). */
export async function seedCompletedDdq(db: Db, firmId: string, count = 5): Promise<{ id: string; itemIds: string[] }> {
  const [completion] = await db
    .insert(ddqCompletions)
    .values({
      firmId,
      originalName: 'Team DDQ.docx',
      filename: 'team-ddq.docx',
      storageKey: `missing/${crypto.randomUUID()}`,
      fileSize: 1,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      format: 'docx',
      status: 'completed',
      totalQuestions: count,
    })
    .returning({ id: ddqCompletions.id });
  const items = await db
    .insert(completionItems)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firmId,
        completionId: completion!.id,
        itemIndex: i,
        question: `Question ${i + 1}: does the firm keep policy ${i + 1}?`,
        status: 'generated' as const,
        outcome: 'answered' as const,
        answer: `Yes, policy ${i + 1} is kept.`,
        confidence: 90,
      })),
    )
    .returning({ id: completionItems.id, itemIndex: completionItems.itemIndex });
  return { id: completion!.id, itemIds: items.sort((a, b) => a.itemIndex - b.itemIndex).map((i) => i.id) };
}

/** What the team tests share: a server that mails through a local SMTP stub, a team, an outsider and a 12-question DDQ. */
export interface TeamWorld {
  server: TestServer;
  smtp: SmtpStub;
  team: Team;
  outsider: SignedInUser;
  ddq: { id: string; itemIds: string[] };
  close(): Promise<void>;
}

export async function startTeamWorld(): Promise<TeamWorld> {
  const smtp = await startSmtpStub();
  const server = await startTestServer({ SMTP_URL: smtp.url, SMTP_FROM: 'DDQ Wingman <dex@wingman.example>' });
  const team = await signInTeam(server.url, server.ctx.db);
  const outsider = await signInNewFirm(server.url, 'Outsider');
  const ddq = await seedCompletedDdq(server.ctx.db, team.firmId, 12);
  const close = async () => {
    await server.close();
    await smtp.close();
  };
  return { server, smtp, team, outsider, ddq, close };
}
