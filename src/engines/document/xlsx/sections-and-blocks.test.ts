/**
 * Section titles with no visual cue and side-by-side question blocks (tests/fixtures/documents/real-world-workbook-blocks.ts):
 * a completed sheet gives exactly its pairs under their sections, and a filled blank puts each answer in its own
 * block's cell and still opens in exceljs.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { extractQaPairs, fillQuestionnaire, parseQuestionnaire } from '../index.js';
import {
  COMPLETED_SECTION_AND_BLOCK_WORKBOOKS,
  SECTION_AND_BLOCK_LAYOUTS,
} from '../../../../tests/fixtures/documents/real-world-workbook-blocks.js';

describe.each(COMPLETED_SECTION_AND_BLOCK_WORKBOOKS.map((w) => [w.name, w] as const))(
  'completed: %s',
  (_name, workbook) => {
    it('gives every pair under its section and no section title as a question', async () => {
      const parsed = await parseQuestionnaire(await workbook.build());
      expect(parsed.completed).toBe(true);
      expect(parsed.items.every((i) => i.answer)).toBe(true);
      expect(extractQaPairs(parsed).map((p) => [p.question, p.answer, p.sectionTitle])).toEqual(workbook.pairs);
    });
  },
);

describe.each(SECTION_AND_BLOCK_LAYOUTS.map((l) => [l.name, l] as const))('filled: %s', (_name, layout) => {
  it('puts each answer in its own cell, nothing elsewhere, and exceljs opens the file', async () => {
    const blank = await layout.build();
    const parsed = await parseQuestionnaire(blank);
    const answers = parsed.items.map((i) => ({ itemIndex: i.index, text: `Answer ${i.index}: ${i.question}` }));
    const filled = await fillQuestionnaire(blank, parsed, answers);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(filled.bytes) as unknown as ArrayBuffer);
    const written = new Map<string, unknown>();
    const before = new ExcelJS.Workbook();
    await before.xlsx.load(Buffer.from(blank) as unknown as ArrayBuffer);
    wb.eachSheet((ws) =>
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          if (before.getWorksheet(ws.name)?.getCell(cell.address).value !== cell.value)
            written.set(`${ws.name}!${cell.address}`, cell.value);
        }),
      ),
    );
    expect(Object.fromEntries(written)).toEqual(
      Object.fromEntries(layout.questions.map((q, k) => [q.cell, `Answer ${k}: ${q.question}`])),
    );
  });
});

describe('side-by-side blocks', () => {
  const load = async (build: (ws: ExcelJS.Worksheet) => void) => {
    const wb = new ExcelJS.Workbook();
    build(wb.addWorksheet('DDQ'));
    return parseQuestionnaire(new Uint8Array(await wb.xlsx.writeBuffer()));
  };

  it('a header with a second question-like column ("Item | Question | Answer") is one block', async () => {
    const parsed = await load((ws) => {
      ws.getRow(1).values = ['Item', 'Question', 'Answer'];
      ws.getRow(2).values = ['A', 'Is the firm regulated?'];
      ws.getRow(3).values = ['B', 'Who is the auditor?'];
    });
    expect(parsed.items.map((i) => [i.question, i.slot])).toEqual([
      ['Is the firm regulated?', { type: 'spreadsheet_cell', sheet: 'DDQ', cell: 'C2' }],
      ['Who is the auditor?', { type: 'spreadsheet_cell', sheet: 'DDQ', cell: 'C3' }],
    ]);
  });

  it("a block's drop-down may take its values from another block's columns", async () => {
    const parsed = await load((ws) => {
      ws.getRow(1).values = ['Question', 'Answer', null, 'Question', 'Answer'];
      ws.getRow(2).values = ['Is the firm regulated?', null, null, 'Is data encrypted at rest?'];
      ['Yes', 'No', 'N/A'].forEach((v, k) => (ws.getCell(`C${40 + k}`).value = v));
      ws.getCell('E2').dataValidation = { type: 'list', allowBlank: true, formulae: ['$C$40:$C$42'] };
    });
    expect(parsed.items.map((i) => [i.question, i.options])).toEqual([
      ['Is the firm regulated?', undefined],
      ['Is data encrypted at rest?', ['Yes', 'No', 'N/A']],
    ]);
  });

  it('a block with no title of its own is in no section, not the one the block beside it ended in', async () => {
    const parsed = await load((ws) => {
      ws.getRow(1).values = ['Question', 'Answer', null, 'Field', 'Value'];
      ws.getRow(2).values = ['GOVERNANCE', null, null, 'Company name'];
      ws.getRow(3).values = ['Is there an independent board?', null, null, 'AUM (USD)'];
    });
    expect(parsed.items.map((i) => [i.question, i.sectionIndex])).toEqual([
      ['Is there an independent board?', 0],
      ['Company name', null],
      ['AUM (USD)', null],
    ]);
  });
});
