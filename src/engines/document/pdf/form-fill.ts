/**
 * A fillable PDF filled in place (@cantoo/pdf-lib, decision 070): a drop-down or radio group gets the option the
 * answer means, a check box its state, the text field the answer (or, beside a Yes/No choice, the explanation
 * after it); appearance streams are regenerated so every viewer shows the values. With review comments, each
 * answer gets a note (a PDF text annotation) beside its field. Same pages, same fields, nothing else changed.
 */
import {
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  PDFHexString,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFTextField,
  StandardFonts,
  type PDFField,
  type PDFFont,
} from '@cantoo/pdf-lib';
import { DocumentError } from '../errors.js';
import { chooseListOption } from '../text/text-heuristics.js';
import type { FillAnswer, FillItemResult, FillOptions, ParsedQuestionnaire, PdfFieldRef } from '../types.js';
import { leadingYesNo, withoutLeadingYesNo } from '../../language/index.js';

/** Characters the standard font cannot draw become their closest plain letters (or are dropped). */
function drawable(text: string, font: PDFFont): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      try {
        font.encodeText(plain);
        out += plain;
      } catch {
        out += ch === '\n' || ch === '\t' ? ' ' : '';
      }
    }
  }
  return out;
}

function fieldOf(doc: PDFDocument, name: string): PDFField | undefined {
  try {
    return doc.getForm().getField(name);
  } catch {
    return undefined;
  }
}

/** Sets one item's fields from its answer; true when at least one field took it. */
function fillItem(doc: PDFDocument, refs: PdfFieldRef[], answer: FillAnswer, font: PDFFont): boolean {
  const text = answer.text.trim();
  const yn = answer.yesNo ?? leadingYesNo(text);
  let rest = text;
  let chose = false;
  let done = false;
  // Choices first (drop-down, radio, check box): what they take out of the answer is not repeated in the text field.
  for (const ref of refs.filter((r) => r.kind !== 'text')) {
    const field = fieldOf(doc, ref.name);
    if (field instanceof PDFCheckBox) {
      if (yn === 'yes') field.check();
      else if (yn === 'no') field.uncheck();
      else continue;
      rest = withoutLeadingYesNo(text);
    } else if (field instanceof PDFRadioGroup || field instanceof PDFDropdown || field instanceof PDFOptionList) {
      const own = field.getOptions();
      const labels = ref.options?.length === own.length ? ref.options : own;
      const pick = chooseListOption(labels, text, yn);
      if (!pick) continue;
      field.select(own[pick.index]!);
      rest = pick.rest;
    } else continue;
    chose = done = true;
  }
  const texts = refs
    .filter((r) => r.kind === 'text')
    .map((r) => fieldOf(doc, r.name))
    .filter((f): f is PDFTextField => f instanceof PDFTextField);
  const value = drawable(chose ? rest : text, font);
  if (texts[0] && value) {
    const field = texts[0];
    const max = field.getMaxLength();
    if (value.length > 60 || value.includes('\n')) field.enableMultiline();
    field.setText(max !== undefined && value.length > max ? value.slice(0, max) : value);
    done = true;
  }
  return done;
}

/** A review note beside the item's last field: a closed sticky note carrying the comment. */
function addNote(doc: PDFDocument, ref: PdfFieldRef, comment: string): void {
  const page = doc.getPage(ref.page - 1);
  const { width, height } = page.getSize();
  const x = Math.min(ref.rect[2] + (ref.kind === 'radio' ? 24 : 2), width - 16); // past a radio button's printed label
  const y = height - ref.rect[1] - 14;
  const note = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Text',
    Rect: [x, y, x + 14, y + 14],
    Contents: PDFHexString.fromText(comment),
    T: PDFHexString.fromText('DDQ Wingman'),
    Name: 'Comment',
    Open: false,
    F: 4,
  });
  page.node.addAnnot(doc.context.register(note));
}

/** The form's own date field(s), when still empty: the completion date as YYYY-MM-DD. */
function fillDates(doc: PDFDocument, parsed: ParsedQuestionnaire, date: Date, font: PDFFont): void {
  for (const f of parsed.fields) {
    if (f.role !== 'completion_date' || f.slot.type !== 'pdf_fields' || f.value) continue;
    const field = f.slot.fields
      .map((r) => fieldOf(doc, r.name))
      .find((x): x is PDFTextField => x instanceof PDFTextField);
    field?.setText(drawable(date.toISOString().slice(0, 10), font));
  }
}

export async function fillPdfForm(
  bytes: Uint8Array,
  parsed: ParsedQuestionnaire,
  answers: FillAnswer[],
  opts: FillOptions = {},
): Promise<{ bytes: Uint8Array; perItem: FillItemResult[] }> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (cause) {
    throw new DocumentError('CORRUPT', 'The PDF form could not be opened for filling. Re-export it and try again.', {
      cause,
    });
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const perItem: FillItemResult[] = answers.map((a) => {
    const slot = parsed.items[a.itemIndex]?.slot;
    if (slot?.type !== 'pdf_fields')
      return { itemIndex: a.itemIndex, status: 'skipped', reason: 'The question has no form field in this PDF.' };
    if (!fillItem(doc, slot.fields, a, font))
      return { itemIndex: a.itemIndex, status: 'failed', reason: 'No field of the question takes this answer.' };
    if (opts.reviewComments && a.comment) addNote(doc, slot.fields.at(-1)!, a.comment);
    return { itemIndex: a.itemIndex, status: 'injected' };
  });
  if (opts.completionDate) fillDates(doc, parsed, opts.completionDate, font);
  const form = doc.getForm();
  // Viewers that prefer an XFA copy of the form would show it empty: the AcroForm fields are the form now.
  if (form.hasXFA()) form.deleteXFA();
  form.updateFieldAppearances(font);
  form.acroForm.dict.set(PDFName.of('NeedAppearances'), doc.context.obj(false));
  return { bytes: await doc.save({ updateFieldAppearances: false }), perItem };
}
