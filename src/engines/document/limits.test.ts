import { describe, expect, it } from 'vitest';
import { parseQuestionnaire } from './index.js';
import { LIMITED, limitedWordDdq, limitedWorkbook, SHEET_LIMIT } from '../../../tests/fixtures/documents/limits.js';

describe('limits a document sets on its answers', () => {
  it("reads a Word text form field's maximum length as the limit of its answer cell", async () => {
    const parsed = await parseQuestionnaire(await limitedWordDdq(), { filename: 'limited.docx' });
    const byQuestion = new Map(parsed.items.map((i) => [i.question, i]));
    expect(byQuestion.get(LIMITED.formField.question)?.limit).toEqual({ chars: LIMITED.formField.maxLength });
    expect(byQuestion.get(LIMITED.free.question)?.limit).toBeUndefined();
    expect(byQuestion.get(LIMITED.wordLimit.question)?.slot.type).toBe('table_cell');
  });

  it('reads an Excel text-length validation (at most, or between) as the limit of its answer cell', async () => {
    const parsed = await parseQuestionnaire(await limitedWorkbook(), { filename: 'limited.xlsx' });
    const byQuestion = new Map(parsed.items.map((i) => [i.question, i]));
    expect(byQuestion.get(LIMITED.formField.question)?.limit).toEqual({ chars: SHEET_LIMIT });
    expect(byQuestion.get(LIMITED.free.question)?.limit).toEqual({ chars: SHEET_LIMIT });
    expect(byQuestion.get(LIMITED.wordLimit.question)?.limit).toBeUndefined();
  });
});
