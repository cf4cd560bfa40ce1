/**
 * Filled documents open in a real office suite: LibreOffice converts each filled layout (and one with review
 * comments) and each filled workbook to PDF, and the answers are in the rendered text. Skipped only where
 * LibreOffice Writer/Calc are not installed (`.ci/run` installs them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillQuestionnaire, parseQuestionnaire } from './index.js';
import {
  QUESTIONS,
  boxedQuestions,
  dropDownForm,
  formLayout,
  labelledLines,
  mixedBlank,
  numberedLayout,
  tableLayout,
  wrappedInControls,
} from '../../../tests/fixtures/documents/questionnaires.js';
import { caiqLikeWorkbook, cvatLikeWorkbook } from '../../../tests/fixtures/documents/workbook.js';
import { autoNumberedDdq } from '../../../tests/fixtures/documents/auto-numbered.js';
import { limitedWordDdq } from '../../../tests/fixtures/documents/limits.js';
import { WORD_LAYOUTS } from '../../../tests/fixtures/documents/real-world-layouts.js';
import { WORKBOOK_LAYOUTS } from '../../../tests/fixtures/documents/real-world-workbooks.js';
import { sofficeToPdf } from '../../../tests/support/libreoffice.js';

const hasOffice = spawnSync('soffice', ['--version']).status === 0 && spawnSync('pdftotext', ['-v']).status === 0;
/** Debian's libreoffice-calc-nogui: soffice converts spreadsheets only when Calc's library is there. */
const hasCalc = hasOffice && fs.existsSync('/usr/lib/libreoffice/program/libsclo.so');

function renderText(file: Uint8Array, ext: 'docx' | 'xlsx' = 'docx'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-lo-'));
  try {
    fs.writeFileSync(path.join(dir, `filled.${ext}`), file);
    sofficeToPdf([path.join(dir, `filled.${ext}`)], dir, 60_000);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'filled.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!hasOffice)('filled documents open in LibreOffice', () => {
  for (const [name, build] of Object.entries({ table: tableLayout, numbered: numberedLayout, form: formLayout })) {
    it(`renders the ${name} layout with its answers`, async () => {
      const blank = await build(false);
      const parsed = await parseQuestionnaire(blank);
      const answers = parsed.items.map((item) => ({
        itemIndex: item.index,
        text: `ANSWER-${item.index} ${QUESTIONS[item.index]!.answer.split('\n')[0]}`,
      }));
      const filled = await fillQuestionnaire(blank, parsed, answers, { reviewComments: name === 'table' });
      const text = renderText(filled.bytes).replace(/\s+/g, ' ');
      for (const a of answers) expect(text).toContain(`ANSWER-${a.itemIndex}`);
    }, 90_000);
  }

  it('renders the mixed real-world form (fields, yes/no columns, checkboxes) after filling', async () => {
    const blank = await mixedBlank();
    const parsed = await parseQuestionnaire(blank);
    const text = (item: (typeof parsed.items)[number]) =>
      item.kind === 'yes_no' ? 'Yes' : item.kind === 'choice' ? item.options![1]! : `FILLED-${item.index}`;
    const answers = parsed.items.map((item) => ({
      itemIndex: item.index,
      text: text(item),
      yesNo: item.kind === 'yes_no' ? ('yes' as const) : null,
    }));
    const filled = await fillQuestionnaire(blank, parsed, answers);
    expect(filled.perItem.every((p) => p.status === 'injected')).toBe(true);
    const rendered = renderText(filled.bytes);
    for (const a of answers.filter((x) => x.text.startsWith('FILLED-'))) expect(rendered).toContain(a.text);
    expect(rendered).toContain('☒'); // ticked boxes render
  }, 90_000);

  it('renders drop-down answers, sections wrapped in content controls and answers after labels after filling', async () => {
    for (const [build, texts] of [
      [dropDownForm, ['Every hire is screened by an agency.', 'Frankfurt', '2026-03-14']],
      [wrappedInControls, ['WRAPPED-0', 'WRAPPED-2', 'WRAPPED-4']],
      [labelledLines, ['A: WRAPPED-0', 'Answer: WRAPPED-1', 'Response: WRAPPED-2', 'Answer: WRAPPED-3']],
      [boxedQuestions, ['Describe your firm. WRAPPED-0', 'WRAPPED-1', 'WRAPPED-2', 'WRAPPED-3', 'WRAPPED-4']],
    ] as const) {
      const blank = await build(false);
      const parsed = await parseQuestionnaire(blank);
      const answers = parsed.items.map((i) => ({
        itemIndex: i.index,
        text:
          build === dropDownForm
            ? ['Yes. Every hire is screened by an agency.', 'Frankfurt', '2026-03-14', 'No'][i.index]!
            : `WRAPPED-${i.index}`,
      }));
      const rendered = renderText((await fillQuestionnaire(blank, parsed, answers)).bytes).replace(/\s+/g, ' ');
      for (const t of texts) expect(rendered).toContain(t);
    }
  }, 90_000);

  it('renders an automatically numbered DDQ with the numbers the engine reconstructed and the answers', async () => {
    const blank = await autoNumberedDdq();
    const parsed = await parseQuestionnaire(blank);
    const answers = parsed.items
      .filter((i) => i.slot.type !== 'checkbox_options')
      .map((i) => ({ itemIndex: i.index, text: `NUMBERED-${i.index}` }));
    const filled = await fillQuestionnaire(blank, parsed, answers);
    const rendered = renderText(filled.bytes).replace(/\s+/g, ' ');
    for (const a of answers) expect(rendered).toContain(a.text);
    // What LibreOffice draws in front of each question is the number the engine read.
    for (const item of parsed.items.slice(0, 2)) expect(rendered).toContain(`${item.number} ${item.question}`);
    expect(rendered).toContain('(a) When was it last reviewed?');
  }, 90_000);

  it('renders an answer written into a legacy text form field', async () => {
    const blank = await limitedWordDdq();
    const parsed = await parseQuestionnaire(blank);
    const filled = await fillQuestionnaire(blank, parsed, [{ itemIndex: 0, text: 'FIELD-ANSWER in place.' }]);
    expect(renderText(filled.bytes).replace(/\s+/g, ' ')).toContain('FIELD-ANSWER in place.');
  }, 90_000);

  it('renders each real-world Word layout (tests/fixtures/documents/real-world-layouts.ts) with its answers', async () => {
    for (const layout of WORD_LAYOUTS) {
      const blank = await layout.build();
      const parsed = await parseQuestionnaire(blank);
      const answers = parsed.items.map((i) => ({ itemIndex: i.index, text: `Yes. LAYOUT-${i.index} written.` }));
      const rendered = renderText((await fillQuestionnaire(blank, parsed, answers)).bytes).replace(/\s+/g, ' ');
      // Yes | No columns with nowhere for the explanation show the tick alone.
      const written = parsed.items.filter(
        (i) => !(i.slot.type === 'yes_no_columns' && i.slot.detailCell === undefined),
      );
      for (const i of written) expect(rendered, layout.name).toContain(`LAYOUT-${i.index} written.`);
    }
  }, 240_000);
});

