/** Word content controls, answer labels, questions in boxes, several fields per row, and ZIP64 packages. */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { fillQuestionnaire, parseQuestionnaire } from '../index.js';
import {
  QUESTIONS,
  tableLayout,
  wrappedInControls,
  dropDownForm,
  labelledLines,
  LABELLED,
  boxedQuestions,
  fieldPairsForm,
  FIELD_PAIRS,
} from '../../../../tests/fixtures/documents/questionnaires.js';
import { asZip64 } from '../../../../tests/fixtures/documents/zip64.js';

describe('sections wrapped in content controls', () => {
  it('reads through wrapper controls to their questions, keeps an answer control as the slot, and fills both', async () => {
    const blank = await wrappedInControls();
    const parsed = await parseQuestionnaire(blank);
    expect(parsed.items.map((i) => [i.number ?? '', i.question, i.slot.type])).toEqual([
      ['', 'What is the legal name of the firm?', 'table_cell'],
      ['', 'Where is the firm headquartered?', 'table_cell'],
      ['2.1', 'Do you have a compliance manual?', 'paragraphs_after'],
      ['2.2', 'Describe your AML programme.', 'paragraphs_after'],
      ['3.1', 'Who is your auditor?', 'content_control'],
    ]);
    const answers = ['Acme LLP', 'London', 'Yes, updated yearly.', 'Risk-based, with annual testing.', 'KPMG'];
    const filled = await fillQuestionnaire(
      blank,
      parsed,
      answers.map((text, itemIndex) => ({ itemIndex, text })),
    );
    expect(filled.perItem.every((p) => p.status === 'injected')).toBe(true);
    expect((await parseQuestionnaire(filled.bytes)).items.map((i) => i.answer)).toEqual(answers);
    expect((await parseQuestionnaire(await wrappedInControls(true))).items.map((i) => i.answer)).toEqual(answers);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    expect(xml.match(/<w:tag w:val="section-\d"\/>/g)).toHaveLength(2); // the wrappers are still there
  });
});

describe('drop-down, combo box and date content controls', () => {
  it('reads their items as options, picks the item an answer means, and keeps the explanation under it', async () => {
    const blank = await dropDownForm();
    const parsed = await parseQuestionnaire(blank);
    expect(parsed.items.map((i) => [i.question, i.kind, i.options ?? null])).toEqual([
      ['Do you screen employees before hiring?', 'yes_no', ['Yes', 'No', 'N/A']],
      ['Which cloud provider hosts client data?', 'choice', ['AWS', 'Azure', 'Google Cloud']],
      ['When was your last penetration test?', 'date', null],
      ['Do you hold cyber insurance?', 'yes_no', ['Yes', 'No']],
    ]);
    const filled = await fillQuestionnaire(blank, parsed, [
      { itemIndex: 0, text: 'Yes. Every hire is screened by an agency.' },
      { itemIndex: 1, text: 'A private data centre in Frankfurt.' },
      { itemIndex: 2, text: '2026-03-14' },
      { itemIndex: 3, text: 'Maybe next year.' },
    ]);
    expect(filled.perItem.map((p) => p.status)).toEqual(['injected', 'injected', 'injected', 'failed']);
    expect(filled.perItem[0]!.reason).toContain('new paragraph under the drop-down');
    expect(filled.perItem[3]!.reason).toContain("matches none of the drop-down's items (Yes, No)");
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => i.answer)).toEqual([
      'Yes\nEvery hire is screened by an agency.',
      'A private data centre in Frankfurt.',
      '2026-03-14',
      undefined,
    ]);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain('w:lastValue="YES"'); // Word's record of the selected item
    expect(xml.match(/<w:dropDownList/g)).toHaveLength(2); // the controls are kept, not replaced by plain text
  });
});

describe('question and answer labels', () => {
  it('reads "Q:/A:", "Question 2:/Answer:" and "Response: ____" lines, and an answer under a bare "Answer:"', async () => {
    const blank = await parseQuestionnaire(await labelledLines(false));
    expect(blank.items.map((i) => [i.number, i.question, i.slot.type, i.answer])).toEqual(
      LABELLED.map((q) => [q.number, q.question, 'inline_blank', undefined]),
    );
    const completed = await parseQuestionnaire(await labelledLines(true));
    expect(completed.items.map((i) => i.answer)).toEqual(LABELLED.map((q) => q.answer));
  });

  it('writes each answer after its label (and replaces an old one), then reads it back', async () => {
    for (const completed of [false, true]) {
      const bytes = await labelledLines(completed);
      const parsed = await parseQuestionnaire(bytes);
      const answers = parsed.items.map((i) => ({ itemIndex: i.index, text: `New answer ${i.index + 1}.` }));
      const filled = await fillQuestionnaire(bytes, parsed, answers);
      expect(filled.perItem.every((p) => p.status === 'injected')).toBe(true);
      const back = await parseQuestionnaire(filled.bytes);
      expect(back.items.map((i) => i.answer?.split('\n')[0])).toEqual(answers.map((a) => a.text));
      const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
      expect(xml).toContain('Response: New answer 3.');
      expect(xml).toMatch(/>A: New answer 1\.</);
      expect(xml).not.toContain('____');
      expect(xml).not.toContain('Quarterly, by an independent valuation agent.'); // the old answer under "Answer:" is replaced
      expect(back.items[3]!.answer).toBe('New answer 4.');
    }
  });
});

