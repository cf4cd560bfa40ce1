/** Reads a .docx body into a flat list of blocks (paragraphs, tables, content controls) with the facts detection needs. */
import type { Document, Element } from '@xmldom/xmldom';
import { DocumentError } from '../errors.js';
import { ListNumbering, readNumPr } from './numbering.js';
import { paragraphStyle, readStyles, sizeOf, styleOf, styleSize, type StyleMap } from './styles.js';
import { W14_NS, W_NS, collectText, descendants, isEl, kid, kids, parseXml, toggleOn, wAttr } from './word-xml.js';
import { looksLikeQuestion, splitLeadingNumber } from '../text/text-heuristics.js';
import { readXml, type ZipArchive } from '../zip/zip-archive.js';

export interface ParaBlock {
  kind: 'p';
  block: number;
  el: Element;
  text: string;
  styleId?: string;
  styleName?: string;
  headingLevel?: number;
  bold: boolean;
  italic: boolean;
  /** The text size (half-points) most of its text is in; undefined when nothing in the document sets one. */
  size?: number;
  numbered: boolean;
  /** The number Word draws in front of the paragraph ("2.1.", "(b)"), from automatic numbering; also at the start of `text`. */
  listLabel?: string;
  /** Inline content controls in the paragraph (text, placeholder flag). */
  sdts: SdtInfo[];
}

export interface SdtInfo {
  el: Element;
  text: string;
  placeholder: boolean;
  tag?: string;
  checkbox: boolean;
  /** A drop-down (strict) or combo box (free text allowed) control's items, as Word shows them. */
  list?: { options: string[]; values: string[]; strict: boolean };
  /** A date picker control. */
  date: boolean;
}

export interface CellInfo {
  el: Element;
  text: string;
  span: number;
  /** First grid column the cell covers (after the row's gridBefore and earlier cells' spans). */
  gridCol: number;
  vMergeContinue: boolean;
  sdt?: SdtInfo;
}

export interface RowInfo {
  el: Element;
  cells: CellInfo[];
  header: boolean;
}

export interface TableBlock {
  kind: 'tbl';
  block: number;
  el: Element;
  rows: RowInfo[];
}

export interface SdtBlock {
  kind: 'sdt';
  block: number;
  el: Element;
  info: SdtInfo;
}

export type Block = ParaBlock | TableBlock | SdtBlock;

export interface WordBody {
  doc: Document;
  body: Element;
  /** Element children of w:body, in order; `block` indexes into this. */
  elements: Element[];
  blocks: Block[];
  styles: StyleMap;
}

export function sdtInfo(sdt: Element): SdtInfo {
  const pr = kid(sdt, 'sdtPr');
  const content = kid(sdt, 'sdtContent');
  const paras = content ? kids(content, 'p') : [];
  const text = !content ? '' : paras.length ? paras.map((p) => collectText(p)).join('\n') : collectText(content);
  let checkbox = false;
  if (pr)
    for (let n = pr.firstChild; n; n = n.nextSibling)
      if (isEl(n) && n.localName === 'checkbox' && n.namespaceURI === W14_NS) checkbox = true;
  const listEl = pr && (kid(pr, 'dropDownList') ?? kid(pr, 'comboBox'));
  const items = listEl ? kids(listEl, 'listItem') : [];
  const values = items.map((i) => wAttr(i, 'value') ?? wAttr(i, 'displayText') ?? '');
  const options = items.map((i, k) => wAttr(i, 'displayText') ?? values[k]!).filter((o) => o.trim());
  return {
    el: sdt,
    text,
    placeholder: !!(pr && kid(pr, 'showingPlcHdr')),
    tag: wAttr(pr && kid(pr, 'tag'), 'val'),
    checkbox,
    ...(options.length ? { list: { options, values, strict: listEl!.localName === 'dropDownList' } } : {}),
    date: !!(pr && kid(pr, 'date')),
  };
}

function runsFormatting(
  p: Element,
  styles: StyleMap,
  para: { bold: boolean; italic: boolean; size?: number },
): { bold: boolean; italic: boolean; size?: number } {
  let seen = 0;
  let bold = 0;
  let italic = 0;
  const sizes = new Map<number, number>();
  for (const r of descendants(p, 'r')) {
    const t = collectText(r).trim();
    if (!t) continue;
    seen += t.length;
    const rPr = kid(r, 'rPr');
    const rs = styleOf(styles, wAttr(rPr && kid(rPr, 'rStyle'), 'val'));
    const b = rPr && kid(rPr, 'b');
    const i = rPr && kid(rPr, 'i');
    if (b ? toggleOn(b) : (rs?.bold ?? para.bold)) bold += t.length;
    if (i ? toggleOn(i) : (rs?.italic ?? para.italic)) italic += t.length;
    const size = sizeOf(rPr) ?? rs?.size ?? para.size;
    if (size) sizes.set(size, (sizes.get(size) ?? 0) + t.length);
  }
  const size = [...sizes].sort((x, y) => y[1] - x[1])[0]?.[0];
  return { bold: seen > 0 && bold / seen > 0.9, italic: seen > 0 && italic / seen > 0.9, ...(size ? { size } : {}) };
}

/** Reads the text of a paragraph as Word shows it: its automatic number (if any), a tab, then its text. */
function numberedText(p: Element, styles: StyleMap, numbering: ListNumbering): { text: string; label?: string } {
  const text = collectText(p);
  if (numbering.empty) return { text };
  const styleId = paragraphStyle(p).styleId;
  const ref = readNumPr(kid(p, 'pPr')) ?? styleOf(styles, styleId)?.num;
  const label = ref && numbering.next(ref, styleId);
  return label ? { text: `${label}\t${text}`, label } : { text };
}

