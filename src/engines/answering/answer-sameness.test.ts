/** The stored answer as evidence: the answer-sameness model reads the new question against the pair's answer. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmbedder } from './embedder.js';
import { buildKnowledgeIndex, isBareAnswer } from './knowledge-index.js';
import { answerQuestions } from './answer-questions.js';
import { DRAFT_ONLY_CAP } from './judge.js';
import { rankPairs } from './ranker.js';
import { embeddingText } from './embedder.js';
import type { Embedder, KnowledgePair } from './types.js';

let embedder: Embedder;
beforeAll(async () => {
  embedder = await createEmbedder({ workers: 0 });
});

const pair = (id: string, question: string, answer: string): KnowledgePair => ({
  id,
  question,
  answer,
  createdAt: new Date('2025-01-01'),
});

async function ranked(pairs: KnowledgePair[], question: string) {
  const index = buildKnowledgeIndex(pairs);
  await index.ensureEmbeddings(embedder);
  const [q] = await embedder.embed([embeddingText(question)]);
  return { index, ranked: rankPairs(index, question, q!, 8) };
}

describe('answer-sameness', () => {
  it('embeds every pair’s answer beside its question, once', async () => {
    const pairs = [
      pair('a', 'Who is the auditor of the funds?', 'KPMG LLP audits the funds’ annual financial statements.'),
      pair('b', 'Do you encrypt data at rest?', 'Yes.'),
    ];
    const index = buildKnowledgeIndex(pairs);
    await index.ensureEmbeddings(embedder);
    expect(pairs.every((p) => p.answerEmbedding?.length === 512)).toBe(true);
    const kept = pairs[0]!.answerEmbedding;
    await index.ensureEmbeddings(embedder);
    expect(pairs[0]!.answerEmbedding).toBe(kept);
  });

  it('a reworded question fits the answer that answers it better than a neighbour’s answer', async () => {
    const { index, ranked: r } = await ranked(
      [
        pair(
          'auditor',
          'Who is the firm’s auditor?',
          'Harlow & Finch LLP, a chartered accountancy firm, has audited the funds’ annual financial statements since 2016.',
        ),
        pair(
          'administrator',
          'Who is the fund administrator?',
          'Northgate Fund Services calculates the net asset value monthly and keeps the register of investors.',
        ),
        pair(
          'custodian',
          'Who is the custodian?',
          'Assets are held in safekeeping by Meridian Trust Bank, a regulated depositary.',
        ),
      ],
      'Name the accountants who audit your financial statements.',
    );
    const of = (id: string) => r.find((c) => index.pairs[c.pair]!.id === id)!.answerSameness!;
    expect(of('auditor')).toBeGreaterThan(of('administrator'));
    expect(of('auditor')).toBeGreaterThan(of('custodian'));
  });

  it('a bare yes or no tells nothing of what it answers: its question stands for it', async () => {
    const { ranked: r } = await ranked(
      [
        pair('mfa', 'Do you enforce multi-factor authentication for remote access?', 'Yes.'),
        pair('enc', 'Is data encrypted at rest?', 'Yes. AES-256 on every volume, keys held in AWS KMS.'),
      ],
      'Is MFA required for staff connecting remotely?',
    );
    const mfa = r.find((c) => c.pair === 0)!;
    expect(mfa.answerSameness).toBe(mfa.sameness);
    const enc = r.find((c) => c.pair === 1)!;
    expect(enc.answerSameness).not.toBe(enc.sameness);
  });

  it('reads an answer as bare when it says no more than yes, no or not applicable', () => {
    expect(isBareAnswer('Yes')).toBe(true);
    expect(isBareAnswer('No.')).toBe(true);
    expect(isBareAnswer('N/A')).toBe(true);
    expect(isBareAnswer('Yes - annually')).toBe(true);
    expect(isBareAnswer('Yes. Reviewed annually by the CISO.')).toBe(false);
    expect(isBareAnswer('KPMG LLP audits the funds.')).toBe(false);
  });
});

describe('a yes or no borrowed from another question', () => {
  // Without the rule (BORROWED_YES_NO) the perimeter pair's "Yes" was given as an answer at 88 %: its answer talks
  // about data centers, and the firm in fact does not own one.
  it('is at most a draft when the stored question is neither worded nor learned alike, whatever its answer says', async () => {
    const pairs = [
      pair(
        'perimeter',
        'Are physical security perimeters established between administrative and business areas, data storage, and processing facilities?',
        'Yes. Client data is held in data centers owned by our cloud hosting provider.',
      ),
      pair('mfa', 'Is multi-factor authentication enforced for all remote access?', 'Yes. Okta Verify for every user.'),
      pair(
        'backup',
        'Are backups encrypted and tested?',
        'Yes. Nightly encrypted snapshots, restores tested quarterly.',
      ),
      pair('dr', 'Do you have a disaster recovery plan?', 'Yes. Tested annually with a failover to a second region.'),
      pair(
        'visitors',
        'Are visitors to your offices escorted at all times?',
        'Yes. Visitors sign in at reception and are escorted.',
      ),
      pair(
        'cctv',
        'Is CCTV used to monitor your premises?',
        'Yes. CCTV covers every entrance, recordings kept 90 days.',
      ),
    ];
    const index = buildKnowledgeIndex(pairs);
    const [result] = await answerQuestions(
      [{ index: 0, text: 'Does your company own the physical data center where client data will reside?' }],
      index,
      { embedder },
    );
    expect(result!.outcome).not.toBe('answered');
    expect(result!.confidence).toBeLessThanOrEqual(DRAFT_ONLY_CAP * 100);
  });
});
