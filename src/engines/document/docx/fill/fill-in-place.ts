/** Writes answers into a .docx in place: each answer into its slot, formatting inherited, nothing else touched. */
import { XMLSerializer, type Element } from '@xmldom/xmldom';
import { addComments, type CommentRequest } from './review-comments.js';
import { sdtInfo, type WordBody } from '../read-body.js';
import type { OpenedWordFile } from '../kept-for-fill.js';
import { W_NS, collectText, descendants, kid, kids } from '../word-xml.js';
import {
  answerLines,
  fillParagraphContainer,
  insertAfter,
  makeRun,
  newParagraph,
  setParagraphText,
  templateRPr,
} from './run-builders.js';
import { fail, SlotError, tableCell, type Outcome } from './slot-locate.js';
import { fillCheckbox, fillInlineBlank } from './paragraph-text.js';
import { fillTextFormField } from './text-form-field.js';
import { checkboxControls, legacyCheckBoxes, setCheckboxControl, setLegacyCheckBox } from './checkbox-control.js';
import { chooseListOption } from '../../text/text-heuristics.js';
import type { AnswerSlot, FillAnswer, FillItemResult, FillOptions, Item, ParsedQuestionnaire } from '../../types.js';
import { writeZip } from '../../zip/zip-archive.js';
import { assertNever } from '../../errors.js';
import { leadingYesNo, withoutLeadingYesNo } from '../../../language/index.js';

/** Fills a content control: placeholder off, data binding dropped (Word would overwrite us from it), text in. */
function fillSdt(sdt: Element, lines: string[]): Element | null {
  const pr = kid(sdt, 'sdtPr');
  if (pr)
    for (const c of kids(pr)) if (c.localName === 'showingPlcHdr' || c.localName === 'dataBinding') pr.removeChild(c);
  const content = kid(sdt, 'sdtContent') ?? fail('the content control has no content');
  if (kids(content!, 'p').length) return fillParagraphContainer(content!, lines);
  // Run-level control: one run, lines separated by breaks.
  const doc = sdt.ownerDocument!;
  const oldRun = kids(content!, 'r')[0];
  const rPr = oldRun && kid(oldRun, 'rPr') ? templateRPr(oldRun.parentNode as Element) : undefined;
  for (const c of kids(content!)) content!.removeChild(c);
  const run = makeRun(doc, lines[0] ?? '', rPr);
  for (const line of lines.slice(1)) {
    run.appendChild(doc.createElementNS(W_NS, 'w:br'));
    run.appendChild(makeRun(doc, line).lastChild!);
  }
  content!.appendChild(run);
  return sdt.parentNode && (sdt.parentNode as Element).localName === 'p' ? (sdt.parentNode as Element) : null;
}

/** A box cell: its first `keep` paragraphs are the question; the answer replaces what is under them. */
function fillUnderQuestion(tc: Element, keep: number, lines: string[]): Element | null {
  const paras = kids(tc, 'p');
  const question = paras[keep - 1] ?? fail('the question in the table cell is missing');
  const old = paras.slice(keep);
  // Answer paragraphs look like the old answer lines, or like plain text (not like the bold question).
  const template = old[0];
  const doc = tc.ownerDocument!;
  let at = question!;
  for (const line of lines) {
    const p = newParagraph(doc, line, template, template ? templateRPr(template) : undefined);
    insertAfter(at, p);
    at = p;
  }
  for (const p of old) tc.removeChild(p);
  return lines.length ? (at as Element) : null;
}

/**
 * Fills a content control with an answer. A drop-down takes the item the answer means (and records it as the
 * selected value); the explanation goes in a new paragraph under the control. A combo box takes any text.
 */
function fillControl(sdt: Element, a: FillAnswer): Outcome {
  const list = sdtInfo(sdt).list;
  const chosen = list ? chooseListOption(list.options, a.text, a.yesNo) : null;
  if (!list || (!chosen && !list.strict)) return { anchor: fillSdt(sdt, answerLines(a.text)) };
  if (!chosen) fail(`the answer matches none of the drop-down's items (${list.options.join(', ')})`);
  const pr = kid(sdt, 'sdtPr');
  const listEl = pr && (kid(pr, 'dropDownList') ?? kid(pr, 'comboBox'));
  listEl?.setAttributeNS(W_NS, 'w:lastValue', list.values[chosen!.index] ?? list.options[chosen!.index]!);
  const written = fillSdt(sdt, [list.options[chosen!.index]!]);
  if (!chosen!.rest) return { anchor: written };
  // Under the control: after its paragraph (inline control) or after the control itself (block control).
  const host = sdt.parentNode && (sdt.parentNode as Element).localName === 'p' ? (sdt.parentNode as Element) : sdt;
  const content = kid(sdt, 'sdtContent');
  const template = host.localName === 'p' ? host : content ? kids(content, 'p')[0] : undefined;
  const para = newParagraph(
    sdt.ownerDocument!,
    chosen!.rest.replace(/\n+/g, ' '),
    template,
    template ? templateRPr(template) : undefined,
  );
  insertAfter(host, para);
  return { anchor: written ?? para, reason: 'the explanation was written in a new paragraph under the drop-down' };
}

