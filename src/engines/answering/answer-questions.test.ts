import { describe, expect, it } from 'vitest';
import { answerQuestions, countPairUsage, FALLBACK_PREFIX, NO_ANSWER_NOTE } from './answer-questions.js';
import { buildKnowledgeIndex } from './knowledge-index.js';
import { fakeEmbedder, pair, scriptedGenerator } from '../../../tests/fixtures/answering/pairs-and-fakes.js';
import type { AnswerResult } from './types.js';

const KB = () => [
  pair('p1', 'Do you have a documented business continuity plan (BCP)?', 'Yes. Tested twice a year.'),
  pair('p2', 'What is your data retention policy?', 'Records are kept for seven years.'),
  pair('p3', 'Is data encrypted at rest?', 'Yes', '2022-01-01'),
  pair('p4', 'Is all data encrypted at rest?', 'Yes. AES-256 on all volumes.', '2022-01-01'),
  pair(
    'p5',
    'Do you employ host-based intrusion detection?',
    'No. We rely on network IDS.',
    '2022-06-01',
    'HECVAT 2022',
  ),
  pair(
    'p6',
    'Do you employ host-based intrusion detection?',
    'Yes. EDR agents on every host.',
    '2024-06-01',
    'HECVAT 2024',
  ),
  pair('p7', 'Vendor Name', 'Acme Ltd'),
];

describe('answerQuestions (embedded default)', () => {
  it("answers a re-used question with the firm's words and high confidence", async () => {
    const [r] = await answerQuestions(
      [{ index: 1, text: '1.2 Do you have a documented business continuity plan (BCP)?' }],
      buildKnowledgeIndex(KB()),
    );
    expect(r).toMatchObject({
      index: 1,
      status: 'generated',
      answer: 'Yes. Tested twice a year.',
      sourcePairIds: ['p1'],
      fallback: false,
      tokensUsed: 0,
    });
    expect(r!.confidence).toBeGreaterThanOrEqual(90);
    expect(r!.confidence).toBeLessThanOrEqual(100);
    expect(r!.candidates[0]).toEqual({ pairId: 'p1', score: 1 });
  });

  it('marks a question the knowledge base does not cover as failed', async () => {
    const [r] = await answerQuestions(
      [{ index: 3, text: "What is the fund's hurdle rate?" }],
      buildKnowledgeIndex(KB()),
    );
    expect(r).toMatchObject({ status: 'failed', answer: null, sourcePairIds: [], note: NO_ANSWER_NOTE });
  });

  it('does not answer a deletion question from the retention pair (near-miss)', async () => {
    const [r] = await answerQuestions(
      [{ index: 4, text: 'Describe your data deletion policy.' }],
      buildKnowledgeIndex(KB()),
    );
    expect(r!.status).toBe('failed');
  });

  it('prefers the newest of several differing answers and says so', async () => {
    const [r] = await answerQuestions(
      [{ index: 5, text: 'Do you employ host-based intrusion detection?' }],
      buildKnowledgeIndex(KB()),
    );
    expect(r!.answer).toBe('Yes. EDR agents on every host.');
    expect(r!.sourcePairIds).toEqual(['p6']);
    expect(r!.note).toBe('2 stored answers differ; used the newest (2024-06-01, HECVAT 2024)');
  });

  it('uses the newest answer to the same question even when the answers agree (a reviewer correction)', async () => {
    const kb = buildKnowledgeIndex([
      pair('old', 'What is the legal name of the firm?', 'Northwind Capital Partners LLP', '2024-01-01'),
      pair(
        'new',
        'What is the legal name of the firm?',
        'Northwind Capital Group LLP, formerly Northwind Capital Partners LLP',
        '2026-03-01',
      ),
    ]);
    const [r] = await answerQuestions([{ index: 0, text: 'What is the legal name of the firm?' }], kb);
    expect(r!.sourcePairIds[0]).toBe('new');
    expect(r!.answer).toContain('Northwind Capital Group LLP');
  });

  it('puts yes/no first and borrows the explanation of an agreeing pair for a bare "Yes"', async () => {
    const [r] = await answerQuestions([{ index: 6, text: 'Is data encrypted at rest?' }], buildKnowledgeIndex(KB()));
    expect(r!.answer).toBe('Yes. AES-256 on all volumes.');
    expect(r!.sourcePairIds).toEqual(['p3', 'p4']);
  });

  it('uses the embedder for questions and for pairs stored without a vector', async () => {
    const embedder = fakeEmbedder();
    const pairs = KB();
    const index = buildKnowledgeIndex(pairs);
    const results = await answerQuestions(
      [
        { index: 1, text: 'Vendor name' },
        { index: 2, text: 'Please describe your data retention policy' },
      ],
      index,
      { embedder },
    );
    expect(pairs.every((p) => p.embedding?.length === 64)).toBe(true);
    expect(embedder.calls).toBe(2); // pairs once, questions once
    expect(results.map((r) => r.answer)).toEqual(['Acme Ltd', 'Records are kept for seven years.']);
  });

  it('reports each answer through onAnswer and counts pair usage', async () => {
    const seen: AnswerResult[] = [];
    const results = await answerQuestions(
      [
        { index: 1, text: 'Vendor Name' },
        { index: 2, text: 'Vendor name?' },
        { index: 3, text: 'Unrelated question about golf' },
      ],
      buildKnowledgeIndex(KB()),
      { onAnswer: (r) => void seen.push(r) },
    );
    expect(seen.map((r) => r.index)).toEqual([1, 2, 3]);
    expect(countPairUsage(results)).toEqual(new Map([['p7', 2]]));
  });

  it('handles an empty knowledge base', async () => {
    const [r] = await answerQuestions([{ index: 1, text: 'Vendor Name' }], buildKnowledgeIndex([]), {
      embedder: fakeEmbedder(),
    });
    expect(r).toMatchObject({ status: 'failed', candidates: [], confidence: 0 });
  });
});

