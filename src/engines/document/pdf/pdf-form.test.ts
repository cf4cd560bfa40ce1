/**
 * Fillable PDFs (AcroForm): a correspondent-banking-style form built by the tests (two pages, Yes/No drop-downs
 * named "Dropdown264"…, text fields, a check box, a radio group) is read with every field on its question's row,
 * learned from when completed, filled in place and read back, and rendered by poppler with the values showing.
 * Signed, author-protected and XFA-only forms get their own outcome.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { extractQaPairs, fillQuestionnaire, parseQuestionnaire, type Item, type PdfFieldRef } from '../index.js';
import {
  FILLABLE_QUESTIONS,
  FILLABLE_ROWS,
  fillablePdf,
  ownerProtectedCopy,
  signedCopy,
  xfaOnlyPdf,
} from '../../../../tests/fixtures/documents/fillable-pdf.js';

const fieldsOf = (item: Item): PdfFieldRef[] => (item.slot.type === 'pdf_fields' ? item.slot.fields : []);

/** The page as poppler draws it (grey, 72 dpi: one pixel per point), as rows of bytes. */
function render(bytes: Uint8Array, page: number): { width: number; pixels: Uint8Array } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'form.pdf'), bytes);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      '72',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      path.join(dir, 'form.pdf'),
      path.join(dir, 'page'),
    ]);
    const pgm = fs.readFileSync(path.join(dir, 'page.pgm'));
    const head = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    return { width: Number(head[1]), pixels: pgm.subarray(head[0].length) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Dark pixels inside a field's rectangle (its border left out). */
function ink(img: { width: number; pixels: Uint8Array }, rect: [number, number, number, number]): number {
  let n = 0;
  for (let y = Math.ceil(rect[1]) + 3; y < Math.floor(rect[3]) - 2; y++)
    for (let x = Math.ceil(rect[0]) + 3; x < Math.floor(rect[2]) - 2; x++)
      if (img.pixels[y * img.width + x]! < 128) n++;
  return n;
}

describe('fillable PDF forms', () => {
  it('reads the table and puts every field on its question, sub-items under their parent, blanks as blanks', async () => {
    const parsed = await parseQuestionnaire(await fillablePdf());
    expect(parsed.items.map((i) => i.number)).toEqual(FILLABLE_QUESTIONS.map((r) => r.no.replace(' ', '')));
    expect(parsed.items[5]!.question).toBe(
      'Select type of ownership and append an ownership chart if available — If Y, indicate the exchange traded on and ticker symbol',
    );
    expect(parsed.sections.map((s) => s.title)).toContain('ENTITY & OWNERSHIP');
    expect(parsed.items.every((i) => !i.answer)).toBe(true);
    expect(parsed.completed).toBe(false);
    expect(parsed.form).toEqual({ fields: 13, attached: 13, fillInPlace: true });
    expect(
      parsed.items.map((i) =>
        fieldsOf(i)
          .map((f) => f.kind)
          .join('+'),
      ),
    ).toEqual([
      'text',
      'text',
      'text',
      'text',
      'choice',
      'text',
      'choice+text',
      'checkbox',
      'choice',
      'text',
      'radio',
      'text',
    ]);
    expect(fieldsOf(parsed.items[4]!)[0]).toMatchObject({ name: 'Dropdown269', page: 1 });
    expect(fieldsOf(parsed.items[11]!)[0]!.page).toBe(2);
    expect(parsed.items[6]).toMatchObject({ kind: 'yes_no', options: ['Yes', 'No'] });
    expect(parsed.items.some((i) => /CBDDQ|Page \d/.test(i.question + (i.answer ?? '')))).toBe(false);
  });

  it('learns every pair from the completed form (a drop-down and the comment beside it make one answer)', async () => {
    const parsed = await parseQuestionnaire(await fillablePdf({ completed: true }));
    expect(parsed.completed).toBe(true);
    const pairs = extractQaPairs(parsed);
    expect(pairs.map((p) => p.answer)).toEqual(FILLABLE_QUESTIONS.map((r) => r.answer));
    expect(pairs[6]).toMatchObject({ itemNumber: '6', answer: 'Yes. Approved by the Board every March' });
  });

  it('fills the blank form in place, each answer in its own field, and reads the answers back', async () => {
    const blank = await fillablePdf();
    const parsed = await parseQuestionnaire(blank);
    const answers = parsed.items.map((item, k) => ({ itemIndex: item.index, text: FILLABLE_QUESTIONS[k]!.answer! }));
    const out = await fillQuestionnaire(blank, parsed, answers);
    expect(out.format).toBe('pdf');
    expect(out.perItem.every((p) => p.status === 'injected')).toBe(true);
    const back = await parseQuestionnaire(out.bytes);
    expect(back.items.map((i) => fieldsOf(i).map((f) => f.name))).toEqual(
      parsed.items.map((i) => fieldsOf(i).map((f) => f.name)),
    );
    expect(back.items.map((i) => i.answer)).toEqual(FILLABLE_QUESTIONS.map((r) => r.answer));

    // poppler draws the values: every answered field is drawn differently than blank ("Please select" → "Yes"), with ink.
    if (spawnSync('pdftoppm', ['-v']).status !== 0 && !process.env.CI) return;
    for (const page of [1, 2]) {
      const [before, after] = [render(blank, page), render(out.bytes, page)];
      for (const item of back.items) {
        for (const f of fieldsOf(item).filter((f) => f.page === page)) {
          expect(Math.abs(ink(after, f.rect) - ink(before, f.rect)), f.name).toBeGreaterThan(5);
          expect(ink(after, f.rect), f.name).toBeGreaterThan(5);
        }
      }
    }
  });

  it('adds a review note beside each answer when asked', async () => {
    const blank = await fillablePdf();
    const parsed = await parseQuestionnaire(blank);
    const out = await fillQuestionnaire(
      blank,
      parsed,
      [{ itemIndex: 0, text: 'Acme Bank plc', comment: 'Source: "Legal name" (2025 DDQ); confidence 92%.' }],
      { reviewComments: true },
    );
    const pdf = await getDocumentProxy(new Uint8Array(out.bytes));
    const notes = (
      (await (await pdf.getPage(1)).getAnnotations()) as { subtype: string; contentsObj?: { str: string } }[]
    ).filter((a) => a.subtype === 'Text');
    expect(notes.map((n) => n.contentsObj?.str)).toEqual(['Source: "Legal name" (2025 DDQ); confidence 92%.']);
    expect((await parseQuestionnaire(out.bytes)).items[0]!.answer).toBe('Acme Bank plc');
  });

  it('answers a signed or author-protected form in a Word file and says why; refuses an XFA-only form', async () => {
    const blank = await fillablePdf();
    for (const [bytes, why] of [
      [await signedCopy(blank), /digitally signed/],
      [await ownerProtectedCopy(blank), /owner password/],
    ] as const) {
      const parsed = await parseQuestionnaire(bytes);
      expect(parsed.items).toHaveLength(FILLABLE_ROWS.length); // not filled in place: the lead row stays a question
      const out = await fillQuestionnaire(bytes, parsed, [{ itemIndex: 0, text: 'Acme Bank plc' }]);
      expect(out.format).toBe('docx');
      expect(out.notice).toMatch(why);
    }
    await expect(parseQuestionnaire(await xfaOnlyPdf())).rejects.toMatchObject({ code: 'XFA_FORM' });
  });

  it('makes a labelled field a question of its own, and fills a "Date:" field with the completion date', async () => {
    const blank = await fillablePdf({ labelled: true });
    const parsed = await parseQuestionnaire(blank);
    expect(parsed.items.at(-1)).toMatchObject({
      question: 'Firm name',
      slot: { type: 'pdf_fields', fields: [{ name: 'Text90' }] },
    });
    expect(parsed.items.at(-1)!.sectionIndex).toBe(parsed.items.at(-2)!.sectionIndex);
    expect(parsed.fields).toEqual([
      expect.objectContaining({
        role: 'completion_date',
        label: 'Date',
        slot: expect.objectContaining({ type: 'pdf_fields' }),
      }),
    ]);
    const out = await fillQuestionnaire(
      blank,
      parsed,
      [{ itemIndex: parsed.items.at(-1)!.index, text: 'Acme Bank plc' }],
      { completionDate: new Date('2026-03-04T10:00:00Z') },
    );
    const back = await parseQuestionnaire(out.bytes);
    expect(back.items.at(-1)!.answer).toBe('Acme Bank plc');
    expect(back.fields[0]!.value).toBe('2026-03-04');
  });

  it('leaves a field that sits on no question alone and says so', async () => {
    const rows = [...FILLABLE_ROWS.slice(0, 3)];
    const parsed = await parseQuestionnaire(await fillablePdf({ rows, strayField: true }));
    expect(parsed.form).toMatchObject({ fields: 4, attached: 3, fillInPlace: true });
    expect(parsed.warnings.join(' ')).toMatch(/1 form field\(s\) sit beside no question \(Stray1\)/);
  });
});
