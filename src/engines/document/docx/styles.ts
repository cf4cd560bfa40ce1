/** What the engine needs from styles.xml: a style's name, heading level, whether it is bold or italic, its text size. */
import type { Element } from '@xmldom/xmldom';
import { readNumPr, type NumRef } from './numbering.js';
import { kid, kids, parseXml, toggleOn, wAttr } from './word-xml.js';

export interface StyleInfo {
  name: string;
  /** 0 = Title, 1..9 = heading levels; undefined for body styles. */
  headingLevel?: number;
  bold: boolean;
  italic: boolean;
  /** Text size in half-points (w:sz), its own or inherited; undefined when only the document's default applies. */
  size?: number;
  /** The list a paragraph style is numbered with (its own or inherited). */
  num?: NumRef;
}

export type StyleMap = Map<string, StyleInfo>;

/** Key of the style a paragraph without w:pStyle takes (the default paragraph style, with the document defaults). */
const DEFAULT_PARAGRAPH = '';

/** Half-points of a w:rPr's w:sz. */
export const sizeOf = (rPr: Element | undefined): number | undefined => {
  const v = Number(wAttr(rPr && kid(rPr, 'sz'), 'val'));
  return v > 0 ? v : undefined;
};

export function readStyles(xml: string | null): StyleMap {
  const map: StyleMap = new Map();
  if (!xml) return map;
  const root = parseXml(xml, 'word/styles.xml').documentElement;
  if (!root) return map;
  const raw = new Map<
    string,
    { name: string; basedOn?: string; outline?: number; bold?: boolean; italic?: boolean; size?: number; num?: NumRef }
  >();
  let defaultId: string | undefined;
  for (const s of kids(root, 'style')) {
    if (wAttr(s, 'type') !== 'paragraph' && wAttr(s, 'type') !== 'character') continue;
    const id = wAttr(s, 'styleId');
    if (!id) continue;
    if (wAttr(s, 'type') === 'paragraph' && /^(?:1|true|on)$/i.test(wAttr(s, 'default') ?? '')) defaultId = id;
    const pPr = kid(s, 'pPr');
    const rPr = kid(s, 'rPr');
    const outline = wAttr(pPr && kid(pPr, 'outlineLvl'), 'val');
    const b = rPr && kid(rPr, 'b');
    const i = rPr && kid(rPr, 'i');
    raw.set(id, {
      name: wAttr(kid(s, 'name'), 'val') ?? id,
      basedOn: wAttr(kid(s, 'basedOn'), 'val'),
      outline: outline === undefined ? undefined : Number(outline),
      bold: b ? toggleOn(b) : undefined,
      italic: i ? toggleOn(i) : undefined,
      size: sizeOf(rPr),
      num: readNumPr(pPr),
    });
  }
  const resolve = (id: string, depth = 0): StyleInfo => {
    const cached = map.get(id);
    if (cached) return cached;
    const s = raw.get(id);
    if (!s) return { name: id, bold: false, italic: false };
    const base = s.basedOn && depth < 10 ? resolve(s.basedOn, depth + 1) : undefined;
    let headingLevel: number | undefined;
    const named = /^heading\s*(\d)$/i.exec(s.name);
    if (/^title$/i.test(s.name)) headingLevel = 0;
    else if (named) headingLevel = Number(named[1]);
    else if (s.outline !== undefined && s.outline < 9) headingLevel = s.outline + 1;
    else headingLevel = base?.headingLevel;
    const info: StyleInfo = {
      name: s.name,
      headingLevel,
      bold: s.bold ?? base?.bold ?? false,
      italic: s.italic ?? base?.italic ?? false,
    };
    const size = s.size ?? base?.size;
    if (size) info.size = size;
    const num = s.num ?? base?.num;
    if (num) info.num = num;
    map.set(id, info);
    return info;
  };
  for (const id of raw.keys()) resolve(id);
  const docDefaults = kid(root, 'docDefaults');
  const rPrDefault = docDefaults && kid(docDefaults, 'rPrDefault');
  const defaultSize =
    (defaultId ? map.get(defaultId)?.size : undefined) ?? sizeOf(rPrDefault && kid(rPrDefault, 'rPr'));
  map.set(DEFAULT_PARAGRAPH, { name: '', bold: false, italic: false, ...(defaultSize ? { size: defaultSize } : {}) });
  return map;
}

/** The text size (half-points) of a paragraph style, or of the default paragraph style and document defaults. */
export const styleSize = (map: StyleMap, id: string | undefined): number | undefined =>
  (id ? map.get(id)?.size : undefined) ?? map.get(DEFAULT_PARAGRAPH)?.size;

export const styleOf = (map: StyleMap, id: string | undefined): StyleInfo | undefined => (id ? map.get(id) : undefined);

/** Reads the pPr of a paragraph: its style id and own outline level. */
export function paragraphStyle(p: Element): { styleId?: string; outline?: number; numbered: boolean } {
  const pPr = kid(p, 'pPr');
  if (!pPr) return { numbered: false };
  const outline = wAttr(kid(pPr, 'outlineLvl'), 'val');
  return {
    styleId: wAttr(kid(pPr, 'pStyle'), 'val'),
    outline: outline === undefined ? undefined : Number(outline),
    numbered: !!kid(pPr, 'numPr'),
  };
}