describe('answerQuestions with a generator', () => {
  const q = [
    { index: 1, text: 'Do you have a BCP?' },
    { index: 2, text: 'Vendor Name' },
  ];

  it('returns the model answer with the pairs it used and its token count', async () => {
    const gen = scriptedGenerator((req) => ({
      answer: 'Yes, tested twice a year.',
      usedPairIds: [req.pairs[0]!.id, 'made-up'],
      tokensUsed: 120,
    }));
    const [r] = await answerQuestions(q.slice(0, 1), buildKnowledgeIndex(KB()), { generator: gen });
    expect(r).toMatchObject({
      status: 'generated',
      answer: 'Yes, tested twice a year.',
      sourcePairIds: ['p1'],
      tokensUsed: 120,
      fallback: false,
    });
    expect(gen.requests[0]!.kind).toBe('yes_no');
    expect(gen.requests[0]!.pairs.length).toBeGreaterThan(0);
  });

  it('marks failed when the model cannot answer', async () => {
    const gen = scriptedGenerator(() => ({ answer: null, usedPairIds: [], tokensUsed: 80 }));
    const [r] = await answerQuestions(q.slice(0, 1), buildKnowledgeIndex(KB()), { generator: gen });
    expect(r).toMatchObject({ status: 'failed', answer: null, tokensUsed: 80 });
    expect(r!.note).toContain(NO_ANSWER_NOTE);
  });

  it('falls back to the best stored answer with the [FALLBACK] prefix when the model fails', async () => {
    const gen = scriptedGenerator(() => {
      throw new Error('503 after 2 retries');
    });
    const results = await answerQuestions(q, buildKnowledgeIndex(KB()), { generator: gen });
    expect(results.map((r) => r.answer)).toEqual([
      `${FALLBACK_PREFIX}Yes. Tested twice a year.`,
      `${FALLBACK_PREFIX}Acme Ltd`,
    ]);
    expect(results.every((r) => r.fallback && r.status === 'generated')).toBe(true);
    expect(results[0]!.note).toContain('503 after 2 retries');
  });

  it('does not call the model when nothing in the knowledge base matches', async () => {
    const gen = scriptedGenerator(() => ({ answer: 'x', usedPairIds: [], tokensUsed: 1 }));
    const [r] = await answerQuestions(
      [{ index: 9, text: "What is the fund's hurdle rate?" }],
      buildKnowledgeIndex(KB()),
      { generator: gen },
    );
    expect(r!.status).toBe('failed');
    expect(gen.requests).toHaveLength(0);
  });

  it('keeps at most `concurrency` model calls in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const gen = scriptedGenerator(async (req) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 10));
      inFlight--;
      return { answer: 'ok', usedPairIds: [req.pairs[0]!.id], tokensUsed: 1 };
    }, 3);
    const many = Array.from({ length: 12 }, (_, i) => ({ index: i, text: 'Vendor Name' }));
    const results = await answerQuestions(many, buildKnowledgeIndex(KB()), { generator: gen });
    expect(results.map((r) => r.index)).toEqual(many.map((m) => m.index));
    expect(peak).toBe(3);
  });
});

