/**
 * A fillable PDF questionnaire like the industry's correspondent-banking DDQ, built with pdf-lib: a "No # |
 * Question | Answer" table over two pages (header repeated, running header and page numbers), lettered sub-items,
 * Yes/No drop-downs named only "Dropdown264"…, text fields, a drop-down with a comment box beside it, a check box
 * and a radio group. `completed` fills every field with the firm's answers.
 */
import { PDFDocument, PDFHexString, PDFName, PDFNumber, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';

export type FieldKind = 'text' | 'dropdown' | 'dropdown+text' | 'checkbox' | 'radio' | 'none';

export interface FillableRow {
  no: string;
  question: string;
  field: FieldKind;
  /** The completed form's answer: the drop-down's option (and the comment after ". "), the text, "Yes" for a ticked box. */
  answer?: string;
}

export const FILLABLE_ROWS: FillableRow[] = [
  { no: '1', question: 'Full Legal Name', field: 'text', answer: 'Acme Bank plc' },
  { no: '2', question: 'Append a list of foreign branches which are covered by this questionnaire (if applicable)', field: 'text', answer: 'London, Frankfurt and Singapore branches' },
  { no: '3', question: 'Full Legal (Registered) Address', field: 'text', answer: '1 Bank Street, London E14 5AB' },
  { no: '4', question: 'Date of Entity incorporation / establishment', field: 'text', answer: '12 March 1998' },
  { no: '5', question: 'Select type of ownership and append an ownership chart if available', field: 'none' },
  { no: '5 a', question: 'Publicly traded (25% of shares publicly traded)', field: 'dropdown', answer: 'Yes' },
  { no: '5 a1', question: 'If Y, indicate the exchange traded on and ticker symbol', field: 'text', answer: 'London Stock Exchange, ticker ACME' },
  {
    no: '6',
    question: 'Does the Entity have a documented AML, CTF & Sanctions policy approved at least annually by the Board or equivalent Senior Management Committee?',
    field: 'dropdown+text',
    answer: 'Yes. Approved by the Board every March',
  },
  { no: '7', question: 'Is the Entity regulated by a supervisory authority?', field: 'checkbox', answer: 'Yes' },
  { no: '8', question: 'Does the Entity screen its customers and transactions against sanctions lists?', field: 'dropdown', answer: 'No' },
  { no: '9', question: "Name of the Entity's AML Compliance Officer", field: 'text', answer: 'Jane Smith' },
  { no: '10', question: 'Does the Entity have a whistleblower policy?', field: 'radio', answer: 'Yes' },
  { no: '11', question: 'Please describe how the Entity trains its staff on AML and sanctions', field: 'text', answer: 'Annual e-learning for all staff and classroom training for the front office' },
];

/** The questions a reader finds in the form: every row with a field (row 5 only leads its sub-items). */
export const FILLABLE_QUESTIONS = FILLABLE_ROWS.filter((r) => r.field !== 'none');

/** Rows on page 1; the rest go on page 2 under a repeated header. */
const FIRST_PAGE_ROWS = 9;
const COL = { no: 40, question: 90, answer: 370, end: 560 };
const SIZE = 9;

function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, SIZE) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const fieldName = (row: FillableRow, i: number, kind: string) => (kind === 'dropdown' ? `Dropdown${264 + i}` : kind === 'text' ? `Text${12 + i}` : `${kind}${i}`);

/**
 * `strayField`: one more text field at the foot of page 2, beside no question; `labelled`: a "Firm name:" and a
 * "Date:" label with a text field each, under the table on page 2.
 */
