/**
 * Opening a PDF with pdf.js (through unpdf): every page's positioned text lines and form widgets, and what the
 * file says about itself (a signature, an XFA form, owner-password restrictions). Passwords and damage become
 * DocumentErrors with a message that says what to do.
 */
import { getDocumentProxy } from 'unpdf';
import { DocumentError } from '../errors.js';
import { pageLines, type PdfLine, type RawTextItem } from './page-text.js';

export type PdfFieldKind = 'text' | 'choice' | 'checkbox' | 'radio';

/** One form field on a page (a radio group's buttons are one field with its options). */
export interface PdfWidget {
  name: string;
  kind: PdfFieldKind;
  page: number;
  /** Left, top, right, bottom in points from the top-left of the page. */
  rect: [number, number, number, number];
  value: string;
  options?: string[];
  /** A radio group's buttons: each one's on-state name and rectangle (its label is printed beside it). */
  buttons?: { value: string; rect: [number, number, number, number] }[];
  readOnly: boolean;
}

export interface PdfFacts {
  pages: number;
  lines: PdfLine[];
  widgets: PdfWidget[];
  signed: boolean;
  /** An XFA form: pdf.js shows its AcroForm fallback, if any; `xfaOnly` when there is none. */
  xfa: boolean;
  xfaOnly: boolean;
  /** Encrypted with an owner password (opened without one): readable, but its author restricts changes. */
  restricted: boolean;
}

interface Annotation {
  annotationType: number;
  fieldType?: string;
  fieldName?: string;
  fieldValue?: string | string[] | null;
  rect: number[];
  options?: { exportValue: string; displayValue: string }[];
  checkBox?: boolean;
  radioButton?: boolean;
  pushButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
  readOnly?: boolean;
  hidden?: boolean;
}

const WIDGET = 20;

function widgetOf(a: Annotation, page: number, top: number, radios: Map<string, PdfWidget>): PdfWidget | null {
  if (a.annotationType !== WIDGET || !a.fieldName || a.hidden || a.pushButton) return null;
  const [x0, y0, x1, y1] = a.rect as [number, number, number, number];
  const rect: PdfWidget['rect'] = [Math.min(x0, x1), top - Math.max(y0, y1), Math.max(x0, x1), top - Math.min(y0, y1)];
  const base = { name: a.fieldName, page, rect, readOnly: !!a.readOnly };
  const value = Array.isArray(a.fieldValue) ? a.fieldValue.join(', ') : (a.fieldValue ?? '');
  if (a.fieldType === 'Tx') return { ...base, kind: 'text', value };
  if (a.fieldType === 'Ch')
    return { ...base, kind: 'choice', value, options: (a.options ?? []).map((o) => o.displayValue || o.exportValue) };
  if (a.fieldType !== 'Btn') return null;
  if (a.checkBox)
    return { ...base, kind: 'checkbox', value: value && value !== 'Off' && value === a.exportValue ? 'Yes' : '' };
  if (!a.radioButton) return null;
  // A radio group: one field spanning its buttons; the chosen button's value is the answer.
  const option = a.buttonValue ?? '';
  const key = `${page}|${a.fieldName}`;
  const group = radios.get(key);
  if (group) {
    group.rect = [
      Math.min(group.rect[0], rect[0]),
      Math.min(group.rect[1], rect[1]),
      Math.max(group.rect[2], rect[2]),
      Math.max(group.rect[3], rect[3]),
    ];
    group.options!.push(option);
    group.buttons!.push({ value: option, rect });
    if (value && value === option) group.value = option;
    return null;
  }
  const w: PdfWidget = {
    ...base,
    kind: 'radio',
    value: value && value === option ? option : '',
    options: [option],
    buttons: [{ value: option, rect }],
  };
  radios.set(key, w);
  return w;
}

async function open(bytes: Uint8Array) {
  try {
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false });
  } catch (cause) {
    const msg = String((cause as Error)?.message ?? cause);
    if (/password/i.test(msg))
      throw new DocumentError('ENCRYPTED', 'The PDF is password-protected. Remove the password and upload it again.', {
        cause,
      });
    throw new DocumentError(
      'CORRUPT',
      'The PDF could not be read (it is damaged or incomplete). Re-export it and try again.',
      { cause },
    );
  }
}

export async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const pdf = await open(bytes);
  try {
    const meta = (await pdf.getMetadata()).info as {
      IsSignaturesPresent?: boolean;
      IsXFAPresent?: boolean;
      IsAcroFormPresent?: boolean;
      EncryptFilterName?: string | null;
    };
    const lines: PdfLine[] = [];
    const widgets: PdfWidget[] = [];
    let signed = !!meta.IsSignaturesPresent;
    for (let i = 1; i <= pdf.numPages; i++) {
      const page = await pdf.getPage(i);
      // y from the top of the page's box: its top edge in PDF space minus the PDF y.
      const top = page.view[3]!;
      const tc = await page.getTextContent();
      lines.push(...pageLines(tc.items as RawTextItem[], i, top));
      if (meta.IsAcroFormPresent) {
        const radios = new Map<string, PdfWidget>();
        for (const a of (await page.getAnnotations()) as Annotation[]) {
          if (a.annotationType === WIDGET && a.fieldType === 'Sig' && a.fieldValue) signed = true;
          const w = widgetOf(a, i, top, radios);
          if (w) widgets.push(w);
        }
      }
      page.cleanup();
    }
    const xfa = !!meta.IsXFAPresent;
    return {
      pages: pdf.numPages,
      lines,
      widgets,
      signed,
      xfa,
      xfaOnly: xfa && (pdf as unknown as { isPureXfa?: boolean }).isPureXfa === true,
      restricted: !!meta.EncryptFilterName,
    };
  } finally {
    await pdf.destroy();
  }
}