describe('answer limits and as-of facts', () => {
  const ESG = "Describe the firm's responsible investment policy.";
  const long =
    'We adopted a responsible investment policy in 2019. It applies to every fund and every deal. The ESG committee reviews it each year and reports to the board.';
  const now = new Date('2026-11-01T00:00:00Z');

  it('keeps an answer within the limit the question names, and says it was cut', async () => {
    const [r] = await answerQuestions(
      [{ index: 1, text: `${ESG} (max 20 words)` }],
      buildKnowledgeIndex([pair('e1', ESG, long)]),
    );
    expect(r!.answer).toBe(
      'We adopted a responsible investment policy in 2019. It applies to every fund and every deal.',
    );
    expect(r).toMatchObject({ shortened: true, limit: { words: 20 } });
    expect(r!.note).toMatch(/^Shortened to fit the 20-word limit \(12 words cut\)/);
  });

  it('keeps an answer within a limit the document sets on its slot, and asks a model to do the same', async () => {
    const generator = scriptedGenerator(() => ({ answer: long, usedPairIds: ['e1'], tokensUsed: 5 }));
    const [r] = await answerQuestions(
      [{ index: 1, text: ESG, limit: { chars: 60 } }],
      buildKnowledgeIndex([pair('e1', ESG, long)]),
      { generator },
    );
    expect(generator.requests[0]!.limit).toEqual({ chars: 60 });
    expect(r!.answer!.length).toBeLessThanOrEqual(60);
    expect(r!.shortened).toBe(true);
  });

  it('an answer within its limit is left alone', async () => {
    const [r] = await answerQuestions(
      [{ index: 1, text: `${ESG} (max 250 words)` }],
      buildKnowledgeIndex([pair('e1', ESG, long)]),
    );
    expect(r).toMatchObject({ answer: long, limit: { words: 250 } });
    expect(r!.shortened).toBeUndefined();
  });

  const AUM = "What are the firm's assets under management?";
  const aumAnswer = 'Assets under management were USD 2.1 billion.';

  it('a stale AUM figure is a draft with the date it was stated; a confirmed one is answered', async () => {
    const stale = { ...pair('a1', AUM, aumAnswer), statedOn: new Date('2024-03-31') };
    const [r] = await answerQuestions([{ index: 1, text: AUM }], buildKnowledgeIndex([stale]), {
      freshness: { months: 12, now },
    });
    expect(r).toMatchObject({ outcome: 'draft', stale: true, statedOn: '2024-03-31', answer: aumAnswer });
    expect(r!.note).toContain('stated on 2024-03-31: confirm it is still true');

    const confirmed = { ...stale, confirmedOn: new Date('2026-09-30') };
    const [c] = await answerQuestions([{ index: 1, text: AUM }], buildKnowledgeIndex([confirmed]), {
      freshness: { months: 12, now },
    });
    expect(c).toMatchObject({ outcome: 'answered', statedOn: '2026-09-30' });
    expect(c!.stale).toBeUndefined();
  });

  it('an old answer to "in the last 12 months" is a draft with the date it was given', async () => {
    const q = 'Have you had a data breach in the last 12 months?';
    const a = 'No. There have been no data breaches in the last 12 months.';
    const [r] = await answerQuestions([{ index: 1, text: q }], buildKnowledgeIndex([pair('w1', q, a, '2025-04-01')]), {
      freshness: { months: 12, now },
    });
    expect(r).toMatchObject({ outcome: 'draft', stale: true, statedOn: '2025-04-01', answer: a });
    expect(r!.note).toContain('stated on 2025-04-01: confirm it is still true');
    const [fresh] = await answerQuestions(
      [{ index: 1, text: q }],
      buildKnowledgeIndex([pair('w1', q, a, '2026-10-01')]),
      { freshness: { months: 12, now } },
    );
    expect(fresh).toMatchObject({ outcome: 'answered' });
  });

  it('an answer with nothing that ages stays answered however old', async () => {
    const old = pair(
      'b1',
      'Do you have a documented business continuity plan (BCP)?',
      'Yes. Tested twice a year.',
      '2015-01-01',
    );
    const [r] = await answerQuestions([{ index: 1, text: old.question }], buildKnowledgeIndex([old]), {
      freshness: { months: 12, now },
    });
    expect(r).toMatchObject({ outcome: 'answered' });
    expect(r!.statedOn).toBeUndefined();
  });
});
