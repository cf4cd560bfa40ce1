/**
 * A fillable PDF's fields go to the question on their row: a field's name is often meaningless ("Dropdown264"), so
 * position decides. Each question starts at its first line; a field belongs to the last question that starts
 * above its middle, on the same page or the page before. A completed form's answer is read from its fields (a
 * drop-down's "Yes" plus the comment box beside it); what is printed in the answer column (radio labels) is not.
 */
import { clean, isPlaceholder, questionKey } from '../text/text-heuristics.js';
import type { Item, PdfFieldRef, PdfFormInfo } from '../types.js';
import type { PdfLine } from './page-text.js';
import type { PdfWidget } from './pdf-document.js';
import { formQuestionKind } from '../../language/index.js';

/** A question's start further than this above a field (points) is not the field's row. */
const MAX_REACH = 160;

const YES_NO_FIRST = /^(?:yes|no|n\/?a)$/i;

/** The answer a completed form's fields give: the choice first, then the text beside it. */
export function fieldsAnswer(widgets: PdfWidget[]): string | undefined {
  const choices = widgets
    .filter((w) => w.kind !== 'text')
    .map((w) => clean(w.value))
    .filter((v) => v && !isPlaceholder(v));
  const texts = widgets
    .filter((w) => w.kind === 'text')
    .map((w) => w.value.trim())
    .filter((v) => v && !isPlaceholder(v));
  const parts = [...choices, ...texts];
  if (!parts.length) return undefined;
  if (choices.length && texts.length && YES_NO_FIRST.test(choices.at(-1)!))
    return `${choices.join(', ')}. ${texts.join('\n')}`;
  return parts.join(choices.length && texts.length ? ' ' : '\n');
}

/** The words printed just right of a box on its line ("( ) Yes"), if any. */
function labelBeside(rect: [number, number, number, number], page: number, lines: PdfLine[]): string | undefined {
  const middle = (rect[1] + rect[3]) / 2;
  for (const l of lines) {
    if (l.page !== page || Math.abs(l.y - l.size / 3 - middle) > Math.max(4, l.size)) continue;
    const c = l.chunks.flatMap((k) => k.parts).find((p) => p.x >= rect[2] - 1 && p.x - rect[2] < 30);
    if (c) return clean(c.text).split(' ')[0];
  }
  return undefined;
}

/** Radio buttons are named by the words beside them; a completed group's value becomes that word. */
function labelRadios(widgets: PdfWidget[], lines: PdfLine[]): void {
  for (const w of widgets) {
    if (w.kind !== 'radio' || !w.buttons) continue;
    const labels = w.buttons.map((b) => labelBeside(b.rect, w.page, lines) ?? b.value);
    if (new Set(labels).size !== labels.length) continue;
    const chosen = w.buttons.findIndex((b) => b.value === w.value);
    w.options = labels;
    w.value = chosen >= 0 ? labels[chosen]! : '';
  }
}

/** An item takes its fields: slot, options and kind from a choice, and the answer the fields hold (none when blank). */
export function giveFields(item: Item, ws: PdfWidget[]): void {
  ws.sort((a, b) => a.page - b.page || a.rect[1] - b.rect[1] || a.rect[0] - b.rect[0]);
  item.slot = { type: 'pdf_fields', fields: ws.map(refOf) };
  const choice = ws.find((w) => w.kind === 'choice' || w.kind === 'radio');
  const options =
    choice?.options?.filter((o) => o.trim() && !isPlaceholder(o)) ??
    (ws.some((w) => w.kind === 'checkbox') ? ['Yes', 'No'] : undefined);
  if (options?.length) {
    item.options = options;
    item.kind = formQuestionKind(item.question, options);
  }
  const answer = fieldsAnswer(ws);
  if (answer) item.answer = answer;
  else delete item.answer;
}

/**
 * In a form filled in place, a parent row with no field of its own ("5 Select type of ownership…") is no question:
 * its words already lead each of its sub-items ("5 a", "5 a1"), which carry the fields. Returns the items left,
 * numbered again.
 */