describe('questions in boxes (one-column tables)', () => {
  const ANSWERS = [
    'A London-based manager founded in 2009.',
    'Jane Smith and Raj Patel.',
    'Citco Fund Services',
    'Monthly',
    'Yes, reviewed annually by the board.',
  ];

  it('finds the answer slot in the same cell, in the row below, or in the box under a question paragraph', async () => {
    const parsed = await parseQuestionnaire(await boxedQuestions(false));
    expect(
      parsed.items.map((i) => [
        i.number,
        i.question,
        i.slot.type === 'table_cell' ? [i.slot.row, i.slot.keep ?? 0] : i.slot.type,
        i.answer,
      ]),
    ).toEqual([
      ['1.1', 'Describe your firm.', [0, 1], undefined],
      ['1.2', 'Who are the principals?', [1, 1], undefined],
      ['2.1', 'Who is your administrator?', [2, 0], undefined],
      ['2.2', 'How often is NAV struck?', [4, 0], undefined],
      ['3.1', 'Do you have a written valuation policy?', [0, 0], undefined],
    ]);
    expect(parsed.sections.map((s) => s.title)).toEqual(['Firm', 'Operations']);
    expect((await parseQuestionnaire(await boxedQuestions(true))).items.map((i) => i.answer)).toEqual(ANSWERS);
  });

  it('fills each box and reads the answers back, the question kept above its answer', async () => {
    for (const completed of [false, true]) {
      const bytes = await boxedQuestions(completed);
      const parsed = await parseQuestionnaire(bytes);
      const answers = parsed.items.map((i) => ({ itemIndex: i.index, text: `Answer ${i.index + 1}.` }));
      const filled = await fillQuestionnaire(bytes, parsed, answers);
      expect(filled.perItem.every((p) => p.status === 'injected')).toBe(true);
      const back = await parseQuestionnaire(filled.bytes);
      expect(back.items.map((i) => [i.question, i.answer])).toEqual(
        parsed.items.map((i, k) => [i.question, `Answer ${k + 1}.`]),
      );
    }
  });
});

describe('forms with several fields per row', () => {
  it('reads every label/answer pair left to right, fills them, and reads a completed form', async () => {
    const blank = await fieldPairsForm(false);
    const parsed = await parseQuestionnaire(blank);
    expect(
      parsed.items.map((i) => [i.question, i.slot.type === 'table_cell' ? [i.slot.row, i.slot.cell] : null]),
    ).toEqual(FIELD_PAIRS.map(([label], k) => [label, [Math.floor(k / 2), (k % 2) * 2 + 1]]));
    const filled = await fillQuestionnaire(
      blank,
      parsed,
      FIELD_PAIRS.map(([, value], itemIndex) => ({ itemIndex, text: value })),
    );
    expect((await parseQuestionnaire(filled.bytes)).items.map((i) => i.answer)).toEqual(
      FIELD_PAIRS.map(([, value]) => value),
    );
    expect((await parseQuestionnaire(await fieldPairsForm(true))).items.map((i) => [i.question, i.answer])).toEqual(
      FIELD_PAIRS,
    );
  });
});

describe('ZIP64 packages', () => {
  it('reads and fills a questionnaire packed as ZIP64, writing a plain archive back', async () => {
    const blank = asZip64(await tableLayout(false));
    const parsed = await parseQuestionnaire(blank);
    expect(parsed.items.map((i) => i.question)).toEqual(QUESTIONS.map((q) => q.question));
    const filled = await fillQuestionnaire(blank, parsed, [{ itemIndex: 0, text: 'Filled from ZIP64.' }]);
    expect((await parseQuestionnaire(filled.bytes)).items[0]!.answer).toBe('Filled from ZIP64.');
    expect((await JSZip.loadAsync(filled.bytes)).file('word/styles.xml')).not.toBeNull();
  });
});
