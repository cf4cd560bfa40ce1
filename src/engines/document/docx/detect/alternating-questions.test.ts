/**
 * A completed questionnaire typed as plain paragraphs: each question a plain paragraph that asks, its answer the
 * plain paragraphs under it (alternating-questions.ts).
 */
import { describe, expect, it } from 'vitest';
import { extractQaPairs, fillQuestionnaire, parseQuestionnaire } from '../../index.js';
import { buildDocx, para } from '../../../../../tests/fixtures/documents/word-xml.js';

const QA: [string, string[]][] = [
  [
    'Does the firm have a formal ESG policy?',
    ['Yes. The policy was adopted in 2019 and is reviewed each year by the ESG committee.'],
  ],
  ['Who is the fund administrator?', ['Apex Fund Services has administered the fund since launch.']],
  [
    'Describe the valuation process for Level 3 assets.',
    ['Level 3 assets are valued quarterly by an independent agent and approved by the valuation committee.'],
  ],
  ['Has the firm been subject to any regulatory action in the last five years?', ['No.']],
];

const plainDdq = (qa: [string, string[]][]) =>
  buildDocx(
    [para('Due Diligence Questionnaire'), ...qa.flatMap(([q, a]) => [para(q), ...a.map((t) => para(t))])].join(''),
  );

describe('plain paragraphs alternating between questions and answers', () => {
  it('reads each asking paragraph as a question and the paragraphs under it as its answer', async () => {
    const parsed = await parseQuestionnaire(await plainDdq(QA), { filename: 'plain.docx' });
    expect(parsed.items.map((i) => [i.question, i.answer, i.slot.type])).toEqual(
      QA.map(([q, a]) => [q, a.join('\n'), 'paragraphs_after']),
    );
    expect(extractQaPairs(parsed).map((p) => [p.question, p.answer])).toEqual(QA.map(([q, a]) => [q, a.join('\n')]));
  });

  it('keeps every paragraph of a longer answer', async () => {
    const qa: [string, string[]][] = [
      QA[0]!,
      [
        'Please provide an overview of the investment process.',
        [
          'Ideas are sourced by the sector teams and screened against the fund mandate.',
          'Each proposal is reviewed by the investment committee, which meets weekly.',
          'Approved positions are sized by the portfolio manager within the risk limits.',
        ],
      ],
      ...QA.slice(1),
    ];
    const parsed = await parseQuestionnaire(await plainDdq(qa), { filename: 'plain.docx' });
    expect(parsed.items.map((i) => [i.question, i.answer])).toEqual(qa.map(([q, a]) => [q, a.join('\n')]));
    expect(parsed.items[1]!.slot).toMatchObject({ type: 'paragraphs_after', answerBlocks: 3 });
  });

  it('fills the blank twin in place and reads the answers back', async () => {
    const blank = await plainDdq(QA.map(([q]) => [q, ['']]));
    const parsed = await parseQuestionnaire(blank, { filename: 'plain.docx' });
    expect(parsed.items.map((i) => [i.question, i.answer])).toEqual(QA.map(([q]) => [q, undefined]));
    const filled = await fillQuestionnaire(
      blank,
      parsed,
      parsed.items.map((i) => ({ itemIndex: i.index, text: QA[i.index]![1].join('\n') })),
    );
    expect(filled.perItem.map((p) => p.status)).toEqual(Array(QA.length).fill('injected'));
    const back = await parseQuestionnaire(filled.bytes, { filename: 'plain.docx' });
    expect(back.items.map((i) => [i.question, i.answer])).toEqual(QA.map(([q, a]) => [q, a.join('\n')]));
  });

  it('does not turn a narrative with a question in it into items', async () => {
    // Paragraphs with a rhetorical question inside them do not ask; only one paragraph here does.
    const narrative = [
      para('Annual Letter to Investors'),
      para('The fund returned 8% over the year, ahead of its benchmark, helped by its industrial holdings.'),
      para('Why did the fund outperform in a falling market?'),
      para('Mostly because it held little in the sectors that fell furthest, and added to quality names on weakness.'),
      para('We remain cautious on valuations. Is the rally sustainable? We doubt it, and have kept cash at 10%.'),
      para('Rates are the main risk for the coming year, and the portfolio is positioned for them.'),
      para('What would change our mind? Earnings that hold up while rates stay high, which we have not yet seen.'),
      para('We thank our investors for their continued support.'),
    ].join('');
    const parsed = await parseQuestionnaire(await buildDocx(narrative), { filename: 'letter.docx' });
    expect(parsed.items).toEqual([]);
  });
});
