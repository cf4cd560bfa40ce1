/** Building blocks for writing answers into WordprocessingML while inheriting the document's formatting. */
import type { Document, Element } from '@xmldom/xmldom';
import { W_NS, createW, descendants, isEl, kid, kids, wAttr } from '../word-xml.js';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/** Revision marks and placeholder styling must not be copied into answers. */
const DROP_IN_RPR = new Set(['ins', 'del', 'moveFrom', 'moveTo', 'rPrChange']);

function cleanRPr(rPr: Element): Element {
  const copy = rPr.cloneNode(true) as Element;
  for (const c of kids(copy)) {
    if (DROP_IN_RPR.has(c.localName ?? '')) copy.removeChild(c);
    else if (c.localName === 'rStyle' && /placeholder/i.test(wAttr(c, 'val') ?? '')) copy.removeChild(c);
  }
  return copy;
}

/** The run formatting an answer written into `p` should have: its first text run's, else its paragraph mark's. */
export function templateRPr(p: Element | undefined): Element | undefined {
  if (!p) return undefined;
  const run = descendants(p, 'r').find((r) => kid(r, 't'));
  const rPr = run ? kid(run, 'rPr') : undefined;
  if (rPr) return cleanRPr(rPr);
  const mark = kid(p, 'pPr') && kid(kid(p, 'pPr')!, 'rPr');
  if (!mark) return undefined;
  const converted = cleanRPr(mark);
  return converted;
}

export function makeRun(doc: Document, text: string, rPr?: Element): Element {
  const r = createW(doc, 'r');
  if (rPr) r.appendChild(rPr.cloneNode(true));
  const parts = text.split('\t');
  parts.forEach((part, i) => {
    if (i > 0) r.appendChild(createW(doc, 'tab'));
    if (!part) return;
    const t = createW(doc, 't');
    t.setAttributeNS(XML_NS, 'xml:space', 'preserve');
    t.appendChild(doc.createTextNode(part));
    r.appendChild(t);
  });
  return r;
}

/** Replaces a paragraph's content (keeping its pPr) with one run of text. */
export function setParagraphText(p: Element, text: string, rPr?: Element): void {
  const doc = p.ownerDocument!;
  for (const c of kids(p)) if (c.localName !== 'pPr') p.removeChild(c);
  if (text) p.appendChild(makeRun(doc, text, rPr));
}

/** A new paragraph with the given pPr (cloned, numbering removed) and text. */
export function newParagraph(doc: Document, text: string, pPrFrom?: Element, rPr?: Element): Element {
  const p = createW(doc, 'p');
  const pPr = pPrFrom && kid(pPrFrom, 'pPr');
  if (pPr) {
    const copy = pPr.cloneNode(true) as Element;
    for (const c of kids(copy))
      if (c.localName === 'numPr' || c.localName === 'sectPr' || c.localName === 'pPrChange') copy.removeChild(c);
    p.appendChild(copy);
  }
  if (text) p.appendChild(makeRun(doc, text, rPr));
  return p;
}

export function insertAfter(ref: Element, node: Element): void {
  const parent = ref.parentNode!;
  if (ref.nextSibling) parent.insertBefore(node, ref.nextSibling);
  else parent.appendChild(node);
}

export const answerLines = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trimEnd());

/**
 * Writes lines into a container of paragraphs (table cell, block content control): the first paragraph is the template,
 * every old paragraph goes, one paragraph per line takes its place. Returns the first written paragraph.
 */
export function fillParagraphContainer(container: Element, lines: string[]): Element | null {
  const doc = container.ownerDocument!;
  const paras = kids(container, 'p');
  const template = paras[0];
  const rPr = templateRPr(template);
  const anchor = template ?? null;
  const made = lines.map((line) => newParagraph(doc, line, template, rPr));
  if (!made.length) return null;
  for (const m of made) {
    if (anchor) container.insertBefore(m, anchor);
    else container.appendChild(m);
  }
  for (const p of paras) container.removeChild(p);
  return made[0]!;
}

export function firstChildNamed(el: Element, ns: string, local: string): Element | undefined {
  for (let n = el.firstChild; n; n = n.nextSibling)
    if (isEl(n) && n.localName === local && n.namespaceURI === ns) return n;
  return undefined;
}

export { W_NS };
