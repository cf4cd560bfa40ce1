/**
 * Layouts of real DDQs beyond the corpus (tests/fixtures/documents/real-world-*.ts): every question found and
 * nothing else, each slot where the layout puts the answer, and a round trip that writes each answer there (it is
 * read back, and in Word it lands after its question and before the next one).
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { fillQuestionnaire, parseQuestionnaire } from './index.js';
import type { Item } from './types.js';
import { WORD_LAYOUTS, type ExpectedQuestion } from '../../../tests/fixtures/documents/real-world-layouts.js';
import { WORKBOOK_LAYOUTS } from '../../../tests/fixtures/documents/real-world-workbooks.js';

/** Does the item's slot put the answer where the fixture says ("cell:2", "box", "below", a slot type)? */
function slotMatches(item: Item, expected: string): boolean {
  const s = item.slot;
  const cell = /^cell:(\d+)$/.exec(expected);
  if (cell) return s.type === 'table_cell' && s.cell === Number(cell[1]) && !s.keep;
  if (expected === 'box') return s.type === 'table_cell' && s.row === 0 && s.cell === 0 && !s.keep;
  if (expected === 'below') return s.type === 'table_cell' && s.row > 0 && s.cell === 0 && !s.keep;
  return s.type === expected;
}

const marker = (i: number) => `Yes. MARK${i} written here.`;
/** The words of a question as the document spells them (a sub-question's own words, after its parent's). */
const ownWords = (q: ExpectedQuestion) => q.question.split(' — ').at(-1)!;

async function documentText(bytes: Uint8Array): Promise<string> {
  const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) => m[1]!)
    .join(' ')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

describe.each(WORD_LAYOUTS.map((l) => [l.name, l] as const))('Word: %s', (_name, layout) => {
  it('finds every question, no instruction or heading, each with its slot', async () => {
    const parsed = await parseQuestionnaire(await layout.build());
    expect(parsed.items.map((i) => i.question)).toEqual(layout.questions.map((q) => q.question));
    parsed.items.forEach((item, k) => {
      const q = layout.questions[k]!;
      expect(slotMatches(item, q.slot), `${q.question}: ${JSON.stringify(item.slot)}`).toBe(true);
      if (q.number) expect(item.number).toBe(q.number);
      if (q.id) expect(item.id).toBe(q.id);
      if (q.guidance) expect(item.guidance).toBe(q.guidance);
      expect(item.answer).toBeUndefined();
    });
    if (layout.sections) expect(parsed.sections.map((s) => s.title)).toEqual(layout.sections);
  });

  it('writes each answer under its own question and reads it back', async () => {
    const blank = await layout.build();
    const parsed = await parseQuestionnaire(blank);
    const answers = parsed.items.map((i) => ({ itemIndex: i.index, text: marker(i.index) }));
    const filled = await fillQuestionnaire(blank, parsed, answers);
    expect(filled.perItem.map((p) => p.status)).toEqual(answers.map(() => 'injected'));
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => i.question)).toEqual(parsed.items.map((i) => i.question));
    // A box is ticked (the explanation goes in a paragraph under the options), Yes/No columns with no comments
    // column take the Yes alone; anything else reads back whole.
    const yesAlone = (slot: Item['slot']) => slot.type === 'yes_no_columns' && slot.detailCell === undefined;
    back.items.forEach((item, k) =>
      expect(item.answer).toContain(
        item.slot.type === 'checkbox_options' || yesAlone(item.slot) ? 'Yes' : `MARK${k} written here.`,
      ),
    );
    const text = await documentText(filled.bytes);
    layout.questions.forEach((q, k) => {
      expect(text.indexOf(ownWords(q))).toBeGreaterThanOrEqual(0);
      if (yesAlone(parsed.items[k]!.slot)) return;
      const at = text.indexOf(`MARK${k} `);
      expect(text.indexOf(ownWords(q))).toBeLessThan(at);
      if (q.guidance) expect(text.indexOf(q.guidance)).toBeGreaterThanOrEqual(0);
      const next = layout.questions[k + 1];
      if (next) expect(at).toBeLessThan(text.indexOf(ownWords(next)));
    });
  });
});

