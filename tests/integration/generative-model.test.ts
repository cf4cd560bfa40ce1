/** Completing a DDQ with a generative model configured (OpenAI-compatible API, here a local stand-in). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDdqCompletion, TDetailedBreakdown, TSourceDocument } from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { uploadMultipart, waitForStatus } from '../support/api-flows';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { blankInvestorDdq, completedFirmDdq } from '../fixtures/ddq-documents';

let model: OpenAiStandIn;
let server: TestServer;
let user: SignedInUser;

beforeAll(async () => {
  model = await startOpenAiStandIn([
    { when: 'total AUM', reply: 'server-error' },
    { when: 'AML/KYC', reply: 'cannot-answer' },
  ]);
  server = await startTestServer({
    OPENAI_BASE_URL: model.baseURL,
    OPENAI_API_KEY: 'test-key',
    OPENAI_MODEL: 'stand-in-1',
    LLM_MAX_RETRIES: '1',
    LLM_TIMEOUT_MS: '5000',
  });
  user = await signInNewFirm(server.url);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await model?.close();
});

describe('with a generative model', () => {
  it('answers through the model, counts tokens, and falls back to the stored answer when the model fails', async () => {
    const learn = await uploadMultipart(
      user.client,
      '/api/source-documents/upload',
      await completedFirmDdq(),
      'firm.docx',
    );
    const doc = await waitForStatus<TSourceDocument>(
      user.client,
      '/api/source-documents',
      ((await learn.json()) as { id: string }).id,
    );
    expect(doc.status).toBe('completed');

    const res = await uploadMultipart(
      user.client,
      '/api/ddq-completions/upload',
      await blankInvestorDdq(),
      'investor.docx',
    );
    const done = await waitForStatus<TDdqCompletion>(
      user.client,
      '/api/ddq-completions',
      ((await res.json()) as { id: string }).id,
    );
    expect(done.status).toBe('completed');
    expect(model.calls.length).toBeGreaterThan(0);
    expect(done.tokensUsedTotal).toBeGreaterThanOrEqual(150 * model.calls.filter((c) => c.status === 200).length);
    expect(done.fallbackAnswersCount).toBe(1);
    expect(done.errorCount).toBeGreaterThanOrEqual(1);
    expect(done.lastErrorMessage).toContain('best stored answer');

    const b = (await user.client.json<TDetailedBreakdown>(`/api/ddq-completions/${done.id}/detailed-breakdown`)).body;
    const aum = b.answersGenerated.answers.find((a) => a.question.includes('total AUM'))!;
    expect(aum.answer.startsWith('[FALLBACK] ')).toBe(true);
    expect(aum.answer).toContain('4.2 billion');
    expect(b.processingStats.fallbackAnswers).toBe(1);
    // The model said it cannot answer from the pairs: the question is left for the reviewer, and the refusal counted.
    expect(b.answersGenerated.answers.find((a) => a.question.includes('AML/KYC'))).toMatchObject({
      status: 'failed',
      outcome: 'none',
    });
    expect(b.processingStats.modelRefusals).toBe(1);
    expect(done.modelRefusalsCount).toBe(1);
    const name = b.answersGenerated.answers.find((a) => a.question.includes('legal name'))!;
    expect(name).toMatchObject({ status: 'generated', answer: 'Northwind Capital Partners LLP' });
    expect(name.tokensUsed).toBe(150);
    // The failing call was retried before falling back.
    expect(model.calls.filter((c) => c.question.includes('total AUM')).length).toBe(2);
  });
});
