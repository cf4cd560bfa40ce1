/**
 * Word tables and numbering: a real-world mix, automatic numbering, merged cells, two-row headers, checkbox cells
 * and Yes/No columns headed Y and N.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { fillQuestionnaire, parseQuestionnaire } from '../index.js';
import {
  mergedCellsTable,
  mixedBlank,
  twoRowHeaderTable,
  checkboxCells,
} from '../../../../tests/fixtures/documents/questionnaires.js';
import { AUTO_NUMBERED_QUESTIONS, autoNumberedDdq } from '../../../../tests/fixtures/documents/auto-numbered.js';
import { buildDocx, table } from '../../../../tests/fixtures/documents/word-xml.js';

describe('real-world mix', () => {
  it('detects field tables, Yes/No columns, checkbox options and inline blanks, and ignores TOC and signature blocks', async () => {
    const parsed = await parseQuestionnaire(await mixedBlank());
    const summary = parsed.items.map((i) => [i.number ?? i.id ?? '', i.question, i.kind, i.slot.type]);
    expect(summary).toEqual([
      ['', 'Company Name', 'text', 'table_cell'],
      ['', 'Contract Start Date', 'date', 'table_cell'],
      ['2.1', 'Do you run background checks?', 'yes_no', 'yes_no_columns'],
      ['2.2', 'Do you have a CISO?', 'yes_no', 'yes_no_columns'],
      ['2.3', 'Do you encrypt backups?', 'yes_no', 'checkbox_options'],
      ['2.4', 'How often do you review access?', 'choice', 'checkbox_options'],
      ['2.5', 'What is your data retention policy?', 'text', 'inline_blank'],
    ]);
    expect(parsed.items[5]!.options).toEqual(['Monthly', 'Quarterly', 'Annually']);
    // The form's own "Date" is metadata of the response, not a question.
    // The form's own "Date" and the office-use block are not questions for the respondent.
    expect(parsed.fields.map((f) => [f.role, f.label, f.slot.type])).toEqual([
      ['completion_date', 'Date', 'table_cell'],
      ['requester', 'Reviewed by', 'table_cell'],
      ['requester', 'Risk rating', 'table_cell'],
    ]);
    expect(parsed.sections.map((s) => [s.number, s.title])).toEqual([
      [undefined, 'Contents'],
      ['1', 'Vendor Information'],
      ['2', 'Controls'],
      [undefined, 'Certification'],
      [undefined, 'For Office Use Only'],
    ]);
  });

  it('ticks boxes, marks Yes/No columns, fills blanks, and reads them back', async () => {
    const blank = await mixedBlank();
    const parsed = await parseQuestionnaire(blank);
    const filled = await fillQuestionnaire(
      blank,
      parsed,
      [
        { itemIndex: 0, text: 'Acme Capital' },
        { itemIndex: 2, text: 'No' },
        { itemIndex: 3, text: 'Yes', yesNo: 'yes' },
        { itemIndex: 4, text: 'Yes. AES-256' },
        { itemIndex: 5, text: 'Quarterly' },
        { itemIndex: 6, text: 'Seven years after the end of the relationship.' },
      ],
      { completionDate: new Date('2026-11-22T15:00:00Z') },
    );
    expect(filled.perItem.map((p) => p.status)).toEqual(Array(6).fill('injected'));
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => i.answer)).toEqual([
      'Acme Capital',
      undefined,
      'No',
      'Yes',
      'Yes - Algorithm: AES-256',
      'Quarterly',
      'Seven years after the end of the relationship.',
    ]);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain('[X] Yes - Algorithm: AES-256');
    expect(xml).toContain('☐ Monthly ☒ Quarterly ☐ Annually');
    expect(back.fields).toMatchObject([
      { role: 'completion_date', label: 'Date', value: '2026-11-22' },
      { label: 'Reviewed by' },
      { label: 'Risk rating' },
    ]);
    expect(back.fields.slice(1).map((f) => f.value)).toEqual([undefined, undefined]);
  });
});

describe("Word's automatic numbering", () => {
  it('reconstructs section, question, sub-question and table numbers that are only in numbering.xml', async () => {
    const parsed = await parseQuestionnaire(await autoNumberedDdq());
    expect(parsed.items.map((i) => [i.number ?? '', i.question])).toEqual(AUTO_NUMBERED_QUESTIONS);
    expect(parsed.sections.map((s) => [s.number, s.title])).toEqual([
      ['1', 'Compliance'],
      ['2', 'Security'],
      [undefined, 'Testing'],
      [undefined, 'Insurance'],
    ]);
    expect(parsed.items[4]!.slot.type).toBe('checkbox_options');
  });

  it('fills and reads back the numbered questions, ticking the box of a numbered checkbox line', async () => {
    const blank = await autoNumberedDdq();
    const parsed = await parseQuestionnaire(blank);
    const filled = await fillQuestionnaire(blank, parsed, [
      { itemIndex: 0, text: 'A CCO and two analysts.' },
      { itemIndex: 4, text: 'Yes', yesNo: 'yes' },
      { itemIndex: 6, text: 'Yes, by an external firm.' },
      { itemIndex: 8, text: 'No' },
    ]);
    expect(filled.perItem.map((p) => p.status)).toEqual(Array(4).fill('injected'));
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => i.number ?? '')).toEqual(AUTO_NUMBERED_QUESTIONS.map(([n]) => n));
    expect([0, 4, 6, 8].map((i) => back.items[i]!.answer)).toEqual([
      'A CCO and two analysts.',
      'Yes',
      'Yes, by an external firm.',
      'No',
    ]);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain('☒ Yes ☐ No');
    // The answer paragraph under a numbered question is not numbered itself.
    expect(xml).not.toMatch(
      /<w:numPr><w:ilvl w:val="1"\/><w:numId w:val="1"\/><\/w:numPr><\/w:pPr><w:r><w:t xml:space="preserve">A CCO/,
    );
  });
});

describe('tables with merged cells', () => {
  it('lines merged rows up under the header, takes merged sub-headings as sections, and fills the right cells', async () => {
    const blank = await mergedCellsTable();
    const parsed = await parseQuestionnaire(blank);
    expect(parsed.items.map((i) => [i.number, i.question, i.slot.type === 'table_cell' ? i.slot.cell : null])).toEqual([
      ['1', 'Do you have a compliance manual?', 3],
      ['2', 'Describe your valuation policy.', 2],
      ['3', 'Do you encrypt data at rest?', 3],
    ]);
    expect(parsed.sections.map((s) => s.title)).toEqual(['Merged cells', 'Data protection']);
    expect(parsed.items[2]!.sectionIndex).toBe(1);
    const answers = ['Yes, attached.', 'Independent administrator, monthly.', 'Yes. AES-256.'];
    const filled = await fillQuestionnaire(
      blank,
      parsed,
      answers.map((text, itemIndex) => ({ itemIndex, text })),
    );
    expect(filled.perItem.map((p) => p.status)).toEqual(['injected', 'injected', 'injected']);
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => i.answer)).toEqual(answers);
    // The guidance cells are untouched.
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain('Attach it.');
    expect(xml).toContain('Name the algorithm.');
  });
});

describe('a header on two rows', () => {
  it('reads "Response" merged over "Yes | No" as Yes/No columns, with the comments column, and marks them', async () => {
    const blank = await twoRowHeaderTable();
    const parsed = await parseQuestionnaire(blank);
    expect(parsed.items.map((i) => [i.question, i.kind, i.slot])).toEqual([
      [
        'Do you screen employees before hiring?',
        'yes_no',
        { type: 'yes_no_columns', block: 1, row: 2, yesCell: 1, noCell: 2, detailCell: 3 },
      ],
      [
        'Do you allow personal devices on the network?',
        'yes_no',
        { type: 'yes_no_columns', block: 1, row: 3, yesCell: 1, noCell: 2, detailCell: 3 },
      ],
    ]);
    const filled = await fillQuestionnaire(blank, parsed, [
      { itemIndex: 0, text: 'Yes. Every hire, by an agency.', yesNo: 'yes' },
      { itemIndex: 1, text: 'No', yesNo: 'no' },
    ]);
    // The explanation after the Yes goes in the comments column.
    expect(filled.perItem.map((p) => p.reason)).toEqual([undefined, undefined]);
    expect((await parseQuestionnaire(filled.bytes)).items.map((i) => i.answer)).toEqual([
      'Yes. Every hire, by an agency.',
      'No',
    ]);
  });
});

describe('checkbox options in table cells', () => {
  it('are the options of the question, blank until ticked; filling ticks one and keeps the explanation in the cell', async () => {
    const blank = await checkboxCells();
    const parsed = await parseQuestionnaire(blank);
    expect(parsed.items.map((i) => [i.question, i.kind, i.options, i.answer, i.slot.type])).toEqual([
      ['Do you screen employees before hiring?', 'yes_no', ['Yes', 'No'], undefined, 'checkbox_options'],
      ['How often do you test backups?', 'choice', ['Monthly', 'Quarterly', 'Annually'], undefined, 'checkbox_options'],
      ['Do you carry cyber insurance?', 'yes_no', ['Yes', 'No'], undefined, 'checkbox_options'],
      ['Do you carry D&O insurance?', 'yes_no', ['Yes', 'No'], undefined, 'checkbox_options'],
    ]);
    const filled = await fillQuestionnaire(blank, parsed, [
      { itemIndex: 0, text: 'Yes. Every hire is screened by an agency.' },
      { itemIndex: 1, text: 'Quarterly' },
      { itemIndex: 3, text: 'No', yesNo: 'no' },
    ]);
    expect(filled.perItem.map((p) => p.status)).toEqual(['injected', 'injected', 'injected']);
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => i.answer)).toEqual(['Yes', 'Quarterly', undefined, 'No']);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain('☒ Yes ☐ No');
    expect(xml).toContain('[ ] Yes [X] No');
    expect(xml).toContain('Every hire is screened by an agency.');
  });
});

describe('Yes/No columns headed Y and N', () => {
  it('are read and marked like Yes and No', async () => {
    const blank = await buildDocx(
      table([
        ['#', 'Question', 'Y', 'N'],
        ['1', 'Do you run background checks?', '', ''],
        ['2', 'Do you have a CISO?', '', ''],
      ]),
    );
    const parsed = await parseQuestionnaire(blank);
    expect(parsed.items.map((i) => [i.number, i.kind, i.slot.type])).toEqual([
      ['1', 'yes_no', 'yes_no_columns'],
      ['2', 'yes_no', 'yes_no_columns'],
    ]);
    const filled = await fillQuestionnaire(blank, parsed, [
      { itemIndex: 0, text: 'Yes' },
      { itemIndex: 1, text: 'No' },
    ]);
    expect((await parseQuestionnaire(filled.bytes)).items.map((i) => i.answer)).toEqual(['Yes', 'No']);
  });
});
