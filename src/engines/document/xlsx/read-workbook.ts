/** Reads an .xlsx workbook (our own zip + xmldom, no full-workbook model): sheets, cells, merges, list validations. */
import type { Element } from '@xmldom/xmldom';
import { parseXml } from '../zip/xml.js';
import { DocumentError } from '../errors.js';
import { readXml, type ZipArchive } from '../zip/zip-archive.js';

export const S_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface SheetCell {
  ref: string;
  row: number;
  col: number;
  text: string;
  formula: boolean;
  /** Its style's font is bold (section rows often are, questions seldom). */
  bold: boolean;
}

export interface Sheet {
  name: string;
  path: string;
  hidden: boolean;
  cells: Map<string, SheetCell>;
  rows: Map<number, SheetCell[]>;
  /** Top-left ref of every merged range, keyed by each covered ref. */
  mergedInto: Map<string, string>;
  /** List validations: ref → allowed values (resolved when they point at a range). */
  lists: { ranges: [number, number, number, number][]; source: string }[];
  /** Text-length validations: the ranges and the most characters they allow. */
  textLimits: { ranges: [number, number, number, number][]; max: number }[];
  /** A block of a sheet read on its own (side-by-side question blocks): its first and last column. */
  columns?: [number, number];
}

export interface Workbook {
  sheets: Sheet[];
  byName: Map<string, Sheet>;
}

const els = (root: Element | ReturnType<typeof parseXml>, ns: string, local: string): Element[] =>
  Array.from(root.getElementsByTagNameNS(ns, local));

export function colNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function colLetters(n: number): string {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

export function splitRef(ref: string): { col: number; row: number } {
  const m = /^\$?([A-Z]{1,3})\$?(\d+)$/i.exec(ref);
  if (!m) return { col: 0, row: 0 };
  return { col: colNumber(m[1]!), row: Number(m[2]) };
}

function parseRange(r: string): [number, number, number, number] {
  const [a, b] = r.split(':');
  const s = splitRef(a!);
  const e = b ? splitRef(b) : s;
  return [s.row, s.col, e.row, e.col];
}

const decode = (s: string): string =>
  s.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (_, d: string, h: string, n: string) =>
    d
      ? String.fromCodePoint(Number(d))
      : h
        ? String.fromCodePoint(parseInt(h, 16))
        : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[n.toLowerCase()]!,
  );
const attr = (attrs: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
const tTexts = (xml: string): string =>
  [...xml.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:\w+:)?t>/g)].map((m) => decode(m[1]!)).join('');

/** Scans a worksheet with regular expressions: far faster than a DOM for 30k-cell sheets, and reading needs no DOM. */
/** The cell styles (indexes into cellXfs) whose font is bold, from xl/styles.xml. */
function boldStyles(xml: string | null): Set<number> {
  const out = new Set<number>();
  if (!xml) return out;
  const fontsXml = /<fonts\b[^>]*>([\s\S]*?)<\/fonts>/.exec(xml)?.[1] ?? '';
  const bold = [...fontsXml.matchAll(/<font\b[^>]*?(?:\/>|>([\s\S]*?)<\/font>)/g)].map((m) =>
    /<b(?:\s+val="(?:1|true)")?\s*\/>/.test(m[1] ?? ''),
  );
  const xfsXml = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? '';
  [...xfsXml.matchAll(/<xf\b([^>]*)/g)].forEach((m, i) => {
    if (bold[Number(attr(m[1]!, 'fontId') ?? -1)]) out.add(i);
  });
  return out;
}

function readSheet(
  zip: ZipArchive,
  name: string,
  path: string,
  hidden: boolean,
  shared: string[],
  bold: Set<number>,
): Sheet {
  const xml = readXml(zip, path);
  if (!xml)
    throw new DocumentError(
      'CORRUPT',
      `The sheet "${name}" is missing from the workbook. Re-save it in Excel and try again.`,
    );
  const cells = new Map<string, SheetCell>();
  const rows = new Map<number, SheetCell[]>();
  for (const m of xml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const attrs = m[1]!;
    const inner = m[2] ?? '';
    const ref = attr(attrs, 'r');
    if (!ref || !inner) continue;
    const t = attr(attrs, 't');
    const v = decode(/<v>([^<]*)<\/v>/.exec(inner)?.[1] ?? '');
    let text: string;
    if (t === 's') text = shared[Number(v)] ?? '';
    else if (t === 'inlineStr') text = tTexts(inner);
    else if (t === 'b') text = v === '1' ? 'TRUE' : 'FALSE';
    else text = v;
    const { row, col } = splitRef(ref);
    const style = attr(attrs, 's');
    const cell: SheetCell = {
      ref,
      row,
      col,
      text,
      formula: /<f[\s>/]/.test(inner),
      bold: style !== undefined && bold.has(Number(style)),
    };
    cells.set(ref, cell);
    if (!rows.has(row)) rows.set(row, []);
    rows.get(row)!.push(cell);
  }
  const mergedInto = new Map<string, string>();
  for (const m of xml.matchAll(/<mergeCell\b[^>]*\bref="([^"]+)"/g)) {
    const [r1, c1, r2, c2] = parseRange(m[1]!);
    if (r2 - r1 > 50 || c2 - c1 > 50) continue;
    const top = `${colLetters(c1)}${r1}`;
    for (let r = r1; r <= r2; r++)
      for (let c = c1; c <= c2; c++) if (r !== r1 || c !== c1) mergedInto.set(`${colLetters(c)}${r}`, top);
  }
  const lists: Sheet['lists'] = [];
  const textLimits: Sheet['textLimits'] = [];
  for (const m of xml.matchAll(/<(?:x14:)?dataValidation\b([^>]*)>([\s\S]*?)<\/(?:x14:)?dataValidation>/g)) {
    const type = attr(m[1]!, 'type');
    const body = m[2]!;
    const f = decode(/<(?:xm:f|formula1)>([^<]*)</.exec(body)?.[1] ?? '');
    const sq = attr(m[1]!, 'sqref') ?? /<xm:sqref>([^<]*)</.exec(body)?.[1] ?? '';
    const ranges = sq.split(/\s+/).filter(Boolean).map(parseRange);
    if (type === 'list') lists.push({ ranges, source: f });
    if (type === 'textLength') {
      const max = textLengthMax(
        attr(m[1]!, 'operator') ?? 'between',
        f,
        decode(/<(?:xm:f|formula2)>([^<]*)</.exec(body.replace(/<(?:xm:f|formula1)>[^<]*</, ''))?.[1] ?? ''),
      );
      if (max !== undefined) textLimits.push({ ranges, max });
    }
  }
  return { name, path, hidden, cells, rows, mergedInto, lists, textLimits };
}

