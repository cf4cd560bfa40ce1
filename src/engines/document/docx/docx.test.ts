import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  extractQaPairs,
  fillQuestionnaire,
  parseQuestionnaire,
  type FillAnswer,
  type ParsedQuestionnaire,
} from '../index.js';
import {
  QUESTIONS,
  formLayout,
  mergedCellsTable,
  mixedBlank,
  numberedLayout,
  tableLayout,
  twoRowHeaderTable,
  wrappedInControls,
  dropDownForm,
  labelledLines,
  LABELLED,
  boxedQuestions,
  checkboxCells,
  fieldPairsForm,
  FIELD_PAIRS,
} from '../../../../tests/fixtures/documents/questionnaires.js';
import { AUTO_NUMBERED_QUESTIONS, autoNumberedDdq } from '../../../../tests/fixtures/documents/auto-numbered.js';
import { asZip64 } from '../../../../tests/fixtures/documents/zip64.js';
import { buildDocx, table } from '../../../../tests/fixtures/documents/word-xml.js';

const layouts = { table: tableLayout, numbered: numberedLayout, form: formLayout } as const;
/** Table cells and form controls in these fixtures hold one line; numbered answers keep every line. */
const expectedAnswer = (layout: keyof typeof layouts, a: string) => (layout === 'numbered' ? a : a.split('\n')[0]!);

const answersFor = (parsed: ParsedQuestionnaire, layout: keyof typeof layouts): FillAnswer[] =>
  parsed.items.map((it) => ({
    itemIndex: it.index,
    text: expectedAnswer(layout, QUESTIONS.find((q) => q.question === it.question)!.answer),
  }));

describe.each(Object.keys(layouts) as (keyof typeof layouts)[])('%s layout', (layout) => {
  it('finds every question with its section, id and slot in the blank', async () => {
    const parsed = await parseQuestionnaire(await layouts[layout](false));
    expect(parsed.format).toBe('docx');
    expect(parsed.completed).toBe(false);
    expect(parsed.items.map((i) => i.question)).toEqual(QUESTIONS.map((q) => q.question));
    expect(parsed.sections.map((s) => s.title)).toEqual(['Instructions', 'Governance', 'Security']);
    expect(parsed.items.map((i) => parsed.sections[i.sectionIndex!]!.title)).toEqual(QUESTIONS.map((q) => q.section));
    const expectedSlot = { table: 'table_cell', numbered: 'paragraphs_after', form: 'content_control' }[layout];
    for (const it of parsed.items) {
      expect(it.slot.type).toBe(expectedSlot);
      expect(it.answer).toBeUndefined();
      expect(it.confidence).toBeGreaterThan(0.7);
    }
    const ids = parsed.items.map((i) => i.id ?? i.number);
    expect(ids).toEqual(QUESTIONS.map((q) => (layout === 'numbered' ? q.number : q.id)));
    expect(parsed.items[0]!.kind).toBe('yes_no');
    expect(parsed.items[1]!.kind).toBe('text');
  });

  it('reads the answers of the completed version and extracts pairs', async () => {
    const parsed = await parseQuestionnaire(await layouts[layout](true));
    expect(parsed.completed).toBe(true);
    expect(parsed.items.map((i) => i.answer)).toEqual(QUESTIONS.map((q) => expectedAnswer(layout, q.answer)));
    const pairs = extractQaPairs(parsed);
    expect(pairs).toHaveLength(QUESTIONS.length);
    expect(pairs[3]).toMatchObject({ question: 'Is data encrypted at rest?', answer: 'No', sectionTitle: 'Security' });
    if (layout === 'numbered') expect(pairs[1]!.context).toBe('Include any holder above 10%.');
  });

  it('round trip: fill the blank, read it back, every answer is in its place and nothing else changed', async () => {
    const blank = await layouts[layout](false);
    const parsed = await parseQuestionnaire(blank);
    const answers = answersFor(parsed, layout);
    const filled = await fillQuestionnaire(blank, parsed, answers);
    expect(filled.format).toBe('docx');
    expect(filled.perItem.every((p) => p.status === 'injected')).toBe(true);
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => i.question)).toEqual(parsed.items.map((i) => i.question));
    expect(back.items.map((i) => i.answer)).toEqual(answers.map((a) => a.text));
    // Every other part is byte-identical.
    const [a, b] = await Promise.all([JSZip.loadAsync(blank), JSZip.loadAsync(filled.bytes)]);
    expect(Object.keys(b.files).sort()).toEqual(Object.keys(a.files).sort());
    for (const name of Object.keys(a.files).filter((n) => n !== 'word/document.xml' && !a.files[n]!.dir)) {
      expect(await b.file(name)!.async('string')).toBe(await a.file(name)!.async('string'));
    }
  });
});