function fillTableCell(body: WordBody, slot: Extract<AnswerSlot, { type: 'table_cell' }>, a: FillAnswer): Outcome {
  let text = a.text;
  // A "Yes/No" column takes the Yes or the No; what the answer says after it goes in the comments cell beside it.
  const detail = slot.extraCells?.[0];
  const yn = slot.yesNoOnly && detail ? (a.yesNo ?? leadingYesNo(text)) : null;
  if (yn && detail) {
    const rest = withoutLeadingYesNo(text);
    text = { yes: 'Yes', no: 'No', na: 'N/A' }[yn];
    if (rest) fillParagraphContainer(tableCell(body, slot.block, slot.row, detail.cell), answerLines(rest));
  }
  let lines = answerLines(text);
  for (const extra of slot.extraCells ?? []) {
    const prefix = `${extra.header || 'Detail'}:`;
    const own = lines.filter((l) => l.startsWith(prefix));
    if (!own.length) continue;
    lines = lines.filter((l) => !l.startsWith(prefix));
    fillParagraphContainer(
      tableCell(body, slot.block, slot.row, extra.cell),
      own.map((l) => l.slice(prefix.length).trim()),
    );
  }
  const tc = tableCell(body, slot.block, slot.row, slot.cell);
  if (slot.keep) return { anchor: fillUnderQuestion(tc, slot.keep, lines) };
  // The cell's answer control, block-level or inside its paragraph (kept: the answer goes in it).
  const sdt = kids(tc, 'sdt')[0] ?? descendants(tc, 'sdt').find((d) => !sdtInfo(d).checkbox);
  // A legacy text form field takes the answer as its result; otherwise the cell's paragraphs are replaced.
  if (!sdt) return { anchor: fillTextFormField(tc, lines) ?? fillParagraphContainer(tc, lines) };
  const out = fillControl(sdt, { ...a, text: lines.join('\n') });
  return { ...out, anchor: out.anchor ?? kids(kid(sdt, 'sdtContent')!, 'p')[0] ?? null };
}

function fillYesNo(body: WordBody, slot: Extract<AnswerSlot, { type: 'yes_no_columns' }>, a: FillAnswer): Outcome {
  const yn = a.yesNo ?? leadingYesNo(a.text);
  const target =
    yn === 'yes'
      ? slot.yesCell
      : yn === 'no'
        ? slot.noCell
        : yn === 'na' && slot.naCell !== undefined
          ? slot.naCell
          : undefined;
  if (target === undefined) fail('the answer does not start with Yes or No, and the question only has Yes/No columns');
  const cells = [slot.yesCell, slot.noCell, ...(slot.naCell !== undefined ? [slot.naCell] : [])];
  let anchor: Element | null = null;
  for (const c of cells) {
    const tc = tableCell(body, slot.block, slot.row, c);
    // A cell with Word's own checkbox control: the box is ticked or cleared, never replaced with text.
    const boxes = checkboxControls(tc);
    const legacy = legacyCheckBoxes(tc);
    if (boxes.length) boxes.forEach((b) => setCheckboxControl(b, c === target));
    else if (legacy.length) legacy.forEach((b) => setLegacyCheckBox(b, c === target));
    else fillParagraphContainer(tc, [c === target ? 'X' : '']);
    if (c === target) anchor = kids(tc, 'p')[0] ?? null;
  }
  const rest = withoutLeadingYesNo(a.text);
  // The explanation goes in the row's comments column, when it has one.
  if (rest && slot.detailCell !== undefined) {
    fillParagraphContainer(tableCell(body, slot.block, slot.row, slot.detailCell), answerLines(rest));
    return { anchor };
  }
  return { anchor, reason: rest ? 'only Yes/No was marked: the table has no column for the explanation' : undefined };
}

