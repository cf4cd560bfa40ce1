import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { extractQaPairs, fillQuestionnaire, parseQuestionnaire, sniffFormat } from '../index.js';
import {
  SHEET_QUESTIONS,
  SIMPLE_SHEET,
  caiqLikeWorkbook,
  cvatLikeWorkbook,
  simpleWorkbook,
} from '../../../../tests/fixtures/documents/workbook.js';

const expected = (q: (typeof SHEET_QUESTIONS)[number]) =>
  q.answer && q.detail ? `${q.answer}. ${q.detail}` : q.answer || q.detail;

describe('xlsx questionnaires', () => {
  it('finds question rows, sections, drop-down options and answer cells', async () => {
    const bytes = await caiqLikeWorkbook(false);
    expect(sniffFormat(bytes)).toBe('xlsx');
    const parsed = await parseQuestionnaire(bytes);
    expect(parsed.format).toBe('xlsx');
    expect(parsed.items.map((i) => [i.id, i.question])).toEqual(SHEET_QUESTIONS.map((q) => [q.id, q.question]));
    expect(parsed.items[0]).toMatchObject({
      kind: 'yes_no',
      options: ['Yes', 'No', 'N/A'],
      slot: { type: 'spreadsheet_cell', sheet: 'Questionnaire', cell: 'C4', detailCell: 'D4' },
    });
    expect(parsed.items[2]!.kind).toBe('text');
    expect(parsed.sections.map((s) => s.title)).toContain('Identity & Access');
  });

  it('reads answers and details of a completed workbook', async () => {
    const parsed = await parseQuestionnaire(await caiqLikeWorkbook(true));
    expect(parsed.items.map((i) => i.answer)).toEqual(SHEET_QUESTIONS.map(expected));
    expect(extractQaPairs(parsed)).toHaveLength(3);
  });

  it('round trip: fills in place keeping styles, drop-downs and formulas', async () => {
    const blank = await caiqLikeWorkbook(false);
    const parsed = await parseQuestionnaire(blank);
    const answers = parsed.items.map((it, i) => ({ itemIndex: it.index, text: expected(SHEET_QUESTIONS[i]!) }));
    const filled = await fillQuestionnaire(blank, parsed, answers);
    expect(filled.format).toBe('xlsx');
    expect(filled.perItem.map((p) => p.status)).toEqual(['injected', 'injected', 'injected']);
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => i.answer)).toEqual(answers.map((a) => a.text));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(filled.bytes) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Questionnaire')!;
    expect(ws.getCell('C4').value).toBe('Yes');
    expect(ws.getCell('D4').value).toBe('Hardware keys for all admins.');
    expect(ws.getCell('C4').dataValidation).toMatchObject({ type: 'list', formulae: ['"Yes,No,N/A"'] });
    expect((ws.getCell('C4').fill as { fgColor?: { argb?: string } }).fgColor?.argb).toBe('FFFFF2CC');
    expect(ws.getCell('E4').formula).toBe('IF(C4="Yes",1,0)');
    expect(wb.getWorksheet('Lists')!.state).toBe('hidden');
  });

  it("keeps the form's date and the institution's rows out of the questions and the learned pairs", async () => {
    const parsed = await parseQuestionnaire(await cvatLikeWorkbook());
    expect(parsed.items.map((i) => i.id)).toEqual(['GNRL-01', 'GNRL-02', 'DOCU-01', 'DOCU-02']);
    expect(parsed.fields.map((f) => [f.role, f.id, f.label, f.value])).toEqual([
      ['completion_date', 'DATE-01', 'Date', undefined],
      [
        'requester',
        'GNRL-03',
        'School Organization Security Analyst/Engineer',
        "Institution's Security Analyst/Engineer Name",
      ],
      ['requester', 'GNRL-04', 'Assessment Contact', 'ticket#@yourdomain.edu'],
    ]);
    const pairs = extractQaPairs(parsed);
    const learned = pairs.map((p) => p.question);
    expect(learned).toContain('Vendor Name');
    // "Yes. Please see DOCU-01." is learned with DOCU-01's words, which mean something in any other questionnaire.
    expect(parsed.items.find((i) => i.id === 'DOCU-02')!.answer).toBe('Yes. Please see DOCU-01.');
    expect(pairs.find((p) => p.itemNumber === 'DOCU-02')!.answer).toBe('Yes. SOC 2 Type II, yearly.');
    expect(learned).not.toContain('Assessment Contact');
    expect(learned).not.toContain('Date');
  });

  it('writes the completion date into the form date cell, as a date serial where the cell holds one', async () => {
    const when = new Date('2026-11-22T09:30:00Z');
    for (const [dateSerial, want] of [
      [undefined, '2026-11-22'],
      [45_432, 46_348],
    ] as const) {
      const blank = await cvatLikeWorkbook(dateSerial ? { dateSerial } : {});
      const parsed = await parseQuestionnaire(blank);
      const filled = await fillQuestionnaire(blank, parsed, [{ itemIndex: 2, text: 'Yes. SOC 2 Type II.' }], {
        completionDate: when,
      });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(filled.bytes) as unknown as ArrayBuffer);
      const ws = wb.getWorksheet('Vendor Response')!;
      const date = ws.getCell('C2').value;
      if (typeof want === 'string') expect(date).toBe(want);
      else expect(date).toEqual(new Date(Date.UTC(1899, 11, 30) + want * 86_400_000));
      expect(ws.getCell('C8').value).toBe("Institution's Security Analyst/Engineer Name"); // the institution's rows are not touched
      expect(ws.getCell('C11').value).toBe('Yes');
    }
  });

  it('reads a sheet with no id column from its header: plain numbers, section rows, a merged banner, fields and a drop-down', async () => {
    const parsed = await parseQuestionnaire(await simpleWorkbook(false));
    expect(parsed.items.map((i) => [i.number, i.question, i.kind, (i.slot as { cell?: string }).cell])).toEqual([
      ['1.1', 'Firm name', 'text', 'C5'],
      ['1.2', 'Is the firm registered with the FCA?', 'yes_no', 'C6'],
      ['2.1', 'Describe your valuation policy.', 'text', 'C8'],
      ['2.2', 'How many staff work in operations?', 'number', 'C9'],
    ]);
    expect(parsed.items[1]!.options).toEqual(['Yes', 'No']);
    expect(parsed.sections.map((s) => [s.number, s.title])).toEqual([
      ['1', 'Firm'],
      ['2', 'Operations and valuation'],
    ]);
    expect(parsed.items[2]!.sectionIndex).toBe(1);
  });

  it('reads the answers of the completed sheet and fills the blank in place, drop-down value and comment apart', async () => {
    const want = SIMPLE_SHEET.map((q) => (q.comment ? `${q.answer}. ${q.comment}` : q.answer));
    expect((await parseQuestionnaire(await simpleWorkbook(true))).items.map((i) => i.answer)).toEqual(want);
    const blank = await simpleWorkbook(false);
    const parsed = await parseQuestionnaire(blank);
    const filled = await fillQuestionnaire(
      blank,
      parsed,
      want.map((text, itemIndex) => ({ itemIndex, text })),
    );
    expect(filled.perItem.every((p) => p.status === 'injected')).toBe(true);
    expect((await parseQuestionnaire(filled.bytes)).items.map((i) => i.answer)).toEqual(want);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(filled.bytes) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Investor DDQ')!;
    expect([ws.getCell('C6').value, ws.getCell('D6').value]).toEqual(['Yes', 'Since 2015.']);
  });
});
