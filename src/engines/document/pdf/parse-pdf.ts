/**
 * PDF questionnaires: the text layer read by its layout (pdf-document → layout-read), and the form fields of a
 * fillable PDF attached to the questions on their rows. Scanned PDFs (no text layer) get NO_TEXT_LAYER, XFA-only
 * forms XFA_FORM; a signed or author-restricted form is read but answered in a Word file (`form.notice` says why).
 */
import { DocumentError } from '../errors.js';
import type { ParsedQuestionnaire, PdfFormInfo } from '../types.js';
import { readPdf, type PdfFacts } from './pdf-document.js';
import { PdfModelBuilder, headerLines, readLayout } from './layout-read.js';
import { withoutRunningLines } from './running-headers.js';
import { attachFields, withoutFieldlessParents } from './form-attach.js';
import { addLabelledItems } from './form-labels.js';
import type { PdfLine } from './page-text.js';

const SIGNED =
  'This PDF is digitally signed: filling its fields would break the signature, so I wrote the answers in a Word document instead. Ask the sender for an unsigned copy to have the form itself filled.';
const RESTRICTED =
  "This PDF's author protected it against changes (an owner password), so I wrote the answers in a Word document instead. Ask the sender for an unprotected copy to have the form itself filled.";
const NO_QUESTION =
  "This form's fields sit beside no question I could read, so I wrote the answers in a Word document instead.";

function formInfo(facts: PdfFacts, builder: PdfModelBuilder, lines: PdfLine[]): PdfFormInfo {
  const { info, loose, labelled } = attachFields(builder.items, builder.origins, lines, facts.widgets);
  addLabelledItems(builder, lines, labelled);
  if (loose.length) {
    const names = loose
      .slice(0, 5)
      .map((w) => w.name)
      .join(', ');
    builder.warnings.push(
      `${loose.length} form field(s) sit beside no question (${names}${loose.length > 5 ? ', …' : ''}): they are left as they are.`,
    );
  }
  const notice = facts.signed ? SIGNED : facts.restricted ? RESTRICTED : info.attached === 0 ? NO_QUESTION : undefined;
  return notice ? { ...info, fillInPlace: false, notice } : info;
}

export async function parsePdf(bytes: Uint8Array, filename?: string): Promise<ParsedQuestionnaire> {
  const facts = await readPdf(bytes);
  if (facts.pages === 0) throw new DocumentError('EMPTY_DOCUMENT', 'The PDF has no pages.');
  if (facts.xfa && facts.widgets.length === 0) {
    throw new DocumentError(
      'XFA_FORM',
      'This PDF is an XFA form (made with Adobe LiveCycle or AEM Forms), which only Adobe Reader can show. Open it in Adobe Acrobat, print it to a new PDF (or save it as Word), and upload that.',
    );
  }
  const chars = facts.lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
  if (chars < 20 * Math.min(facts.pages, 3)) {
    throw new DocumentError(
      'NO_TEXT_LAYER',
      'This PDF has no text layer (it looks scanned). Run it through OCR, or upload the Word or Excel original.',
    );
  }
  const lines = withoutRunningLines(facts.lines, facts.pages, headerLines(facts.lines));
  const builder = new PdfModelBuilder();
  readLayout(lines, builder);
  const form = facts.widgets.length ? formInfo(facts, builder, lines) : undefined;
  if (!builder.items.length) builder.warnings.push('No numbered questions were found in the PDF text.');
  const parsed = builder.build('pdf', filename);
  if (form) parsed.form = form;
  if (form?.fillInPlace) parsed.items = withoutFieldlessParents(parsed.items);
  return parsed;
}
