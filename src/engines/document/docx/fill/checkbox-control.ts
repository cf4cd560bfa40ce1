/**
 * Ticks or clears Word's own checkbox controls (w14:checkbox: the state in w14:checked and the glyph shown) and
 * legacy check box form fields (FORMCHECKBOX: w:checked in the field's data).
 */
import type { Element } from '@xmldom/xmldom';
import { sdtInfo } from '../read-body.js';
import { W14_NS, W_NS, createW, descendants, kid, legacyCheckBox } from '../word-xml.js';
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

/** The legacy check box form fields in a table cell (their begin w:fldChar elements). */
export function legacyCheckBoxes(cell: Element): Element[] {
  return descendants(cell, 'fldChar').filter((f) => legacyCheckBox(f));
}

/** Sets a legacy check box form field's state (its begin w:fldChar): w:checked, which Word reads before w:default. */
export function setLegacyCheckBox(fldChar: Element, checked: boolean): void {
  const box = legacyCheckBox(fldChar);
  if (!box) return;
  let mark = kid(box, 'checked');
  if (!mark) {
    mark = createW(box.ownerDocument!, 'checked');
    box.appendChild(mark);
  }
  mark.setAttributeNS(W_NS, 'w:val', checked ? '1' : '0');
}