export function readParagraph(p: Element, block: number, styles: StyleMap, numbering: ListNumbering): ParaBlock {
  const ps = paragraphStyle(p);
  const st = styleOf(styles, ps.styleId);
  const { text, label } = numberedText(p, styles, numbering);
  const fmt = runsFormatting(p, styles, {
    bold: st?.bold ?? false,
    italic: st?.italic ?? false,
    size: styleSize(styles, ps.styleId),
  });
  let headingLevel = ps.outline !== undefined && ps.outline < 9 ? ps.outline + 1 : st?.headingLevel;
  if (headingLevel === undefined && ps.styleId && /^heading(\d)$/i.test(ps.styleId))
    headingLevel = Number(ps.styleId.slice(7));
  if (headingLevel === undefined && ps.styleId && /^title$/i.test(ps.styleId)) headingLevel = 0;
  return {
    kind: 'p',
    block,
    el: p,
    text,
    ...(label ? { listLabel: label } : {}),
    styleId: ps.styleId,
    styleName: st?.name ?? ps.styleId,
    headingLevel,
    bold: fmt.bold,
    italic: fmt.italic,
    ...(fmt.size ? { size: fmt.size } : {}),
    numbered: ps.numbered || !!label,
    sdts: descendants(p, 'sdt').map(sdtInfo),
  };
}

function readTable(tbl: Element, block: number, styles: StyleMap, numbering: ListNumbering): TableBlock {
  const rows: RowInfo[] = [];
  for (const tr of kids(tbl, 'tr')) {
    const trPr = kid(tr, 'trPr');
    const cells: CellInfo[] = [];
    let gridCol = Number(wAttr(trPr && kid(trPr, 'gridBefore'), 'val') ?? 0);
    for (const c of kids(tr)) {
      // Cells may be wrapped in a row-level content control.
      const tcs = c.localName === 'tc' ? [c] : c.localName === 'sdt' ? descendants(c, 'tc') : [];
      for (const tc of tcs) {
        const tcPr = kid(tc, 'tcPr');
        const vMerge = tcPr && kid(tcPr, 'vMerge');
        const sdt = kids(tc, 'sdt')[0] ?? descendants(tc, 'sdt')[0];
        const span = Math.max(1, Number(wAttr(tcPr && kid(tcPr, 'gridSpan'), 'val') ?? 1) || 1);
        cells.push({
          el: tc,
          text: kids(tc, 'p')
            .map((p) => numberedText(p, styles, numbering).text)
            .concat(kids(tc, 'sdt').map((s) => sdtInfo(s).text))
            .join('\n'),
          span,
          gridCol,
          vMergeContinue: !!vMerge && wAttr(vMerge, 'val') !== 'restart',
          sdt: sdt ? sdtInfo(sdt) : undefined,
        });
        gridCol += span;
      }
    }
    rows.push({ el: tr, cells, header: !!(trPr && kid(trPr, 'tblHeader') && toggleOn(kid(trPr, 'tblHeader'))) });
  }
  return { kind: 'tbl', block, el: tbl, rows };
}

/**
 * Templates often wrap whole sections in a block-level content control (a locked group, a repeating section).
 * One that holds a table, another control, or several questions starting with one is a wrapper: its children
 * are read as blocks of their own. One that holds answer text (or its placeholder) stays one block, an answer slot.
 */
function readThrough(el: Element): Element[] {
  if (el.localName !== 'sdt' || el.namespaceURI !== W_NS) return [el];
  const pr = kid(el, 'sdtPr');
  const content = kid(el, 'sdtContent');
  if (!content || (pr && kid(pr, 'showingPlcHdr'))) return [el];
  const children = kids(content);
  const paragraphs = children.filter((c) => c.localName === 'p');
  const asks = (p: Element) => looksLikeQuestion(splitLeadingNumber(collectText(p)).rest);
  const first = paragraphs[0];
  // A numbered question at the top (a locked question with its answer space) is a wrapper too.
  const numberedFirst = !!first && (!!readNumPr(kid(first, 'pPr')) || !!splitLeadingNumber(collectText(first)).number);
  const wrapper =
    children.some((c) => c.localName === 'tbl' || c.localName === 'sdt') ||
    (!!first && asks(first) && (numberedFirst || paragraphs.filter(asks).length >= 2));
  return wrapper ? children.flatMap(readThrough) : [el];
}

export function readWordBody(zip: ZipArchive): WordBody {
  const xml = readXml(zip, 'word/document.xml');
  if (!xml)
    throw new DocumentError('CORRUPT', 'The Word file has no main document part. Re-save it in Word and try again.');
  const doc = parseXml(xml, 'word/document.xml');
  const styles = readStyles(readXml(zip, 'word/styles.xml'));
  const numbering = ListNumbering.read(readXml(zip, 'word/numbering.xml'));
  const root = doc.documentElement;
  const body = root ? kid(root, 'body') : undefined;
  if (!body)
    throw new DocumentError('CORRUPT', 'The Word file has no document body. Re-save it in Word and try again.');
  // Block positions index this list: body children, with content controls that wrap questions read through.
  const elements = kids(body).flatMap(readThrough);
  const blocks: Block[] = [];
  elements.forEach((el, i) => {
    if (el.namespaceURI !== W_NS) return;
    if (el.localName === 'p') blocks.push(readParagraph(el, i, styles, numbering));
    else if (el.localName === 'tbl') blocks.push(readTable(el, i, styles, numbering));
    else if (el.localName === 'sdt') {
      // Numbered paragraphs inside an answer control still count in their list (later numbers stay right).
      for (const p of descendants(el, 'p')) numberedText(p, styles, numbering);
      blocks.push({ kind: 'sdt', block: i, el, info: sdtInfo(el) });
    }
  });
  return { doc, body, elements, blocks, styles };
}