describe.skipIf(!hasCalc)('filled workbooks open in LibreOffice Calc', () => {
  it('renders a filled CAIQ-like workbook and a CVAT-like one with its completion date', async () => {
    for (const build of [() => caiqLikeWorkbook(false), () => cvatLikeWorkbook({ dateSerial: 45_432 })]) {
      const blank = await build();
      const parsed = await parseQuestionnaire(blank);
      const answers = parsed.items.map((item) => ({
        itemIndex: item.index,
        text: `Yes. CELL-${item.index} answered.`,
      }));
      const filled = await fillQuestionnaire(blank, parsed, answers, {
        completionDate: new Date('2026-11-22T12:00:00Z'),
      });
      expect(filled.perItem.every((p) => p.status === 'injected')).toBe(true);
      const text = renderText(filled.bytes, 'xlsx').replace(/\s+/g, ' ');
      for (const a of answers) expect(text).toContain(`CELL-${a.itemIndex} answered.`);
      if (parsed.fields.length) expect(text).toContain('11/22/2026'); // the date serial, in the cell's own mm/dd/yyyy format
    }
  }, 120_000);

  it('renders each real-world workbook layout (tests/fixtures/documents/real-world-workbooks.ts) with its answers', async () => {
    for (const layout of WORKBOOK_LAYOUTS) {
      const blank = await layout.build();
      const parsed = await parseQuestionnaire(blank);
      const answers = parsed.items.map((i) => ({ itemIndex: i.index, text: `Yes. SHEET-${i.index} written.` }));
      const text = renderText((await fillQuestionnaire(blank, parsed, answers)).bytes, 'xlsx').replace(/\s+/g, ' ');
      for (const a of answers) expect(text, layout.name).toContain(`SHEET-${a.itemIndex} written.`);
    }
  }, 240_000);
});
