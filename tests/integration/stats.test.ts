import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signInNewFirm, startTestServer, type TestServer } from '../support/test-server';
import { ZStats } from '@contract/index';
import { sourceDocuments, qaPairs } from '../../src/server/db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/stats', () => {
  it('requires sign-in', async () => {
    expect((await new HttpClient(server.url).request('/api/stats')).status).toBe(401);
  });

  it('returns the four counts, zero for a new firm', async () => {
    const { client } = await signInNewFirm(server.url);
    const { status, body } = await client.json('/api/stats');
    expect(status).toBe(200);
    expect(ZStats.strict().parse(body)).toEqual({
      sourceDocumentsCount: 0,
      completedDdqsCount: 0,
      qaPairsCount: 0,
      aiGeneratedAnswersCount: 0,
    });
  });

  it("counts only the caller's firm's rows", async () => {
    const a = await signInNewFirm(server.url);
    const b = await signInNewFirm(server.url);
    const firmA = (await a.client.json<{ user: { firmId: string } }>('/api/auth/user')).body.user.firmId;
    const [doc] = await server.ctx.db
      .insert(sourceDocuments)
      .values({
        firmId: firmA,
        originalName: 'a.docx',
        filename: 'a.docx',
        storageKey: 'k',
        fileSize: 1,
        mimeType: 'x',
        format: 'docx',
        status: 'completed',
      })
      .returning();
    await server.ctx.db.insert(qaPairs).values([
      { firmId: firmA, sourceDocumentId: doc!.id, ordinal: 0, question: 'Q1?', answer: 'A1' },
      { firmId: firmA, sourceDocumentId: doc!.id, ordinal: 1, question: 'Q2?', answer: 'A2' },
    ]);
    expect(ZStats.parse((await a.client.json('/api/stats')).body)).toMatchObject({
      sourceDocumentsCount: 1,
      qaPairsCount: 2,
    });
    expect(ZStats.parse((await b.client.json('/api/stats')).body)).toMatchObject({
      sourceDocumentsCount: 0,
      qaPairsCount: 0,
    });
  });

  it('counts as learned only the documents I learned from, not one that failed or is still being read', async () => {
    const a = await signInNewFirm(server.url);
    const firmId = (await a.client.json<{ user: { firmId: string } }>('/api/auth/user')).body.user.firmId;
    const doc = (name: string, status: 'completed' | 'error' | 'processing') => ({
      firmId,
      originalName: name,
      filename: name,
      storageKey: 'k',
      fileSize: 1,
      mimeType: 'x',
      format: 'docx',
      status,
    });
    await server.ctx.db
      .insert(sourceDocuments)
      .values([doc('learned.docx', 'completed'), doc('failed.docx', 'error'), doc('reading.docx', 'processing')]);
    expect(ZStats.parse((await a.client.json('/api/stats')).body)).toMatchObject({ sourceDocumentsCount: 1 });
  });
});
