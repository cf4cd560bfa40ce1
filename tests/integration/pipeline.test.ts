import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import type {
  TDdqCompletion,
  TDetailedBreakdown,
  TProcessingStatusItem,
  TQaPair,
  TResults,
  TSourceDocument,
  TStats,
} from '@contract/index';
import { ZDdqCompletion, ZDetailedBreakdown, ZQaPair, ZSourceDocument } from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { uploadMultipart, uploadTwoStep, waitForStatus } from '../support/api-flows';
import { blankInvestorDdq, buildDdq, completedFirmDdq, FIRM_DDQ } from '../fixtures/ddq-documents';
import { eq } from 'drizzle-orm';
import type { HttpClient } from '../support/http-client';
import { textEmbeddings } from '../../src/server/db/schema';
import { cachedEmbedder } from '../../src/server/domain/knowledge/text-embeddings';
import {
  EMBEDDING_MODEL,
  EMBEDDING_MODELS,
  EMBEDDING_TEXT_VERSION,
  embeddingTag,
  embeddingToBytes,
  type Embedder,
} from '../../src/engines/answering/index';

let server: TestServer;
let alice: SignedInUser;
let doc: TSourceDocument;
let completion: TDdqCompletion;

async function documentText(bytes: ArrayBuffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  return (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, ' ');
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await signInNewFirm(server.url);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('learning a training document (multipart upload)', () => {
  it('accepts the upload, queues it and learns every Q&A pair', async () => {
    const res = await uploadMultipart(
      alice.client,
      '/api/source-documents/upload',
      await completedFirmDdq(),
      'Northwind DDQ 2025.docx',
    );
    expect(res.status).toBe(201);
    const created = ZSourceDocument.parse(await res.json());
    expect(created).toMatchObject({
      originalName: 'Northwind DDQ 2025.docx',
      status: 'uploading',
      processingProgress: 0,
    });
    doc = await waitForStatus<TSourceDocument>(alice.client, '/api/source-documents', created.id, 90_000);
    expect(doc.status).toBe('completed');
    expect(doc.processingProgress).toBe(100);
    expect(doc.qaCount).toBe(FIRM_DDQ.length);
    expect(doc.mimeType).toContain('wordprocessingml');
  });

  it('lists the learned pairs, searches them on the server and filters them by document', async () => {
    const all = (await alice.client.json<TQaPair[]>('/api/qa-pairs')).body;
    expect(all).toHaveLength(FIRM_DDQ.length);
    all.forEach((p) => ZQaPair.parse(p));
    const aml = all.find((p) => p.question.includes('anti-money laundering'));
    expect(aml?.answer).toContain('AML/KYC policy');
    expect(aml?.sourceDocumentName).toBe('Northwind DDQ 2025.docx');

    const found = (await alice.client.json<TQaPair[]>('/api/qa-pairs?search=laundering')).body;
    expect(found.map((p) => p.question)).toEqual([expect.stringContaining('anti-money laundering')]);
    const byAnswer = (await alice.client.json<TQaPair[]>('/api/qa-pairs?search=Managing%20Partner')).body;
    expect(byAnswer[0]?.question).toContain('Chief Compliance Officer');
    expect((await alice.client.json('/api/qa-pairs?search=ab')).status).toBe(400);

    const byDoc = (await alice.client.json<TQaPair[]>(`/api/qa-pairs/${doc.id}`)).body;
    expect(byDoc).toHaveLength(FIRM_DDQ.length);
    const stats = (await alice.client.json<TStats>('/api/stats')).body;
    expect(stats).toMatchObject({ sourceDocumentsCount: 1, qaPairsCount: FIRM_DDQ.length, completedDdqsCount: 0 });
  });

  it('downloads the original file back', async () => {
    const res = await alice.client.request(`/api/source-documents/${doc.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Northwind%20DDQ%202025.docx');
    expect(await documentText(await res.arrayBuffer())).toContain('Northwind Capital Partners LLP');
  });
});

describe('completing a blank DDQ (two-step upload)', () => {
  it('completes the DDQ with live progress, then offers the filled Word file', async () => {
    const { status, body } = await uploadTwoStep(
      alice.client,
      'ddq-completions',
      await blankInvestorDdq(),
      'Pension Fund DDQ.docx',
    );
    expect(status).toBe(201);
    const queue = (await alice.client.json<TProcessingStatusItem[]>('/api/processing-status')).body;
    expect(queue.some((q) => q.id === body.id && q.type === 'ddq-completion')).toBe(true);

    completion = ZDdqCompletion.parse(
      await waitForStatus<TDdqCompletion>(alice.client, '/api/ddq-completions', body.id, 90_000),
    );
    expect(completion).toMatchObject({
      status: 'completed',
      processingProgress: 100,
      processingPhase: 'completed',
      totalQuestions: 7,
    });
    expect(completion.answeredQuestions).toBeGreaterThanOrEqual(5);
    expect(completion.answeredQuestions).toBeLessThan(7); // personal trading is not in the knowledge base
    expect(completion.accuracy).toBeGreaterThan(50);
    expect(completion.outputObjectPath).toBe(`/api/download-ddq/${completion.id}`);
    expect(completion.averageAnswerTime).toBeGreaterThanOrEqual(0);
    expect(completion.memoryUsageMB).toBeGreaterThan(0);
    expect(completion.knowledgeChunksUsed).toBeGreaterThanOrEqual(5);
    expect(completion.totalBatches).toBe(1);
    expect((await alice.client.json<TProcessingStatusItem[]>('/api/processing-status')).body).toEqual([]);
  });

  it('gives a detailed breakdown with every question, answer and injection status', async () => {
    const { body } = await alice.client.json<TDetailedBreakdown>(
      `/api/ddq-completions/${completion.id}/detailed-breakdown`,
    );
    const b = ZDetailedBreakdown.parse(body);
    expect(b.completion.originalName).toBe('Pension Fund DDQ.docx');
    expect(b.questionsIdentified).toMatchObject({ extracted: 7, total: 7 });
    expect(b.answersGenerated.completed + b.answersGenerated.failed).toBe(7);
    const trading = b.answersGenerated.answers.find((a) => a.question.includes('personal trading'));
    expect(trading?.status).toBe('failed');
    const name = b.answersGenerated.answers.find((a) => a.question.includes('legal name'));
    expect(name).toMatchObject({
      status: 'generated',
      answer: expect.stringContaining('Northwind Capital Partners LLP'),
    });
    // Drafts stay out of the clean copy until approved (the firm setting's default): only answered ones are injected.
    expect(b.injectionProgress.completed).toBe(b.answersGenerated.outcomes.answered);
    expect(b.answersGenerated.completed).toBe(b.answersGenerated.outcomes.answered + b.answersGenerated.outcomes.draft);
    expect(b.injectionProgress.questions.find((q) => q.question.includes('personal trading'))?.hasAnswer).toBe(false);
  });

  it('returns a results message and the completed Word file named after the original', async () => {
    const results = (await alice.client.json<TResults>(`/api/ddq-completions/${completion.id}/results`)).body;
    expect(results.hasDocument).toBe(true);
    expect(results.message).toMatch(/I answered \d of 7 questions/);
    const res = await alice.client.request(`/api/download-ddq/${completion.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="Pension Fund DDQ_COMPLETED_\d{4}-\d{2}-\d{2}\.docx"/,
    );
    const text = await documentText(await res.arrayBuffer());
    expect(text).toContain('Northwind Capital Partners LLP');
    expect(text).toContain('4.2 billion');
    const usage = (await alice.client.json<TQaPair[]>('/api/qa-pairs')).body.find((p) =>
      p.question.includes('legal name'),
    );
    expect(usage?.usageCount).toBe(1);
    // Every answer I wrote counts, drafts included; the completion's "Answered" counts the answered outcome only.
    const breakdown = ZDetailedBreakdown.parse(
      (await alice.client.json(`/api/ddq-completions/${completion.id}/detailed-breakdown`)).body,
    );
    expect((await alice.client.json<TStats>('/api/stats')).body).toMatchObject({
      completedDdqsCount: 1,
      aiGeneratedAnswersCount: breakdown.answersGenerated.completed,
    });
  });

  it('injects the stored answers into a fresh copy, with no AI', async () => {
    const res = await uploadMultipart(
      alice.client,
      '/api/inject-answers',
      await blankInvestorDdq(),
      'Pension Fund DDQ v2.docx',
      'ddq',
      { sourceCompletionId: completion.id },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/Pension Fund DDQ v2_COMPLETED_\d{4}-\d{2}-\d{2}\.docx/);
    expect(Number(res.headers.get('x-ddq-filled'))).toBe(completion.answeredQuestions);
    const text = await documentText(await res.arrayBuffer());
    expect(text).toContain('Northwind Capital Partners LLP');
    const missing = await uploadMultipart(
      alice.client,
      '/api/inject-answers',
      await blankInvestorDdq(),
      'x.docx',
      'ddq',
    );
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Please select a completion and upload a DDQ file.');
  });

  it('says so, and downloads nothing, when no question of the fresh copy matches the source', async () => {
    const unrelated = await buildDdq({
      title: 'Catering questionnaire',
      completed: false,
      questions: [
        { section: 'Menu', question: 'Which vegetarian dishes does your kitchen offer at lunch?', answer: '' },
        { section: 'Menu', question: 'How many days ahead must a banquet be booked?', answer: '' },
      ],
    });
    const res = await uploadMultipart(alice.client, '/api/inject-answers', unrelated, 'Catering.docx', 'ddq', {
      sourceCompletionId: completion.id,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('INJECTION_NO_MATCH');
    expect(body.message).toContain('None of the 2 questions');
    expect(res.headers.get('content-disposition')).toBeNull();
  });
});

describe('bad input and deletion', () => {
  it('refuses a file no engine can read, by content, whatever its name', async () => {
    const res = await uploadMultipart(
      alice.client,
      '/api/source-documents/upload',
      Buffer.from('just some text, not a document'),
      'fake.docx',
    );
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toContain("can't read this file format");
  });

  it('refuses a dashboard upload over 10 MB', async () => {
    const res = await uploadMultipart(
      alice.client,
      '/api/ddq-completions/upload',
      Buffer.alloc(10 * 1024 * 1024 + 10, 1),
      'big.docx',
    );
    expect(res.status).toBe(413);
  });

  it('refuses upload-complete for an address this server did not issue, or that received no file', async () => {
    const forged = await alice.client.json('/api/source-documents/upload-complete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uploadURL: 'https://evil.example/file.docx' }),
    });
    expect(forged.status).toBe(400);
    const issued = await alice.client.json<{ uploadURL: string }>('/api/source-documents/upload-url', {
      method: 'POST',
    });
    const empty = await alice.client.json('/api/source-documents/upload-complete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uploadURL: issued.body.uploadURL }),
    });
    expect(empty.status).toBe(400);
  });

  it("hides one firm's data from another: 404 for every id", async () => {
    const bob = await signInNewFirm(server.url);
    for (const path of [
      `/api/source-documents/${doc.id}/download`,
      `/api/qa-pairs/${doc.id}`,
      `/api/ddq-completions/${completion.id}/detailed-breakdown`,
      `/api/ddq-completions/${completion.id}/results`,
      `/api/download-ddq/${completion.id}`,
    ]) {
      expect((await bob.client.request(path)).status, path).toBe(404);
    }
    expect((await bob.client.request(`/api/source-documents/${doc.id}/retry`, { method: 'POST' })).status).toBe(404);
    expect((await bob.client.request(`/api/source-documents/${doc.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await bob.client.request(`/api/ddq-completions/${completion.id}`, { method: 'DELETE' })).status).toBe(404);
    const inject = await uploadMultipart(bob.client, '/api/inject-answers', await blankInvestorDdq(), 'x.docx', 'ddq', {
      sourceCompletionId: completion.id,
    });
    expect(inject.status).toBe(404);
    expect((await bob.client.json<unknown[]>('/api/qa-pairs')).body).toEqual([]);
    expect((await bob.client.json<unknown[]>('/api/qa-pairs?search=Northwind')).body).toEqual([]);
    expect((await bob.client.json<unknown[]>('/api/source-documents')).body).toEqual([]);
    expect((await bob.client.json<unknown[]>('/api/ddq-completions')).body).toEqual([]);
  });

  it('deletes a document with its file and all its pairs', async () => {
    expect((await alice.client.request(`/api/source-documents/${doc.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await alice.client.json<unknown[]>('/api/qa-pairs')).body).toEqual([]);
    expect((await alice.client.request(`/api/source-documents/${doc.id}/download`)).status).toBe(404);
    expect((await alice.client.json<TStats>('/api/stats')).body.sourceDocumentsCount).toBe(0);
  });

  it('deletes a completion', async () => {
    expect((await alice.client.request(`/api/ddq-completions/${completion.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await alice.client.json<unknown[]>('/api/ddq-completions')).body).toEqual([]);
  });
});

describe("the firm's text embeddings (each text embedded once)", () => {
  const firmOf = async (client: HttpClient) =>
    (await client.json<{ user: { firmId: string } }>('/api/auth/user')).body.user.firmId;
  /** A stand-in model: a text's vector holds its length; every text it is given is recorded. */
  const countingModel = (): Embedder & { seen: string[] } => {
    const seen: string[] = [];
    return {
      dims: 2,
      seen,
      embed: async (texts) => (seen.push(...texts), texts.map((t) => Float32Array.of(t.length, 1))),
    };
  };

  it('embeds each distinct text once, keeps it for later runs, and keeps firms apart', async () => {
    const [a, b] = await Promise.all([signInNewFirm(server.url), signInNewFirm(server.url)]);
    const firmA = await firmOf(a.client);
    const model = countingModel();
    expect((await cachedEmbedder(server.ctx, firmA, model).embed(['one?', 'three?', 'one?'])).map((v) => v[0])).toEqual(
      [4, 6, 4],
    );
    expect(model.seen.sort()).toEqual(['one?', 'three?']);
    // A later run (another job, another process): only the new text goes to the model.
    const again = countingModel();
    expect((await cachedEmbedder(server.ctx, firmA, again).embed(['three?', 'fourteen?'])).map((v) => v[0])).toEqual([
      6, 9,
    ]);
    expect(again.seen).toEqual(['fourteen?']);
    // Another firm's texts are its own.
    const other = countingModel();
    await cachedEmbedder(server.ctx, await firmOf(b.client), other).embed(['one?']);
    expect(other.seen).toEqual(['one?']);
  });

  it.each([
    [
      'an older version of the embedded text',
      embeddingTag(EMBEDDING_MODELS[EMBEDDING_MODEL], EMBEDDING_TEXT_VERSION - 1),
    ],
    ['another embedding model', embeddingTag(EMBEDDING_MODELS[EMBEDDING_MODEL] + 1, EMBEDDING_TEXT_VERSION)],
  ])('embeds again a text whose stored vector is of %s, and replaces it (vectors are never mixed)', async (_, tag) => {
    const firmId = await firmOf((await signInNewFirm(server.url)).client);
    await cachedEmbedder(server.ctx, firmId, countingModel()).embed(['old?']);
    const older = Buffer.from(embeddingToBytes(Float32Array.of(0, 0), tag));
    await server.ctx.db.update(textEmbeddings).set({ embedding: older }).where(eq(textEmbeddings.firmId, firmId));
    const model = countingModel();
    expect((await cachedEmbedder(server.ctx, firmId, model).embed(['old?']))[0]![0]).toBe(4);
    expect(model.seen).toEqual(['old?']);
    const after = countingModel();
    await cachedEmbedder(server.ctx, firmId, after).embed(['old?']);
    expect(after.seen).toEqual([]);
  });
});
