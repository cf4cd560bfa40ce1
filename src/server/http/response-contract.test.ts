import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { api } from '@contract/index';
import { installResponseContract, responseSchemaFor } from './response-contract';

async function appWith(stats: unknown, enabled = true) {
  const app = Fastify();
  installResponseContract(app, { enabled });
  app.get(api.stats.path, async () => stats);
  app.get('/api/not-in-the-contract', async () => ({ anything: true }));
  await app.ready();
  return app;
}

const STATS = { sourceDocumentsCount: 1, completedDdqsCount: 2, qaPairsCount: 3, aiGeneratedAnswersCount: 4 };

describe('responses checked against the contract', () => {
  it('knows the response schema of every call that answers JSON, by method and route', () => {
    expect(responseSchemaFor('GET', '/api/ddq-completions/:id/review')).toBe(api.review.response);
    expect(responseSchemaFor('PUT', '/api/firm-settings')).toBe(api.firmSettingsUpdate.response);
    expect(responseSchemaFor('GET', '/api/download-ddq/:id')).toBeUndefined();
  });

  it('lets a response that matches through unchanged', async () => {
    const res = await (await appWith(STATS)).inject({ url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(STATS);
  });

  it('replaces a response that drifted from its contract by a 500 naming the field', async () => {
    const res = await (await appWith({ ...STATS, qaPairsCount: 'three' })).inject({ url: '/api/stats' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'RESPONSE_CONTRACT', message: expect.stringContaining('qaPairsCount') });
  });

  it('leaves calls outside the contract alone, and checks nothing when turned off (production)', async () => {
    expect((await (await appWith(STATS)).inject({ url: '/api/not-in-the-contract' })).statusCode).toBe(200);
    expect((await (await appWith({ wrong: true }, false)).inject({ url: '/api/stats' })).statusCode).toBe(200);
  });
});
