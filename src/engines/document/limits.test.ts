import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { fillQuestionnaire, parseQuestionnaire } from './index.js';
import { LIMITED, limitedWordDdq, limitedWorkbook, SHEET_LIMIT } from '../../../tests/fixtures/documents/limits.js';

describe('limits a document sets on its answers', () => {
  it("reads a Word text form field's maximum length as the limit of its answer cell", async () => {
    const parsed = await parseQuestionnaire(await limitedWordDdq(), { filename: 'limited.docx' });
    const byQuestion = new Map(parsed.items.map((i) => [i.question, i]));
    expect(byQuestion.get(LIMITED.formField.question)?.limit).toEqual({ chars: LIMITED.formField.maxLength });
    expect(byQuestion.get(LIMITED.free.question)?.limit).toBeUndefined();
    expect(byQuestion.get(LIMITED.wordLimit.question)?.slot.type).toBe('table_cell');
  });

  it('writes the answer into the text form field itself, which keeps its name and maximum length', async () => {
    const blank = await limitedWordDdq();
    const parsed = await parseQuestionnaire(blank);
    const item = parsed.items.find((i) => i.question === LIMITED.formField.question)!;
    const filled = await fillQuestionnaire(blank, parsed, [
      { itemIndex: item.index, text: 'Quantitative.\nTwo lines.' },
    ]);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    const field = xml.slice(xml.indexOf('<w:fldChar w:fldCharType="begin">'), xml.indexOf('w:fldCharType="end"'));
    expect(field).toContain('FORMTEXT');
    expect(field).toContain(`<w:maxLength w:val="${LIMITED.formField.maxLength}"/>`);
    expect(field).toMatch(/Quantitative\.<\/w:t><\/w:r><w:r><w:br\/><\/w:r><w:r><w:t xml:space="preserve">Two lines\./);
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items[item.index]!.answer).toBe('Quantitative.\nTwo lines.');
  });

  it('reads an Excel text-length validation (at most, or between) as the limit of its answer cell', async () => {
    const parsed = await parseQuestionnaire(await limitedWorkbook(), { filename: 'limited.xlsx' });
    const byQuestion = new Map(parsed.items.map((i) => [i.question, i]));
    expect(byQuestion.get(LIMITED.formField.question)?.limit).toEqual({ chars: SHEET_LIMIT });
    expect(byQuestion.get(LIMITED.free.question)?.limit).toEqual({ chars: SHEET_LIMIT });
    expect(byQuestion.get(LIMITED.wordLimit.question)?.limit).toBeUndefined();
  });
});
