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
  /** A legacy check box form field (FORMCHECKBOX) drawn as one ☐ or ☒: its w:fldChar begin element. */
  box?: Element;
}

/** The w:checkBox of a legacy check box form field's begin w:fldChar, if it is one. */
export function legacyCheckBox(fldChar: Element): Element | undefined {
  if (wAttr(fldChar, 'fldCharType') !== 'begin') return undefined;
  const ff = kid(fldChar, 'ffData');
  return ff ? kid(ff, 'checkBox') : undefined;
}

/** A legacy check box is ticked by its w:checked, or else by its w:default. */
export function legacyChecked(box: Element): boolean {
  const checked = kid(box, 'checked');
  return checked ? toggleOn(checked) : wAttr(kid(box, 'default'), 'val') === '1';
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
        case 'fldChar': {
          // A legacy check box form field shows as a box, like the glyphs templates type.
          const box = legacyCheckBox(n);
          if (box) {
            pieces?.push({ t: null, run, start: out.length, end: out.length + 1, box: n });
            out += legacyChecked(box) ? '☒' : '☐';
          }
          break;
        }
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