export function withoutFieldlessParents(items: Item[]): Item[] {
  const kept = items.filter((item, i) => {
    if (item.slot.type !== 'none' || !item.number) return true;
    const next = items[i + 1];
    const sub = next?.number?.startsWith(item.number) && /^[a-z]/.test(next.number.slice(item.number.length));
    return !(sub && next!.question.startsWith(`${item.question} — `));
  });
  kept.forEach((item, i) => (item.index = i));
  return kept;
}

/** A label printed left of a field on its line ("Firm name: [_____]"), or undefined. */
export function labelLeft(w: PdfWidget, lines: PdfLine[]): { text: string; line: PdfLine } | undefined {
  const middle = (w.rect[1] + w.rect[3]) / 2;
  for (const line of lines) {
    if (line.page !== w.page || Math.abs(line.y - line.size / 3 - middle) > Math.max(4, line.size)) continue;
    const chunk = line.chunks.filter((c) => c.x1 <= w.rect[0] + 2).at(-1);
    const text = chunk ? clean(chunk.text) : '';
    if (/\p{L}{2}/u.test(text) && text.length <= 150) return { text, line };
  }
  return undefined;
}

/** Fields with a label of their own: items to add, each with the line its label is on. */
export interface LabelledFields {
  label: string;
  line: PdfLine;
  widgets: PdfWidget[];
}

export const refOf = (w: PdfWidget): PdfFieldRef => ({
  name: w.name,
  kind: w.kind,
  page: w.page,
  rect: w.rect,
  ...(w.options ? { options: w.options } : {}),
});

/**
 * Attaches each field to the question on its row; a field with a label of its own beside it (a line that is not
 * part of that question) is returned in `labelled`, one entry per label, to become a question of its own.
 */
export function attachFields(
  items: Item[],
  origins: Map<number, number>,
  lines: PdfLine[],
  widgets: PdfWidget[],
): { info: PdfFormInfo; loose: PdfWidget[]; labelled: LabelledFields[] } {
  const anchors = items
    .flatMap((item) => {
      const line = lines[origins.get(item.index) ?? -1];
      return line ? [{ item, page: line.page, top: line.y - line.size }] : [];
    })
    .sort((a, b) => a.page - b.page || a.top - b.top);
  labelRadios(widgets, lines);
  const byItem = new Map<number, PdfWidget[]>();
  const loose: PdfWidget[] = [];
  const labelled: LabelledFields[] = [];
  for (const w of widgets.filter((w) => !w.readOnly)) {
    const middle = (w.rect[1] + w.rect[3]) / 2;
    let owner: (typeof anchors)[number] | undefined;
    for (const a of anchors) {
      if (a.page < w.page || (a.page === w.page && a.top <= middle + 2)) owner = a;
      else break;
    }
    const near =
      owner &&
      (owner.page === w.page ? middle - owner.top <= MAX_REACH : owner.page === w.page - 1 && middle <= MAX_REACH);
    const label = labelLeft(w, lines);
    if (label && !(owner && near && questionKey(owner.item.question).includes(questionKey(label.text)))) {
      const same = labelled.find((l) => l.line === label.line && l.label === label.text);
      if (same) same.widgets.push(w);
      else labelled.push({ label: label.text, line: label.line, widgets: [w] });
      continue;
    }
    if (!owner || !near) {
      loose.push(w);
      continue;
    }
    if (!byItem.has(owner.item.index)) byItem.set(owner.item.index, []);
    byItem.get(owner.item.index)!.push(w);
  }
  for (const [index, ws] of byItem) giveFields(items[index]!, ws);
  const attached = [...byItem.values(), ...labelled.map((l) => l.widgets)].reduce((n, ws) => n + ws.length, 0);
  return { info: { fields: widgets.length, attached, fillInPlace: attached > 0 }, loose, labelled };
}
