/** Low-level WordprocessingML (w: namespace) helpers shared by the Word reader and filler (xmldom, namespace-aware). */
import type { Document, Element } from '@xmldom/xmldom';
import { isEl } from '../zip/xml.js';

export { isEl, parseXml } from '../zip/xml.js';

export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const W14_NS = 'http://schemas.microsoft.com/office/word/2010/wordml';

/** Element children, optionally only those with the given local name in the w: namespace. */
export function kids(el: Element, local?: string): Element[] {
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (isEl(n) && (!local || (n.localName === local && n.namespaceURI === W_NS))) out.push(n);
  }
  return out;
}

export const kid = (el: Element, local: string): Element | undefined => kids(el, local)[0];

export function wAttr(el: Element | undefined, name: string): string | undefined {
  if (!el) return undefined;
  const v = el.getAttributeNS(W_NS, name);
  return v === null || v === '' ? undefined : v;
}

/** A toggle property (w:b, w:i) is on unless its val says otherwise. */
export function toggleOn(el: Element | undefined): boolean {
  if (!el) return false;
  const v = wAttr(el, 'val');
  return v === undefined || !/^(0|false|off|none)$/i.test(v);
}

export interface TextPiece {
  /** The w:t text node's element, or null for synthetic characters (tabs, breaks). */
  t: Element | null;
  run: Element | null;
  start: number;
  end: number;
}

/**
 * The visible text of a paragraph-level subtree in document order, and where each piece came from
 * (so the filler can map a text offset back to a w:t element). Deleted text and field codes are skipped.
 */
export function collectText(root: Element, pieces?: TextPiece[]): string {
  let out = '';
  const walk = (el: Element, run: Element | null) => {
    for (let n = el.firstChild; n; n = n.nextSibling) {
      if (!isEl(n)) continue;
      const name = n.localName;
      // Drawings, text boxes and alternate content are not part of the paragraph's reading text.
      if (n.namespaceURI !== W_NS) continue;
      switch (name) {
        case 't': {
          const s = n.textContent ?? '';
          pieces?.push({ t: n, run, start: out.length, end: out.length + s.length });
          out += s;
          break;
        }
        case 'tab':
          if (run) out += '\t';
          break;
        case 'br':
        case 'cr':
          out += '\n';
          break;
        case 'noBreakHyphen':
          out += '-';
          break;
        case 'sym': {
          const c = wAttr(n, 'char');
          if (c) out += String.fromCharCode(parseInt(c, 16) >= 0xf000 ? parseInt(c, 16) - 0xf000 : parseInt(c, 16));
          break;
        }
        case 'delText':
        case 'instrText':
        case 'pPr':
        case 'rPr':
        case 'sdtPr':
        case 'del':
        case 'fldData':
        case 'drawing':
        case 'pict':
        case 'object':
        case 'footnoteReference':
        case 'endnoteReference':
          break;
        case 'r':
          walk(n, n);
          break;
        default:
          walk(n, run);
      }
    }
  };
  walk(root, null);
  return out;
}

export function descendants(el: Element, local: string): Element[] {
  return Array.from(el.getElementsByTagNameNS(W_NS, local));
}

export function createW(doc: Document, local: string): Element {
  return doc.createElementNS(W_NS, `w:${local}`);
}