export function readWorkbook(zip: ZipArchive): Workbook {
  const wbXml = readXml(zip, 'xl/workbook.xml');
  if (!wbXml)
    throw new DocumentError('CORRUPT', 'The Excel file has no workbook part. Re-save it in Excel and try again.');
  const wb = parseXml(wbXml, 'xl/workbook.xml');
  const rels = parseXml(readXml(zip, 'xl/_rels/workbook.xml.rels') ?? '<Relationships/>', 'xl/_rels/workbook.xml.rels');
  const targets = new Map<string, string>();
  for (const r of Array.from(rels.getElementsByTagName('Relationship'))) {
    const target = r.getAttribute('Target') ?? '';
    targets.set(r.getAttribute('Id') ?? '', target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const sstXml = readXml(zip, 'xl/sharedStrings.xml');
  const shared = sstXml
    ? [...sstXml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => tTexts(m[1]!.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '')))
    : [];
  const bold = boldStyles(readXml(zip, 'xl/styles.xml'));
  const sheets: Sheet[] = [];
  for (const s of els(wb, S_NS, 'sheet')) {
    const path = targets.get(s.getAttributeNS(R_NS, 'id') ?? '');
    if (!path || !zip.byName.has(path)) continue;
    sheets.push(
      readSheet(
        zip,
        s.getAttribute('name') ?? path,
        path,
        (s.getAttribute('state') ?? 'visible') !== 'visible',
        shared,
        bold,
      ),
    );
  }
  return { sheets, byName: new Map(sheets.map((s) => [s.name, s])) };
}

/** The most characters a text-length validation allows (operator lessThan/lessThanOrEqual/equal, or between's upper bound). */
function textLengthMax(operator: string, formula1: string, formula2: string): number | undefined {
  const n1 = Number(formula1);
  const n2 = Number(formula2);
  if (operator === 'between' && Number.isFinite(n2) && n2 > 0) return n2;
  if ((operator === 'lessThanOrEqual' || operator === 'equal') && n1 > 0) return n1;
  if (operator === 'lessThan' && n1 > 1) return n1 - 1;
  return undefined;
}

/** The most characters a text-length validation covering this cell allows, if one does. */
export function textLengthLimit(sheet: Sheet, row: number, col: number): number | undefined {
  const v = sheet.textLimits.find((l) =>
    l.ranges.some(([r1, c1, r2, c2]) => row >= r1 && row <= r2 && col >= c1 && col <= c2),
  );
  return v?.max;
}

/** Allowed values of a list validation covering `ref`, resolving "Yes,No" literals and Sheet!$A$1:$A$5 ranges. */
export function listOptions(book: Workbook, sheet: Sheet, row: number, col: number): string[] | undefined {
  const v = sheet.lists.find((l) =>
    l.ranges.some(([r1, c1, r2, c2]) => row >= r1 && row <= r2 && col >= c1 && col <= c2),
  );
  if (!v) return undefined;
  const src = v.source.trim();
  if (src.startsWith('"'))
    return src
      .replace(/^"|"$/g, '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const m = /^(?:'?([^'!]+)'?!)?\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?$/.exec(src);
  if (!m) return undefined;
  // The whole sheet, not a block of it: the list may sit in other columns.
  const target = m[1] ? book.byName.get(m[1]) : (book.byName.get(sheet.name) ?? sheet);
  if (!target) return undefined;
  const c1 = colNumber(m[2]!),
    r1 = Number(m[3]),
    c2 = m[4] ? colNumber(m[4]) : c1,
    r2 = m[5] ? Number(m[5]) : r1;
  const out: string[] = [];
  for (let r = r1; r <= Math.min(r2, r1 + 200); r++)
    for (let c = c1; c <= c2; c++) {
      const t = target.cells.get(`${colLetters(c)}${r}`)?.text.trim();
      if (t) out.push(t);
    }
  return out.length ? out : undefined;
}