describe('formatting and structure of filled answers', () => {
  it('keeps the slot paragraph style and drops the placeholder style in content controls', async () => {
    const blank = await formLayout(false);
    const parsed = await parseQuestionnaire(blank);
    const filled = await fillQuestionnaire(blank, parsed, [{ itemIndex: 0, text: 'Yes.' }]);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    const first = xml.slice(xml.indexOf('response:GOV-01'), xml.indexOf('response:GOV-02'));
    expect(first).not.toContain('showingPlcHdr');
    expect(first).not.toContain('PlaceholderText');
    expect(first).toContain('<w:pStyle w:val="Response"/>');
    expect(first).toContain('Yes.');
  });

  it('does not copy the question heading style into answers of the numbered layout', async () => {
    const blank = await numberedLayout(false);
    const parsed = await parseQuestionnaire(blank);
    const filled = await fillQuestionnaire(blank, parsed, [{ itemIndex: 1, text: 'Line one\nLine two' }]);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    const at = xml.indexOf('Line one');
    expect(xml.slice(xml.lastIndexOf('<w:p>', at), at)).not.toContain('Heading3');
    expect(xml).toContain('Line two');
  });

  it('adds review comments with a comments part, relationship and content type', async () => {
    const blank = await tableLayout(false);
    const parsed = await parseQuestionnaire(blank);
    const filled = await fillQuestionnaire(
      blank,
      parsed,
      [{ itemIndex: 0, text: 'Yes.', comment: 'Source: 2023 DDQ (confidence 0.91)' }],
      { reviewComments: true },
    );
    const zip = await JSZip.loadAsync(filled.bytes);
    expect(await zip.file('word/comments.xml')!.async('string')).toContain('Source: 2023 DDQ (confidence 0.91)');
    expect(await zip.file('word/_rels/document.xml.rels')!.async('string')).toContain('comments.xml');
    expect(await zip.file('[Content_Types].xml')!.async('string')).toContain('/word/comments.xml');
    expect(await zip.file('word/document.xml')!.async('string')).toContain('w:commentReference');
  });

  it('reports unknown items and empty answers instead of failing the whole fill', async () => {
    const blank = await tableLayout(false);
    const parsed = await parseQuestionnaire(blank);
    const out = await fillQuestionnaire(blank, parsed, [
      { itemIndex: 99, text: 'x' },
      { itemIndex: 0, text: '  ' },
    ]);
    expect(out.perItem).toEqual([
      { itemIndex: 99, status: 'failed', reason: expect.any(String) },
      { itemIndex: 0, status: 'skipped', reason: 'empty answer' },
    ]);
  });
});

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
        { type: 'yes_no_columns', block: 1, row: 2, yesCell: 1, noCell: 2 },
      ],
      [
        'Do you allow personal devices on the network?',
        'yes_no',
        { type: 'yes_no_columns', block: 1, row: 3, yesCell: 1, noCell: 2 },
      ],
    ]);
    const filled = await fillQuestionnaire(blank, parsed, [
      { itemIndex: 0, text: 'Yes', yesNo: 'yes' },
      { itemIndex: 1, text: 'No', yesNo: 'no' },
    ]);
    expect((await parseQuestionnaire(filled.bytes)).items.map((i) => i.answer)).toEqual(['Yes', 'No']);
  });
});

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
