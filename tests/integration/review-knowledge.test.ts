/**
 * Review and the knowledge base, through the real HTTP app: knowledge hygiene (contradictions and near-duplicates
 * merged and retired), and stored vectors of an older embedding version recomputed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ZHygieneReport, type TDdqCompletion, type THygieneReport, type TQaPair } from '@contract/index';
import type { SignedInUser, TestServer } from '../support/test-server';
import { send } from '../support/api-flows';
import { startReviewWorld, complete, review, item } from '../support/review-flows';
import { AUM_ANSWER, blankInvestorDdq } from '../fixtures/ddq-documents';

let server: TestServer;
let alice: SignedInUser;
let first: TDdqCompletion;

beforeAll(async () => {
  ({ server, alice, first } = await startReviewWorld());
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('knowledge hygiene', () => {
  it('shows contradictions (same question, yes and no) and near-duplicates with their age; merge and retire clean them up', async () => {
    const r = await review(alice.client, first.id);
    const sec = item(r, 'registered with the SEC');
    await send(alice.client, 'PATCH', `/api/ddq-completions/${first.id}/review/items/${sec.id}`, {
      answer: 'No. The firm is not registered with the SEC.',
    });
    await send(alice.client, 'POST', `/api/ddq-completions/${first.id}/review/items/${sec.id}/approve`);
    const aum = item(r, 'assets under management');
    await send(alice.client, 'PATCH', `/api/ddq-completions/${first.id}/review/items/${aum.id}`, {
      answer: `${AUM_ANSWER.replace(/\.$/, '')} (unaudited).`,
    });
    await send(alice.client, 'POST', `/api/ddq-completions/${first.id}/review/items/${aum.id}/approve`);

    const report = ZHygieneReport.parse((await alice.client.json<THygieneReport>('/api/knowledge/hygiene')).body);
    const contradiction = report.contradictions.find((g) => g.pairs.some((p) => p.question.includes('SEC')))!;
    expect(contradiction.pairs.map((p) => p.answer)).toEqual([
      'No. The firm is not registered with the SEC.',
      expect.stringContaining('Yes.'),
    ]);
    expect(contradiction.pairs[0]!.ageDays).toBe(0);
    const duplicate = report.duplicates.find((g) =>
      g.pairs.some((p) => p.question.includes('assets under management')),
    )!;
    expect(duplicate.pairs).toHaveLength(2);
    expect(report.totalPairs).toBeGreaterThan(12);

    const [keep, old] = contradiction.pairs;
    expect(
      (await send(alice.client, 'POST', '/api/knowledge/merge', { keepId: keep!.id, retireIds: [keep!.id] })).status,
    ).toBe(400);
    expect(
      (await send(alice.client, 'POST', '/api/knowledge/merge', { keepId: keep!.id, retireIds: [old!.id] })).status,
    ).toBe(200);
    expect((await send(alice.client, 'POST', `/api/knowledge/pairs/${duplicate.pairs[1]!.id}/retire`)).status).toBe(
      200,
    );
    expect((await send(alice.client, 'POST', `/api/knowledge/pairs/${duplicate.pairs[1]!.id}/retire`)).status).toBe(
      404,
    );
    const after = (await alice.client.json<THygieneReport>('/api/knowledge/hygiene')).body;
    expect(after.contradictions.filter((g) => g.pairs.some((p) => p.question.includes('SEC')))).toEqual([]);
    expect(after.duplicates.filter((g) => g.pairs.some((p) => p.question.includes('assets under management')))).toEqual(
      [],
    );
    const live = (await alice.client.json<TQaPair[]>('/api/qa-pairs')).body.map((p) => p.id);
    expect(live).toContain(keep!.id);
    expect(live).not.toContain(old!.id);
  });
});

describe('stored vectors of an older embedding version', () => {
  it('are recomputed from the question and answer and written back once, tagged with the current version', async () => {
    const { qaPairs, users } = await import('../../src/server/db/schema');
    const [me] = await server.ctx.db.select({ firmId: users.firmId }).from(users).where(eq(users.email, alice.email));
    const firmId = me!.firmId;
    const { decodeEmbedding, EMBEDDING_VERSION_TAG } = await import('../../src/engines/answering/index');
    const { clearEmbeddingCache } = await import('../../src/server/domain/knowledge/embedding-cache');
    const legacy = Buffer.alloc(512 * 4); // version 1: plain float32s of the whole question (here all zero)
    // ... and no vector of the answer, as for pairs learned before answers were embedded.
    await server.ctx.db
      .update(qaPairs)
      .set({ embedding: legacy, answerEmbedding: null })
      .where(eq(qaPairs.firmId, firmId));
    clearEmbeddingCache(); // as after a restart: vectors come from the database
    const done = await complete(alice.client, await blankInvestorDdq(), 'After upgrade.docx');
    expect(done.status).toBe('completed');
    // Live pairs: retired ones are never loaded for answering, so never recomputed.
    const rows = await server.ctx.db
      .select({ embedding: qaPairs.embedding, answerEmbedding: qaPairs.answerEmbedding })
      .from(qaPairs)
      .where(and(eq(qaPairs.firmId, firmId), isNull(qaPairs.retiredAt)));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      for (const bytes of [r.embedding, r.answerEmbedding]) {
        const stored = decodeEmbedding(new Uint8Array(bytes!));
        expect(stored.version).toBe(EMBEDDING_VERSION_TAG);
        expect(Math.hypot(...stored.vector)).toBeCloseTo(1, 3);
      }
    }
  });
});
