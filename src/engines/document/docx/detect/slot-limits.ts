/**
 * Limits a Word document sets on an answer slot: a legacy text form field's "Maximum length" (w:textInput/w:maxLength),
 * inside the slot's cell, content control or answer paragraphs.
 */
import type { Element } from '@xmldom/xmldom';
import type { AnswerSlot, Item, TextLimit } from '../../types.js';
import type { WordBody } from '../read-body.js';
import { descendants, kids, wAttr } from '../word-xml.js';

function slotElements(body: WordBody, slot: AnswerSlot): Element[] {
  const at = (block: number) => (body.elements[block] ? [body.elements[block]!] : []);
  switch (slot.type) {
    case 'table_cell': {
      const tbl = body.elements[slot.block];
      const tr = tbl ? kids(tbl, 'tr')[slot.row] : undefined;
      const tc = tr ? kids(tr, 'tc')[slot.cell] : undefined;
      return tc ? [tc] : [];
    }
    case 'content_control':
    case 'inline_blank':
      return at(slot.block);
    case 'paragraphs_after':
      return Array.from({ length: slot.answerBlocks }, (_, i) => at(slot.firstAnswerBlock + i)).flat();
    default:
      return [];
  }
}

export function slotLimit(body: WordBody, slot: AnswerSlot): TextLimit | undefined {
  let chars: number | undefined;
  for (const el of slotElements(body, slot)) {
    for (const max of descendants(el, 'maxLength')) {
      const n = Number(wAttr(max, 'val'));
      if (Number.isInteger(n) && n > 0) chars = Math.min(chars ?? n, n);
    }
  }
  return chars === undefined ? undefined : { chars };
}

export function withSlotLimits(body: WordBody, items: Item[]): Item[] {
  return items.map((item) => {
    const limit = slotLimit(body, item.slot);
    return limit ? { ...item, limit } : item;
  });
}