describe.each(WORKBOOK_LAYOUTS.map((l) => [l.name, l] as const))('Excel: %s', (_name, layout) => {
  it('finds every question with its answer cell', async () => {
    const parsed = await parseQuestionnaire(await layout.build());
    expect(parsed.items.map((i) => i.question)).toEqual(layout.questions.map((q) => q.question));
    expect(
      parsed.items.map((i) => (i.slot.type === 'spreadsheet_cell' ? `${i.slot.sheet}!${i.slot.cell}` : i.slot.type)),
    ).toEqual(layout.questions.map((q) => q.cell));
    if (layout.sections) expect(parsed.sections.map((s) => s.title)).toEqual(layout.sections);
  });

  it('writes each answer in its cell and reads it back', async () => {
    const blank = await layout.build();
    const parsed = await parseQuestionnaire(blank);
    const answers = parsed.items.map((i) => ({ itemIndex: i.index, text: marker(i.index) }));
    expect(parsed.items).toHaveLength(layout.questions.length);
    const filled = await fillQuestionnaire(blank, parsed, answers);
    expect(filled.perItem.map((p) => p.status)).toEqual(answers.map(() => 'injected'));
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => i.slot)).toEqual(parsed.items.map((i) => i.slot));
    back.items.forEach((item, k) => expect(item.answer).toContain(`MARK${k} written here.`));
    if (layout.detail)
      for (const item of parsed.items) {
        const slot = item.slot as Extract<Item['slot'], { type: 'spreadsheet_cell' }>;
        expect(slot.detailCell).toBe(slot.cell.replace(/^[A-Z]+/, layout.detail));
      }
  });
});

const layout = (name: string) => WORD_LAYOUTS.find((l) => l.name === name)!;
const rowTexts = (xml: string) =>
  [...xml.matchAll(/<w:tr\b[\s\S]*?<\/w:tr>/g)].map((tr) =>
    [...tr[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((tc) =>
      [...tc[0].matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
    ),
  );

describe('where a Yes/No answer goes', () => {
  it('a "Yes/No" column takes the Yes, the comments column beside it the explanation', async () => {
    const blank = await layout('Ref | Question | Yes/No | Comments').build();
    const parsed = await parseQuestionnaire(blank);
    const filled = await fillQuestionnaire(blank, parsed, [{ itemIndex: 0, text: 'Yes. Hardware keys for everyone.' }]);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    expect(rowTexts(xml)[1]).toEqual(['IS-1', parsed.items[0]!.question, 'Yes', 'Hardware keys for everyone.']);
  });

  it('an "If yes, please explain" column beside a Yes/No column takes the explanation', async () => {
    const blank = await layout('Yes/No column and an "If yes, please explain" column').build();
    const parsed = await parseQuestionnaire(blank);
    const filled = await fillQuestionnaire(blank, parsed, [{ itemIndex: 0, text: 'Yes, two directorships.' }]);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    expect(rowTexts(xml)[1]).toEqual([parsed.items[0]!.question, 'Yes', 'two directorships.']);
  });

  it('ticks legacy check box form fields (FORMCHECKBOX), kept as fields, in a line and in Yes | No columns', async () => {
    const blank = await layout('legacy check box form fields').build();
    const parsed = await parseQuestionnaire(blank);
    expect(parsed.items[0]!.options).toEqual(['Yes', 'No']);
    const filled = await fillQuestionnaire(blank, parsed, [
      { itemIndex: 0, text: 'No' },
      { itemIndex: 1, text: 'Yes' },
    ]);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    expect(xml.match(/FORMCHECKBOX/g)).toHaveLength(4);
    expect([...xml.matchAll(/<w:checked w:val="([01])"\/>/g)].map((m) => m[1])).toEqual(['0', '1', '1', '0']);
    expect((await parseQuestionnaire(filled.bytes)).items.map((i) => i.answer)).toEqual(['No', 'Yes']);
  });

  it("ticks Word's checkbox controls in Yes | No columns (kept as controls) and writes the explanation in Comments", async () => {
    const blank = await layout('Yes | No columns of checkbox content controls').build();
    const parsed = await parseQuestionnaire(blank);
    const filled = await fillQuestionnaire(blank, parsed, [
      { itemIndex: 0, text: 'No. It is being written.' },
      { itemIndex: 1, text: 'Yes' },
    ]);
    const xml = await (await JSZip.loadAsync(filled.bytes)).file('word/document.xml')!.async('string');
    expect(xml.match(/<w14:checkbox>/g)).toHaveLength(4);
    expect(xml.match(/<w14:checked w14:val="1"\/>/g)).toHaveLength(2);
    expect(rowTexts(xml).slice(1)).toEqual([
      [parsed.items[0]!.question, '☐', '☒', 'It is being written.'],
      [parsed.items[1]!.question, '☒', '☐', ''],
    ]);
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => i.answer)).toEqual(['No. It is being written.', 'Yes']);
  });
});

describe('a question table continued without its header', () => {
  it('is read back once filled, even when an answer uses a header word ("details", "answer")', async () => {
    const blank = await layout('question table continued without its header row').build();
    const parsed = await parseQuestionnaire(blank);
    const text = 'Yes. See the details in our answer to 1.1.';
    const filled = await fillQuestionnaire(
      blank,
      parsed,
      parsed.items.map((i) => ({ itemIndex: i.index, text })),
    );
    const back = await parseQuestionnaire(filled.bytes);
    expect(back.items.map((i) => [i.number, i.answer])).toEqual(parsed.items.map((i) => [i.number, text]));
  });
});