function fillParagraphsAfter(
  body: WordBody,
  slot: Extract<AnswerSlot, { type: 'paragraphs_after' }>,
  text: string,
): Outcome {
  const anchorEl = body.elements[slot.block] ?? fail('the question paragraph is missing');
  const lines = answerLines(text);
  const existing =
    slot.firstAnswerBlock >= 0
      ? body.elements
          .slice(slot.firstAnswerBlock, slot.firstAnswerBlock + slot.answerBlocks)
          .filter((e) => e.localName === 'p')
      : [];
  const doc = body.doc;
  const first = existing[0];
  if (first) {
    const rPr = templateRPr(first);
    setParagraphText(first, lines[0] ?? '', rPr);
    // Old answer text goes (re-filling a completed file); empty spacing paragraphs stay.
    for (const p of existing.slice(1)) if (collectText(p).trim()) p.parentNode?.removeChild(p);
    let at = first;
    for (const line of lines.slice(1)) {
      const np = newParagraph(doc, line, first, rPr);
      insertAfter(at, np);
      at = np;
    }
    return { anchor: first };
  }
  let at = anchorEl!;
  let anchor: Element | null = null;
  for (const line of lines) {
    const np = newParagraph(doc, line);
    insertAfter(at, np);
    at = np;
    anchor ??= np;
  }
  return { anchor };
}

function fillOne(body: WordBody, item: Item, a: FillAnswer): Outcome {
  const slot = item.slot;
  switch (slot.type) {
    case 'table_cell':
      return fillTableCell(body, slot, a);
    case 'yes_no_columns':
      return fillYesNo(body, slot, a);
    case 'paragraphs_after':
      return fillParagraphsAfter(body, slot, a.text);
    case 'content_control': {
      const el = body.elements[slot.block] ?? fail('the content control is missing');
      const sdt =
        el!.localName === 'sdt'
          ? el!
          : (kids(el!, 'sdt').find((s) => !sdtInfo(s).checkbox) ?? fail('the content control is missing'));
      const { anchor: written, reason } = fillControl(sdt!, a);
      // LibreOffice hides text carrying a comment range inside a block content control: anchor on the question.
      let prev = sdt!.previousSibling;
      while (prev && prev.nodeType !== 1) prev = prev.previousSibling;
      return {
        anchor: el!.localName === 'sdt' && prev && (prev as Element).localName === 'p' ? (prev as Element) : written,
        ...(reason ? { reason } : {}),
      };
    }
    case 'checkbox_options':
      return fillCheckbox(body, item, slot, a);
    case 'inline_blank':
      return fillInlineBlank(body, slot, a.text);
    case 'spreadsheet_cell':
    case 'pdf_fields':
    case 'none':
      return fail(`a ${slot.type} slot cannot be filled in a Word file`);
    default:
      return assertNever(slot, 'answer slot');
  }
}

/** Fills the opened file's body (edited in place: read it afresh for another fill) and writes the archive anew. */
export function fillDocx(
  { zip, body }: OpenedWordFile,
  parsed: ParsedQuestionnaire,
  answers: FillAnswer[],
  opts: FillOptions,
): { bytes: Uint8Array; perItem: FillItemResult[] } {
  const perItem: FillItemResult[] = [];
  const comments: CommentRequest[] = [];
  for (const a of answers) {
    const item = parsed.items[a.itemIndex];
    if (!item) {
      perItem.push({ itemIndex: a.itemIndex, status: 'failed', reason: 'no such item in the parsed questionnaire' });
      continue;
    }
    if (!a.text.trim() && !a.yesNo) {
      perItem.push({ itemIndex: a.itemIndex, status: 'skipped', reason: 'empty answer' });
      continue;
    }
    try {
      const out = fillOne(body, item, a);
      perItem.push({ itemIndex: a.itemIndex, status: 'injected', ...(out.reason ? { reason: out.reason } : {}) });
      if (opts.reviewComments && a.comment && out.anchor) comments.push({ paragraph: out.anchor, text: a.comment });
    } catch (e) {
      if (!(e instanceof SlotError)) throw e;
      perItem.push({ itemIndex: a.itemIndex, status: 'failed', reason: e.message });
    }
  }
  if (opts.completionDate) {
    const text = opts.completionDate.toISOString().slice(0, 10);
    for (const f of parsed.fields) {
      if (f.role !== 'completion_date' || f.slot.type === 'none' || f.slot.type === 'checkbox_options') continue;
      try {
        fillOne(
          body,
          { index: -1, sectionIndex: null, question: f.label, kind: 'date', slot: f.slot, confidence: 1 },
          { itemIndex: -1, text },
        );
      } catch (e) {
        if (!(e instanceof SlotError)) throw e; // the date is a courtesy: a slot that moved is left as it was
      }
    }
  }
  const changes = new Map<string, string>();
  if (comments.length) for (const [part, xml] of addComments(zip, body.doc, comments)) changes.set(part, xml);
  changes.set('word/document.xml', new XMLSerializer().serializeToString(body.doc));
  return { bytes: writeZip(zip, changes), perItem };
}
