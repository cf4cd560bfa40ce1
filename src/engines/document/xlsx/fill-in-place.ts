/**
 * Writes answers into an .xlsx in place: only the answer cells of the touched sheets change (inline strings,
 * the cell's own style kept); styles, validations, formulas and every other part stay byte-identical.
 */
import { XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { parseXml } from '../zip/xml.js';
import { chooseListOption } from '../text/text-heuristics.js';
import type { FillAnswer, FillItemResult, FillOptions, ParsedQuestionnaire } from '../types.js';
import { S_NS, colNumber, listOptions, readWorkbook, splitRef, type Sheet, type Workbook } from './read-workbook.js';
import { readXml, writeZip, type ZipArchive } from '../zip/zip-archive.js';
import { leadingYesNo, withoutLeadingYesNo } from '../../language/index.js';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

class SheetDom {
  readonly doc: Document;
  readonly rows = new Map<number, Element>();
  readonly sheetData: Element;
  constructor(xml: string, path: string) {
    this.doc = parseXml(xml, path);
    this.sheetData = this.doc.getElementsByTagNameNS(S_NS, 'sheetData')[0]!;
    for (const r of Array.from(this.sheetData.getElementsByTagNameNS(S_NS, 'row')))
      this.rows.set(Number(r.getAttribute('r')), r);
  }

  row(n: number): Element {
    const found = this.rows.get(n);
    if (found) return found;
    const r = this.doc.createElementNS(S_NS, 'row');
    r.setAttribute('r', String(n));
    const after = [...this.rows.keys()].filter((k) => k > n).sort((a, b) => a - b)[0];
    this.sheetData.insertBefore(r, after !== undefined ? this.rows.get(after)! : null);
    this.rows.set(n, r);
    return r;
  }

  cell(ref: string): Element {
    const { row, col } = splitRef(ref);
    const r = this.row(row);
    let before: Element | null = null;
    for (const c of Array.from(r.getElementsByTagNameNS(S_NS, 'c'))) {
      const cr = c.getAttribute('r') ?? '';
      if (cr === ref) return c;
      if (!before && colNumber(cr.replace(/\d+$/, '')) > col) before = c;
    }
    const c = this.doc.createElementNS(S_NS, 'c');
    c.setAttribute('r', ref);
    // A new cell takes the row's default style, as Excel would show it.
    const rowStyle = r.getAttribute('customFormat') === '1' ? r.getAttribute('s') : null;
    if (rowStyle) c.setAttribute('s', rowStyle);
    r.insertBefore(c, before);
    return c;
  }

  /** Writes a date: as a serial number where the cell already holds a number (its date format shows it), else as "YYYY-MM-DD". */
  setDate(ref: string, date: Date): void {
    const c = this.cell(ref);
    const v = c.getElementsByTagNameNS(S_NS, 'v')[0];
    const numeric = !c.getAttribute('t') && v && /^\d+(?:\.\d+)?$/.test(v.textContent ?? '');
    if (!numeric) return this.setText(ref, isoDate(date));
    while (v.firstChild) v.removeChild(v.firstChild);
    v.appendChild(this.doc.createTextNode(String(excelSerial(date))));
  }

  setText(ref: string, text: string): void {
    const c = this.cell(ref);
    while (c.firstChild) c.removeChild(c.firstChild);
    c.setAttribute('t', 'inlineStr');
    const is = this.doc.createElementNS(S_NS, 'is');
    const t = this.doc.createElementNS(S_NS, 't');
    t.setAttributeNS(XML_NS, 'xml:space', 'preserve');
    t.appendChild(this.doc.createTextNode(text));
    is.appendChild(t);
    c.appendChild(is);
  }
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** Days since 1899-12-30, Excel's (1900 date system) serial for a calendar day. */
const excelSerial = (d: Date) =>
  Math.round((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(1899, 11, 30)) / 86_400_000);

/** Chooses what goes in the answer cell (a drop-down value when the cell has one) and what goes in the detail cell. */
function split(
  book: Workbook,
  sheet: Sheet,
  ref: string,
  a: FillAnswer,
  hasDetail: boolean,
): { main: string; detail: string } {
  const { row, col } = splitRef(ref);
  const options = listOptions(book, sheet, row, col);
  const yn = a.yesNo ?? leadingYesNo(a.text);
  const rest = withoutLeadingYesNo(a.text);
  const chosen = options?.length ? chooseListOption(options, a.text, yn) : null;
  if (chosen) return { main: options![chosen.index]!, detail: chosen.rest };
  if (hasDetail && yn)
    return {
      main: a.text
        .trim()
        .slice(0, a.text.trim().length - rest.length)
        .replace(/[\s.,;:-]+$/, ''),
      detail: rest,
    };
  return { main: a.text, detail: '' };
}

export function fillXlsx(
  zip: ZipArchive,
  parsed: ParsedQuestionnaire,
  answers: FillAnswer[],
  opts: FillOptions = {},
): { bytes: Uint8Array; perItem: FillItemResult[] } {
  const book = readWorkbook(zip);
  const doms = new Map<string, SheetDom>();
  const dom = (sheet: Sheet) => {
    let d = doms.get(sheet.path);
    if (!d) doms.set(sheet.path, (d = new SheetDom(readXml(zip, sheet.path)!, sheet.path)));
    return d;
  };
  const perItem: FillItemResult[] = [];
  for (const a of answers) {
    const item = parsed.items[a.itemIndex];
    const slot = item?.slot;
    if (!item || slot?.type !== 'spreadsheet_cell') {
      perItem.push({
        itemIndex: a.itemIndex,
        status: 'failed',
        reason: item
          ? `a ${slot?.type} slot cannot be filled in a workbook`
          : 'no such item in the parsed questionnaire',
      });
      continue;
    }
    if (!a.text.trim() && !a.yesNo) {
      perItem.push({ itemIndex: a.itemIndex, status: 'skipped', reason: 'empty answer' });
      continue;
    }
    const sheet = book.byName.get(slot.sheet);
    if (!sheet) {
      perItem.push({
        itemIndex: a.itemIndex,
        status: 'failed',
        reason: `the sheet "${slot.sheet}" is not in this workbook; parse these bytes again`,
      });
      continue;
    }
    if (sheet.cells.get(slot.cell)?.formula) {
      perItem.push({
        itemIndex: a.itemIndex,
        status: 'failed',
        reason: `the answer cell ${slot.cell} holds a formula, which was left intact`,
      });
      continue;
    }
    const { main, detail } = split(book, sheet, slot.cell, a, !!slot.detailCell);
    const d = dom(sheet);
    d.setText(slot.cell, main);
    let reason: string | undefined;
    if (detail && slot.detailCell && !sheet.cells.get(slot.detailCell)?.formula) d.setText(slot.detailCell, detail);
    else if (detail)
      reason =
        'the explanation was dropped: the drop-down cell only takes one of its values and there is no detail column';
    perItem.push({ itemIndex: a.itemIndex, status: 'injected', ...(reason ? { reason } : {}) });
  }
  if (opts.completionDate) {
    for (const { role, slot } of parsed.fields) {
      if (role !== 'completion_date' || slot.type !== 'spreadsheet_cell') continue;
      const sheet = book.byName.get(slot.sheet);
      if (sheet && !sheet.cells.get(slot.cell)?.formula) dom(sheet).setDate(slot.cell, opts.completionDate);
    }
  }
  const changes = new Map<string, string>();
  const ser = new XMLSerializer();
  for (const [path, d] of doms) changes.set(path, ser.serializeToString(d.doc));
  return { bytes: writeZip(zip, changes), perItem };
}
