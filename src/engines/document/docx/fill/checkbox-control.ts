/** Ticks or clears Word's own checkbox controls (w14:checkbox): the state in w14:checked and the glyph shown. */
import type { Element } from '@xmldom/xmldom';
import { sdtInfo } from '../read-body.js';
import { W14_NS, descendants, kid } from '../word-xml.js';
import { firstChildNamed } from './run-builders.js';

/** The checkbox controls in a table cell (a Yes or a No column's box). */
export function checkboxControls(cell: Element): Element[] {
  return descendants(cell, 'sdt').filter((s) => sdtInfo(s).checkbox);
}

/** Sets a checkbox control's state and draws the glyph its checked or unchecked state names (☒ / ☐ by default). */
export function setCheckboxControl(sdt: Element, checked: boolean): void {
  const box = firstChildNamed(kid(sdt, 'sdtPr')!, W14_NS, 'checkbox');
  if (!box) return;
  firstChildNamed(box, W14_NS, 'checked')?.setAttributeNS(W14_NS, 'w14:val', checked ? '1' : '0');
  const state = firstChildNamed(box, W14_NS, checked ? 'checkedState' : 'uncheckedState');
  const code = state?.getAttributeNS(W14_NS, 'val');
  const glyph = code && /^[0-9a-f]{4}$/i.test(code) ? String.fromCharCode(parseInt(code, 16)) : checked ? '☒' : '☐';
  const content = kid(sdt, 'sdtContent');
  const t = content ? descendants(content, 't')[0] : undefined;
  if (t) t.textContent = glyph;
}
