/**
 * Answers in a plain-paragraph DDQ that look like something else (alternating-questions.ts): one that opens with a
 * request verb ("State Street Bank acts as custodian.") is not a question, a short name on its own ("Ernst & Young
 * LLP") is not a heading; a heading between two groups still ends one run and starts the next; a letter is no DDQ.
 */
import { describe, expect, it } from 'vitest';
import { extractQaPairs, fillQuestionnaire, parseQuestionnaire } from '../../index.js';
import { buildDocx, para, run } from '../../../../../tests/fixtures/documents/word-xml.js';
import {
  PLAIN_PARAGRAPH_DDQS,
  buildPlainDdq,
  narrativeLetter,
} from '../../../../../tests/fixtures/documents/real-world-plain-paragraphs.js';

describe.each(PLAIN_PARAGRAPH_DDQS.map((d) => [d.name, d] as const))('plain paragraphs: %s', (_name, ddq) => {
  it('reads every question with the answer under it, and nothing else', async () => {
    const parsed = await parseQuestionnaire(await buildPlainDdq(ddq), { filename: 'completed.docx' });
    expect(parsed.items.map((i) => [i.question, i.answer])).toEqual(ddq.pairs);
    expect(parsed.items.every((i) => i.slot.type === 'paragraphs_after')).toBe(true);
    expect(extractQaPairs(parsed).map((p) => [p.question, p.answer])).toEqual(ddq.pairs);
    if (ddq.sections) expect(parsed.sections.map((s) => s.title)).toEqual(ddq.sections);
  });

  it('fills the blank twin under each question and reads the answers back', async () => {
    const blank = await buildPlainDdq(ddq, true);
    const parsed = await parseQuestionnaire(blank, { filename: 'blank.docx' });
    expect(parsed.items.map((i) => [i.question, i.answer])).toEqual(ddq.pairs.map(([q]) => [q, undefined]));
    if (ddq.sections) expect(parsed.sections.map((s) => s.title)).toEqual(ddq.sections);
    const filled = await fillQuestionnaire(
      blank,
      parsed,
      parsed.items.map((i) => ({ itemIndex: i.index, text: ddq.pairs[i.index]![1] })),
    );
    expect(filled.perItem.map((p) => p.status)).toEqual(ddq.pairs.map(() => 'injected'));
    const back = await parseQuestionnaire(filled.bytes, { filename: 'filled.docx' });
    expect(back.items.map((i) => [i.question, i.answer])).toEqual(ddq.pairs);
  });
});

const CUSTODIAN = ['Who is the custodian of the fund?', 'State Street Bank acts as custodian.'];
const REGULATORY = ['Has the firm been subject to any regulatory action?', 'No.'];

/** Plain paragraphs ('' an empty line) and the [question, answer] items expected of them. */
const WHERE_IT_STANDS: [string, string[], [string, string | undefined][]][] = [
  [
    'a request under a question that opens with a request, with an answer of its own, is the next question',
    [
      ...CUSTODIAN,
      'Describe the fee structure.',
      'Detail of each fee is in Appendix B.',
      'Describe the valuation process.',
      'Assets are valued quarterly.',
      ...REGULATORY,
    ],
    [
      ['Who is the custodian of the fund?', 'State Street Bank acts as custodian.'],
      ['Describe the fee structure.', 'Detail of each fee is in Appendix B.'],
      ['Describe the valuation process.', 'Assets are valued quarterly.'],
      ['Has the firm been subject to any regulatory action?', 'No.'],
    ],
  ],
  [
    'names listed under an answer line that announces them are that answer',
    [
      ...CUSTODIAN,
      "Who are the fund's other service providers?",
      'Our other service providers are:',
      'Ernst & Young LLP',
      'Kirkland & Ellis',
      ...REGULATORY,
    ],
    [
      ['Who is the custodian of the fund?', 'State Street Bank acts as custodian.'],
      [
        "Who are the fund's other service providers?",
        'Our other service providers are:\nErnst & Young LLP\nKirkland & Ellis',
      ],
      ['Has the firm been subject to any regulatory action?', 'No.'],
    ],
  ],
  [
    'in a blank questionnaire a request under a question is no answer',
    [
      'Who is the custodian of the fund?',
      'Provide the custodian agreement.',
      '',
      'Who is the fund administrator?',
      '',
      'Who is the fund auditor?',
      '',
      'Who is the prime broker?',
      '',
    ],
    [
      ['Provide the custodian agreement.', undefined],
      ['Who is the fund administrator?', undefined],
      ['Who is the fund auditor?', undefined],
      ['Who is the prime broker?', undefined],
    ],
  ],
];

describe('what a plain paragraph is, from where it stands', () => {
  it.each(WHERE_IT_STANDS)('%s', async (_name, paragraphs, expected) => {
    const parsed = await parseQuestionnaire(await buildDocx(paragraphs.map((t) => para(t)).join('')), {
      filename: 'plain.docx',
    });
    expect(parsed.items.map((i) => [i.question, i.answer])).toEqual(expected);
  });
});

describe('a heading typed as body text', () => {
  it('written larger than the body text, it is a heading even under a question left unanswered', async () => {
    const body = [
      ...[...CUSTODIAN, 'Who is the fund administrator?', 'Apex Fund Services Ltd.', 'Who is the fund auditor?', ''],
      `<w:p>${run('Compliance', '<w:sz w:val="28"/>')}</w:p>`,
      ...[
        'Who is the Chief Compliance Officer?',
        'Jane Smith, CFO',
        ...REGULATORY,
        'Is there a code of ethics?',
        'Yes.',
      ],
    ];
    const parsed = await parseQuestionnaire(
      await buildDocx(body.map((t) => (t.startsWith('<w:p>') ? t : para(t))).join('')),
      { filename: 'plain.docx' },
    );
    expect(parsed.items.map((i) => [i.question, i.answer ?? null])).toEqual([
      ['Who is the custodian of the fund?', 'State Street Bank acts as custodian.'],
      ['Who is the fund administrator?', 'Apex Fund Services Ltd.'],
      ['Who is the fund auditor?', null],
      ['Who is the Chief Compliance Officer?', 'Jane Smith, CFO'],
      ['Has the firm been subject to any regulatory action?', 'No.'],
      ['Is there a code of ethics?', 'Yes.'],
    ]);
    expect(parsed.sections.map((s) => s.title)).toEqual(['Compliance']);
  });
});

describe('plain paragraphs that are no questionnaire', () => {
  it('a letter naming firms and people, with sentences that open with "State" or "Note", gives no items', async () => {
    const parsed = await parseQuestionnaire(await narrativeLetter(), { filename: 'letter.docx' });
    expect(parsed.items).toEqual([]);
  });
});