export async function fillablePdf(opts: { completed?: boolean; rows?: FillableRow[]; strayField?: boolean; labelled?: boolean } = {}): Promise<Uint8Array> {
  const rows = opts.rows ?? FILLABLE_ROWS;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const form = doc.getForm();
  const pages: PDFPage[] = [doc.addPage([595, 842]), doc.addPage([595, 842])];
  const text = (page: PDFPage, s: string, x: number, y: number, f = font, size = SIZE) => page.drawText(s, { x, y, size, font: f });
  const hline = (page: PDFPage, y: number) => page.drawLine({ start: { x: COL.no - 4, y }, end: { x: COL.end, y }, thickness: 0.5, color: rgb(0.4, 0.4, 0.4) });
  pages.forEach((page, p) => {
    text(page, 'CBDDQ V1.4', 500, 815, font, 7);
    text(page, `Page ${p + 1} of 2`, 275, 25, font, 7);
  });
  text(pages[0]!, 'Correspondent Banking Due Diligence Questionnaire (CBDDQ)', COL.no, 780, bold, 14);
  text(pages[0]!, '1. ENTITY & OWNERSHIP', COL.no, 750, bold, 11);
  let y = 0;
  const header = (page: PDFPage, top: number) => {
    hline(page, top);
    text(page, 'No #', COL.no, top - 12, bold);
    text(page, 'Question', COL.question, top - 12, bold);
    text(page, 'Answer', COL.answer, top - 12, bold);
    hline(page, top - 17);
    return top - 17;
  };
  y = header(pages[0]!, 735);
  rows.forEach((row, i) => {
    if (i === FIRST_PAGE_ROWS) y = header(pages[1]!, 800);
    const page = pages[i < FIRST_PAGE_ROWS ? 0 : 1]!;
    const lines = wrap(row.question, font, COL.answer - COL.question - 10);
    const height = Math.max(lines.length * 11 + 8, 24);
    text(page, row.no, COL.no, y - 12);
    lines.forEach((l, k) => text(page, l, COL.question, y - 12 - k * 11));
    const fy = y - 20;
    const [choice, comment] = (row.answer ?? '').split(/\.\s+(.*)/s);
    const fill = opts.completed ? row.answer : undefined;
    if (row.field === 'text') {
      const f = form.createTextField(fieldName(row, i, 'text'));
      f.addToPage(page, { x: COL.answer, y: fy, width: 185, height: 16, font });
      f.setFontSize(7);
      if (fill) f.setText(fill);
    } else if (row.field === 'dropdown' || row.field === 'dropdown+text') {
      const d = form.createDropdown(fieldName(row, i, 'dropdown'));
      d.addOptions(['Please select', 'Yes', 'No']);
      d.select(opts.completed ? choice! : 'Please select');
      d.addToPage(page, { x: COL.answer, y: fy, width: 70, height: 16, font });
      d.setFontSize(7);
      if (row.field === 'dropdown+text') {
        const t = form.createTextField(fieldName(row, i, 'text'));
        t.addToPage(page, { x: COL.answer + 75, y: fy, width: 110, height: 16, font });
        t.setFontSize(7);
        if (opts.completed && comment) t.setText(comment);
      }
    } else if (row.field === 'checkbox') {
      const c = form.createCheckBox(fieldName(row, i, 'checkbox'));
      c.addToPage(page, { x: COL.answer, y: fy + 2, width: 12, height: 12 });
      if (fill) c.check();
    } else if (row.field === 'radio') {
      const r = form.createRadioGroup(fieldName(row, i, 'radio'));
      r.addOptionToPage('Yes', page, { x: COL.answer, y: fy + 2, width: 12, height: 12 });
      text(page, 'Yes', COL.answer + 15, fy + 5);
      r.addOptionToPage('No', page, { x: COL.answer + 45, y: fy + 2, width: 12, height: 12 });
      text(page, 'No', COL.answer + 60, fy + 5);
      if (fill) r.select(fill);
    }
    y -= height;
    hline(page, y);
  });
  if (opts.strayField) form.createTextField('Stray1').addToPage(pages[1]!, { x: 370, y: 90, width: 185, height: 16, font });
  if (opts.labelled) {
    [['Firm name:', 'Text90'], ['Date:', 'Text91']].forEach(([label, name], k) => {
      text(pages[1]!, label!, COL.no, 300 - 30 * k);
      form.createTextField(name!).addToPage(pages[1]!, { x: 120, y: 296 - 30 * k, width: 150, height: 16, font });
    });
  }
  return doc.save();
}

/** The same form with a filled signature field (a signed PDF). */
export async function signedCopy(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(1);
  const { context } = doc;
  const value = context.register(context.obj({ Type: 'Sig', Filter: 'Adobe.PPKLite', SubFilter: 'adbe.pkcs7.detached', ByteRange: [0, 0, 0, 0], Contents: PDFHexString.of('00'.repeat(64)) }));
  const sig = context.register(context.obj({ FT: 'Sig', T: PDFHexString.fromText('Signature1'), V: value, Type: 'Annot', Subtype: 'Widget', Rect: [370, 100, 550, 130], P: page.ref, F: 4 }));
  page.node.addAnnot(sig);
  const acro = doc.getForm().acroForm;
  acro.addField(sig);
  acro.dict.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  return doc.save();
}

/** The same form protected by an owner password (readable without one, changes and form filling not allowed). */
export async function ownerProtectedCopy(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  doc.encrypt({ ownerPassword: 'owner-only', permissions: { modifying: false, fillingForms: false, annotating: false } });
  return doc.save();
}

/** An XFA-only form: no AcroForm fields, only the XFA packet and the page Adobe Reader replaces. */
export async function xfaOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Please wait... If this message is not eventually replaced by the proper contents of the document, your PDF viewer may not be able to display this type of document.', { x: 40, y: 780, size: 8, font });
  const xfa = doc.context.register(doc.context.flateStream('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template/></xdp:xdp>'));
  const acro = doc.getForm().acroForm;
  acro.dict.set(PDFName.of('XFA'), xfa);
  return doc.save();
}
