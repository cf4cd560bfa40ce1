/** Shared by the Word fillers: where a slot is in the body, and the typed failure a slot reports. */
import type { Element } from '@xmldom/xmldom';
import type { WordBody } from '../read-body.js';
import { kids } from '../word-xml.js';

export type Outcome = { anchor: Element | null; reason?: string };

export class SlotError extends Error {}
export const fail = (reason: string): never => {
  throw new SlotError(reason);
};

export function element(body: WordBody, block: number, local: string): Element {
  const el = body.elements[block];
  if (!el || el.localName !== local)
    fail(`the document does not match the parsed model (block ${block} is not a ${local}); parse these bytes again`);
  return el!;
}

export function tableCell(body: WordBody, block: number, row: number, cell: number): Element {
  const tbl = element(body, block, 'tbl');
  const tr = kids(tbl, 'tr')[row] ?? fail(`table row ${row} is missing`);
  const tc = kids(tr!, 'tc')[cell] ?? fail(`table cell ${cell} is missing`);
  return tc!;
}
