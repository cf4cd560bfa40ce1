/**
 * Writes an answer into a legacy text form field (Word's "Text Form Field", FORMTEXT) in place: the field's
 * result runs (between its separate and end marks) are replaced, so the field, its name and its maximum length
 * stay, and a form protected for filling in still works.
 */
import type { Element } from '@xmldom/xmldom';
import { createW, descendants, isEl, kid, wAttr } from '../word-xml.js';
import { makeRun } from './run-builders.js';

const fieldMark = (el: Element) => wAttr(kid(el, 'fldChar'), 'fldCharType');

/** The first text form field in a cell, filled with the answer's lines (line breaks inside the field). Null: none. */
export function fillTextFormField(cell: Element, lines: string[]): Element | null {
  const begin = descendants(cell, 'fldChar').find(
    (f) => wAttr(f, 'fldCharType') === 'begin' && !!kid(kid(f, 'ffData') ?? f, 'textInput'),
  );
  const beginRun = begin?.parentNode as Element | null | undefined;
  if (!beginRun || beginRun.localName !== 'r') return null;
  let separate: Element | null = null;
  let end: Element | null = null;
  const result: Element[] = [];
  for (let n = beginRun.nextSibling; n; n = n.nextSibling) {
    if (!isEl(n)) continue;
    const mark = fieldMark(n);
    if (mark === 'separate') separate = n;
    else if (mark === 'end') {
      end = n;
      break;
    } else if (separate) result.push(n);
  }
  if (!separate || !end) return null;
  const doc = cell.ownerDocument!;
  const rPr = result.map((r) => kid(r, 'rPr')).find(Boolean) ?? kid(beginRun, 'rPr');
  for (const r of result) r.parentNode?.removeChild(r);
  lines.forEach((line, i) => {
    if (i > 0) {
      const br = createW(doc, 'r');
      br.appendChild(createW(doc, 'br'));
      end!.parentNode!.insertBefore(br, end);
    }
    end!.parentNode!.insertBefore(makeRun(doc, line, rPr), end);
  });
  return beginRun.parentNode as Element;
}
