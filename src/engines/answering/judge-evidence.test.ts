/**
 * What the judge weighs beyond how alike two questions are: two topics named one on each side, how far a pair stands
 * out from the rest of the knowledge base, an answer that gives the kind of thing asked (a figure for "how much"), and
 * "how" asked of a pair that only says whether.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestions } from './answer-questions.js';
import { buildKnowledgeIndex } from './knowledge-index.js';
import { rankPairs } from './ranker.js';
import { DRAFT_ONLY_CAP, judgeProbability, type JudgeFeatures } from './judge.js';
import { JUDGE_COEFFICIENTS } from './judge-coefficients.js';
import { fakeEmbedder, pair } from '../../../tests/fixtures/answering/pairs-and-fakes.js';

describe('two topics named, one on each side', () => {
  const KB2 = () =>
    buildKnowledgeIndex([
      pair(
        'insurance',
        'What insurance coverage does the firm maintain (D&O, E&O)?',
        'The firm maintains directors and officers and errors and omissions insurance with a combined limit of $10m.',
      ),
      pair('rest', 'Is client data encrypted at rest?', 'Yes. AES-256 on every volume.'),
    ]);

  it('are a conflict: cyber insurance is not answered by the D&O and E&O cover', async () => {
    const index = KB2();
    const [r] = await answerQuestions(
      [{ index: 0, text: 'Does the firm carry cyber liability insurance? Please state the limit and the carrier.' }],
      index,
    );
    expect(r!.outcome).toBe('none');
  });

  it('weigh against a pair beyond a concept named on one side only', () => {
    const base: JudgeFeatures = {
      embedding: 0.6,
      standout: 2,
      sameness: 0,
      answerSameness: 0,
      scoreYardstick: 0.8,
      lexical: 0.5,
      score: 0.5,
      byPair: 0.6,
      byQuestion: 0.5,
      ofPair: 0.5,
      mutual: 0.5,
      missing: 1,
      scopeMismatch: 0,
      missingConcepts: 1,
      extraConcepts: 1,
      clash: 0,
      conceptConflict: 0,
      exact: 0,
      margin: 0.1,
      kindMismatch: 0,
    };
    const conflict = judgeProbability({ ...base, conceptConflict: 1 }, JUDGE_COEFFICIENTS);
    expect(conflict).toBeLessThan(judgeProbability(base, JUDGE_COEFFICIENTS) - 0.05);
    // Two topics, one named on each side, weigh more than one more concept of the question the pair does not name
    // (which may be the vocabulary missing the pair's wording of it).
    expect(conflict).toBeLessThan(judgeProbability({ ...base, missingConcepts: 2 }, JUDGE_COEFFICIENTS));
  });
});

describe('standout: how far a pair stands above the rest of the knowledge base', () => {
  const topics = [
    'Is client data encrypted at rest?',
    'Do you perform annual penetration tests?',
    'Who is the auditor of the funds?',
    'Does the firm have an AML program?',
    'What is the management fee?',
    'Do employees receive security awareness training?',
    'Are backups tested quarterly?',
    'Is MFA required for remote access?',
    'Does the firm have a business continuity plan?',
    'Who is the chief compliance officer?',
    'Are background checks performed before hire?',
    'Does the firm have an ESG policy?',
  ];
  const pairs = topics.map((q, i) => pair(`p${i}`, q, 'Yes.'));

  it('is high for the one pair a question points at, in a knowledge base with a spread', async () => {
    const embedder = fakeEmbedder();
    const index = buildKnowledgeIndex(pairs);
    await index.ensureEmbeddings(embedder);
    const [v] = await embedder.embed(['Are staff given security awareness training every year?']);
    const ranked = rankPairs(index, 'Are staff given security awareness training every year?', v!, 4);
    expect(ranked[0]!.pair).toBe(5);
    expect(ranked[0]!.standout).toBeGreaterThan(2);
    expect(ranked[1]!.standout).toBeLessThan(ranked[0]!.standout);
  });

  it('is 0 in a knowledge base too small to say', async () => {
    const embedder = fakeEmbedder();
    const index = buildKnowledgeIndex(pairs.slice(0, 3));
    await index.ensureEmbeddings(embedder);
    const [v] = await embedder.embed(['Is client data encrypted at rest?']);
    expect(rankPairs(index, 'Is client data encrypted at rest?', v!, 2)[0]!.standout).toBe(0);
  });
});

/** A small knowledge base: the pair under test and two on other topics. */
const withTwoOthers = (p: ReturnType<typeof pair>) =>
  buildKnowledgeIndex([
    p,
    pair('fee', 'What management fee does the fund charge?', 'The management fee is 1.5% of committed capital.'),
    pair('rest', 'Is client data encrypted at rest?', 'Yes. AES-256 on every volume.'),
  ]);

describe('a question asking for an amount or a count', () => {
  const KB3 = () =>
    withTwoOthers(
      pair(
        'board',
        'Who sits on the board of directors of the offshore fund, and how many directors are independent?',
        'The offshore fund has three directors: Elena Vargas-Hart and two independent directors from Cayman firms.',
      ),
    );

  it('is not answered by a stored answer that gives no figure', async () => {
    const [r] = await answerQuestions(
      [{ index: 0, text: 'How much are the independent directors of the offshore fund paid?' }],
      KB3(),
    );
    expect(r!.outcome).toBe('none');
  });

  it('is answered by one that does', async () => {
    const [r] = await answerQuestions([{ index: 0, text: 'How much is the management fee?' }], KB3());
    expect(r).toMatchObject({ sourcePairIds: ['fee'] });
    expect(r!.outcome).not.toBe('none');
  });
});

describe('how, asked of a pair that only says whether', () => {
  const KB4 = () =>
    withTwoOthers(
      pair(
        'drp',
        'Do you have a Disaster Recovery Plan (DRP)?',
        'Yes. Instructure has a documented disaster recovery plan, reviewed annually.',
      ),
    );

  it('is at most a draft: how the plan is tested is not whether there is one', async () => {
    const [r] = await answerQuestions(
      [{ index: 0, text: 'Describe or provide a reference to how your disaster recovery plan is tested.' }],
      KB4(),
    );
    expect(r!.outcome).not.toBe('answered');
    expect(r!.confidence).toBeLessThanOrEqual(100 * DRAFT_ONLY_CAP);
  });

  it('while whether, asked again in other words, is answered', async () => {
    const [r] = await answerQuestions([{ index: 0, text: 'Is there a documented disaster recovery plan?' }], KB4());
    expect(r).toMatchObject({ sourcePairIds: ['drp'] });
  });
});
