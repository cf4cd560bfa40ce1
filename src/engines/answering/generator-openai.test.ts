import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestions, FALLBACK_PREFIX, NO_ANSWER_NOTE } from './answer-questions.js';
import { createOpenAiGenerator, type OpenAiGeneratorConfig } from './generator-openai.js';
import { buildKnowledgeIndex } from './knowledge-index.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/support/openai-stand-in.js';
import { pair } from '../../../tests/fixtures/answering/pairs-and-fakes.js';
import type { GenerationRequest } from './types.js';

let server: FakeOpenAi;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());

const config = (over: Partial<OpenAiGeneratorConfig> = {}): OpenAiGeneratorConfig => ({
  baseURL: server.baseURL,
  apiKey: 'test-key',
  model: 'test-model',
  timeoutMs: 2_000,
  maxRetries: 2,
  concurrency: 2,
  ...over,
});

const request: GenerationRequest = {
  question: 'Do you have a BCP?',
  kind: 'yes_no',
  pairs: [
    {
      id: 'pair-a',
      question: 'Do you have a business continuity plan?',
      answer: 'Yes. Tested twice a year.',
      createdAt: new Date('2024-01-01'),
      score: 0.9,
    },
    { id: 'pair-b', question: 'Do you have a DR plan?', answer: 'Yes.', createdAt: new Date('2023-01-01'), score: 0.5 },
  ],
};

const kb = () =>
  buildKnowledgeIndex([
    pair('p1', 'Do you have a documented business continuity plan (BCP)?', 'Yes. Tested twice a year.'),
    pair('p2', 'Vendor Name', 'Acme Ltd'),
  ]);
const questions = [{ index: 1, text: 'Do you have a documented business continuity plan (BCP)?' }];

describe('createOpenAiGenerator against a local chat-completions server', () => {
  it('sends the question and numbered pairs, maps used pair handles back to ids, counts tokens', async () => {
    server.script([
      { reply: '{"answer":"Yes. Tested twice a year.","used_pair_ids":["P1"],"cannot_answer":false}', tokens: 321 },
    ]);
    const result = await createOpenAiGenerator(config()).generate(request);
    expect(result).toEqual({ answer: 'Yes. Tested twice a year.', usedPairIds: ['pair-a'], tokensUsed: 321 });
    const sent = server.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({ model: 'test-model', temperature: 0, response_format: { type: 'json_object' } });
    const user = (sent.body.messages as { content: string }[])[1]!.content;
    expect(user).toContain('Question (yes/no): Do you have a BCP?');
    expect(user).toContain('P2 (2023-01-01)');
  });

  it('retries 429 and 500 with back-off, then succeeds', async () => {
    server.script([
      { status: 429, retryAfterMs: 20 },
      { status: 500, retryAfterMs: 20 },
      { reply: '```json\n{"answer":"Yes.","used_pair_ids":["P2"]}\n```' },
    ]);
    const result = await createOpenAiGenerator(config()).generate(request);
    expect(result.answer).toBe('Yes.');
    expect(result.usedPairIds).toEqual(['pair-b']);
    expect(server.requests).toHaveLength(3);
  });

  it('reports "cannot answer" as no answer', async () => {
    server.script([{ reply: '{"answer":null,"used_pair_ids":[],"cannot_answer":true}', tokens: 90 }]);
    const [r] = await answerQuestions(questions, kb(), { generator: createOpenAiGenerator(config()) });
    expect(r).toMatchObject({ status: 'failed', answer: null, tokensUsed: 90, fallback: false });
    expect(r!.note).toContain(NO_ANSWER_NOTE);
  });

  it('falls back to the stored answer after the retries run out on 5xx', async () => {
    server.script([{ status: 503, retryAfterMs: 10 }]);
    const [r] = await answerQuestions(questions, kb(), { generator: createOpenAiGenerator(config({ maxRetries: 1 })) });
    expect(server.requests).toHaveLength(2);
    expect(r).toMatchObject({
      status: 'generated',
      answer: `${FALLBACK_PREFIX}Yes. Tested twice a year.`,
      fallback: true,
      sourcePairIds: ['p1'],
    });
  });

  it('falls back when the server does not answer in time', async () => {
    server.script([{ hang: true }]);
    const started = Date.now();
    const [r] = await answerQuestions(questions, kb(), {
      generator: createOpenAiGenerator(config({ timeoutMs: 150, maxRetries: 0 })),
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(r).toMatchObject({ fallback: true, answer: `${FALLBACK_PREFIX}Yes. Tested twice a year.` });
    expect(r!.note).toMatch(/timed out|timeout/i);
  });

  it('falls back when the model reply is not the JSON asked for', async () => {
    server.script([{ reply: 'Sure! The firm does have a BCP.' }]);
    const [r] = await answerQuestions(questions, kb(), { generator: createOpenAiGenerator(config()) });
    expect(r).toMatchObject({ fallback: true, answer: `${FALLBACK_PREFIX}Yes. Tested twice a year.` });
    expect(r!.note).toContain('not JSON');
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    server.script([{ reply: '{"answer":"Acme Ltd","used_pair_ids":["P1"]}', delayMs: 30 }]);
    const many = Array.from({ length: 8 }, (_, i) => ({ index: i, text: 'Vendor Name' }));
    const results = await answerQuestions(many, kb(), { generator: createOpenAiGenerator(config({ concurrency: 3 })) });
    expect(results.every((r) => r.answer === 'Acme Ltd' && r.sourcePairIds[0] === 'p2')).toBe(true);
    expect(server.requests).toHaveLength(8);
    expect(server.peakInFlight).toBe(3);
  });
});
