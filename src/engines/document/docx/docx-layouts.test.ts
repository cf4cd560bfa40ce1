/** Word questionnaires in the three layouts (table, numbered, form) read, filled and read back; answer formatting. */
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
  numberedLayout,
  tableLayout,
} from '../../../../tests/fixtures/documents/questionnaires.js';

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
