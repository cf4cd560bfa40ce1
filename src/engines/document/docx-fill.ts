/** Writes answers into a .docx in place: each answer into its slot, formatting inherited, nothing else touched. */
import { XMLSerializer, type Element } from '@xmldom/xmldom';
import { addComments, type CommentRequest } from './docx-comments.js';
import { readWordBody, sdtInfo, type WordBody } from './docx-read.js';
import { W14_NS, W_NS, collectText, descendants, kid, kids, type TextPiece } from './docx-xml.js';
import {
  answerLines, fillParagraphContainer, firstChildNamed, insertAfter, makeRun, newParagraph, setParagraphText, templateRPr,
} from './docx-write.js';
import { ANSWER_LABEL_RE, chooseListOption, leadingYesNo, optionMentioned } from './text-heuristics.js';
import type { AnswerSlot, FillAnswer, FillItemResult, FillOptions, Item, ParsedQuestionnaire } from './types.js';
import { writeZip, type ZipArchive } from './zip.js';

type Outcome = { anchor: Element | null; reason?: string };

class SlotError extends Error {}
const fail = (reason: string): never => {
  throw new SlotError(reason);
};

function element(body: WordBody, block: number, local: string): Element {
  const el = body.elements[block];
  if (!el || el.localName !== local) fail(`the document does not match the parsed model (block ${block} is not a ${local}); parse these bytes again`);
  return el!;
}

function tableCell(body: WordBody, block: number, row: number, cell: number): Element {
  const tbl = element(body, block, 'tbl');
  const tr = kids(tbl, 'tr')[row] ?? fail(`table row ${row} is missing`);
  const tc = kids(tr!, 'tc')[cell] ?? fail(`table cell ${cell} is missing`);
  return tc!;
}

/** Fills a content control: placeholder off, data binding dropped (Word would overwrite us from it), text in. */
function fillSdt(sdt: Element, lines: string[]): Element | null {
  const pr = kid(sdt, 'sdtPr');
  if (pr) for (const c of kids(pr)) if (c.localName === 'showingPlcHdr' || c.localName === 'dataBinding') pr.removeChild(c);
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
  const para = newParagraph(sdt.ownerDocument!, chosen!.rest.replace(/\n+/g, ' '), template, template ? templateRPr(template) : undefined);
  insertAfter(host, para);
  return { anchor: written ?? para, reason: 'the explanation was written in a new paragraph under the drop-down' };
}

function fillTableCell(body: WordBody, slot: Extract<AnswerSlot, { type: 'table_cell' }>, a: FillAnswer): Outcome {
  const text = a.text;
  let lines = answerLines(text);
  for (const extra of slot.extraCells ?? []) {
    const prefix = `${extra.header || 'Detail'}:`;
    const own = lines.filter((l) => l.startsWith(prefix));
    if (!own.length) continue;
    lines = lines.filter((l) => !l.startsWith(prefix));
    fillParagraphContainer(tableCell(body, slot.block, slot.row, extra.cell), own.map((l) => l.slice(prefix.length).trim()));
  }
  const tc = tableCell(body, slot.block, slot.row, slot.cell);
  if (slot.keep) return { anchor: fillUnderQuestion(tc, slot.keep, lines) };
  // The cell's answer control, block-level or inside its paragraph (kept: the answer goes in it).
  const sdt = kids(tc, 'sdt')[0] ?? descendants(tc, 'sdt').find((d) => !sdtInfo(d).checkbox);
  if (!sdt) return { anchor: fillParagraphContainer(tc, lines) };
  const out = fillControl(sdt, { ...a, text: lines.join('\n') });
  return { ...out, anchor: out.anchor ?? kids(kid(sdt, 'sdtContent')!, 'p')[0] ?? null };
}

function fillYesNo(body: WordBody, slot: Extract<AnswerSlot, { type: 'yes_no_columns' }>, a: FillAnswer): Outcome {
  const yn = a.yesNo ?? leadingYesNo(a.text);
  const target = yn === 'yes' ? slot.yesCell : yn === 'no' ? slot.noCell : yn === 'na' && slot.naCell !== undefined ? slot.naCell : undefined;
  if (target === undefined) fail('the answer does not start with Yes or No, and the question only has Yes/No columns');
  const cells = [slot.yesCell, slot.noCell, ...(slot.naCell !== undefined ? [slot.naCell] : [])];
  for (const c of cells) if (c !== target) fillParagraphContainer(tableCell(body, slot.block, slot.row, c), ['']);
  const anchor = fillParagraphContainer(tableCell(body, slot.block, slot.row, target!), ['X']);
  const rest = a.text.replace(/^\s*(yes|no|n\/?a)\b[\s.,;:-]*/i, '').trim();
  return { anchor, reason: rest ? 'only Yes/No was marked: the table has no column for the explanation' : undefined };
}

function fillParagraphsAfter(body: WordBody, slot: Extract<AnswerSlot, { type: 'paragraphs_after' }>, text: string): Outcome {
  const anchorEl = body.elements[slot.block] ?? fail('the question paragraph is missing');
  const lines = answerLines(text);
  const existing = slot.firstAnswerBlock >= 0 ? body.elements.slice(slot.firstAnswerBlock, slot.firstAnswerBlock + slot.answerBlocks).filter((e) => e.localName === 'p') : [];
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

const BOX_TICK: Record<string, string> = { '☐': '☒', '□': '☒', '▢': '☒', '❑': '☒', '❒': '☒' };

function pieceAt(pieces: TextPiece[], offset: number): TextPiece | undefined {
  return pieces.find((pc) => pc.t && offset >= pc.start && offset < pc.end);
}

function replaceInPiece(pc: TextPiece, from: number, to: number, text: string): void {
  const node = pc.t!;
  const s = node.textContent ?? '';
  const a = from - pc.start;
  const b = Math.min(to, pc.end) - pc.start;
  node.textContent = s.slice(0, a) + text + s.slice(b);
}

function chooseOption(item: Item, slot: Extract<AnswerSlot, { type: 'checkbox_options' }>, a: FillAnswer): number {
  const yn = a.yesNo ?? leadingYesNo(a.text);
  const labels = slot.options.map((o) => o.label.toLowerCase());
  if (yn) {
    const i = labels.findIndex((l) => leadingYesNo(l) === yn);
    if (i >= 0) return i;
  }
  const text = a.text.toLowerCase();
  let best = -1;
  let bestLen = 0;
  labels.forEach((l, i) => {
    const head = l.split(/\s+-\s+|:|_{2,}/)[0]!.trim();
    if (head && (text.startsWith(head) || text.includes(head)) && head.length > bestLen) {
      best = i;
      bestLen = head.length;
    }
  });
  if (best < 0) best = optionMentioned(slot.options.map((o) => o.label.split(/\s+-\s+|:|_{2,}/)[0]!.trim()), a.text);
  if (best < 0) fail(`the answer matches none of the options (${item.options?.join(', ') ?? ''})`);
  return best;
}

function fillCheckbox(body: WordBody, item: Item, slot: Extract<AnswerSlot, { type: 'checkbox_options' }>, a: FillAnswer): Outcome {
  const p =
    slot.row !== undefined && slot.cell !== undefined
      ? (kids(tableCell(body, slot.block, slot.row, slot.cell), 'p')[slot.paragraph ?? 0] ?? fail('the options in the table cell are missing'))!
      : element(body, slot.block, 'p');
  const pieces: TextPiece[] = [];
  const full = collectText(p, pieces);
  const chosen = chooseOption(item, slot, a);
  slot.options.forEach((opt, i) => {
    const pc = pieceAt(pieces, opt.at) ?? fail('the option box could not be found in the paragraph');
    const s = full.slice(opt.at, opt.at + 3);
    const isBracket = s.startsWith('[');
    const len = isBracket ? full.slice(opt.at).indexOf(']') + 1 : 1;
    const mark = i === chosen ? (isBracket ? '[X]' : (BOX_TICK[s[0]!] ?? '☒')) : isBracket ? '[ ]' : s[0] === '☒' ? '☐' : s[0]!;
    replaceInPiece(pc!, opt.at, opt.at + len, mark);
    // Word's own checkbox controls also carry their state in w14:checked.
    let n = pc!.run?.parentNode as Element | null;
    while (n && !(n.localName === 'sdt' && n.namespaceURI === W_NS)) n = n.parentNode as Element | null;
    if (n && sdtInfo(n).checkbox) {
      const box = firstChildNamed(kid(n, 'sdtPr')!, W14_NS, 'checkbox');
      const checked = box && firstChildNamed(box, W14_NS, 'checked');
      checked?.setAttributeNS(W14_NS, 'w14:val', i === chosen ? '1' : '0');
    }
  });
  const detail = a.text.replace(/^\s*(yes|no|n\/?a)\b[\s.,;:-]*/i, '').trim();
  const opt = slot.options[chosen]!;
  if (detail && opt.hasBlank) {
    const pieces2: TextPiece[] = [];
    const now = collectText(p, pieces2);
    const end = slot.options[chosen + 1]?.at ?? now.length;
    const m = /_{3,}/.exec(now.slice(opt.at, end));
    if (m) {
      const from = opt.at + m.index;
      const pc = pieceAt(pieces2, from);
      if (pc && from + m[0].length <= pc.end) {
        replaceInPiece(pc, from, from + m[0].length, detail.replace(/\n+/g, ' '));
        return { anchor: p };
      }
    }
  }
  if (detail && !/^[a-z ]{1,30}$/i.test(detail) && detail.toLowerCase() !== opt.label.toLowerCase()) {
    insertAfter(p, newParagraph(body.doc, detail.replace(/\n+/g, ' ')));
    return { anchor: p, reason: 'the explanation was written in a new paragraph under the options' };
  }
  return { anchor: p };
}

function fillInlineBlank(body: WordBody, slot: Extract<AnswerSlot, { type: 'inline_blank' }>, text: string): Outcome {
  const p = element(body, slot.block, 'p');
  const pieces: TextPiece[] = [];
  const full = collectText(p, pieces);
  const blank = /_{3,}[_\s]*$/.exec(full) ?? /_{3,}/.exec(full);
  if (!blank) {
    // The old answer's own paragraphs under the label line go: the new answer is on the line.
    for (let k = 1; k <= (slot.continuedIn ?? 0); k++) {
      const old = body.elements[slot.block + k];
      if (old?.localName === 'p' && old.parentNode) old.parentNode.removeChild(old);
    }
    return fillAfterLabel(p, pieces, full, text);
  }
  const from = blank.index;
  const to = from + blank[0].trimEnd().length;
  let written = false;
  for (const pc of pieces) {
    if (!pc.t || pc.end <= from || pc.start >= to) continue;
    replaceInPiece(pc, Math.max(from, pc.start), Math.min(to, pc.end), written ? '' : text.replace(/\n+/g, ' '));
    written = true;
  }
  return { anchor: p };
}

/** "Answer:" (or "Answer: old text") with no blank line: the answer replaces whatever follows the label. */
function fillAfterLabel(p: Element, pieces: TextPiece[], full: string, text: string): Outcome {
  const label = ANSWER_LABEL_RE.exec(full.trim()) ?? fail('the answer line ("Answer:" or ____) is no longer there');
  const from = full.trimEnd().length - label![1]!.trimEnd().length;
  const withText = pieces.filter((pc) => pc.t);
  const last = withText.at(-1) ?? fail('the answer line has no text to write after');
  const spaced = `${from > 0 && !/\s/.test(full[from - 1]!) ? ' ' : ''}${text.replace(/\n+/g, ' ')}`;
  let written = false;
  for (const pc of withText) {
    if (pc.end <= from) continue;
    replaceInPiece(pc, Math.max(from, pc.start), pc.end, written ? '' : spaced);
    pc.t!.setAttributeNS('http://www.w3.org/XML/1998/namespace', 'xml:space', 'preserve');
    written = true;
  }
  if (!written) {
    // Nothing after the label yet: append to its last piece, after a space.
    const s = last!.t!.textContent ?? '';
    last!.t!.textContent = `${s}${/\s$/.test(s) ? '' : ' '}${text.replace(/\n+/g, ' ')}`;
    last!.t!.setAttributeNS('http://www.w3.org/XML/1998/namespace', 'xml:space', 'preserve');
  }
  return { anchor: p };
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
      const sdt = el!.localName === 'sdt' ? el! : kids(el!, 'sdt').find((s) => !sdtInfo(s).checkbox) ?? fail('the content control is missing');
      const { anchor: written, reason } = fillControl(sdt!, a);
      // LibreOffice hides text carrying a comment range inside a block content control: anchor on the question.
      let prev = sdt!.previousSibling;
      while (prev && prev.nodeType !== 1) prev = prev.previousSibling;
      return { anchor: el!.localName === 'sdt' && prev && (prev as Element).localName === 'p' ? (prev as Element) : written, ...(reason ? { reason } : {}) };
    }
    case 'checkbox_options':
      return fillCheckbox(body, item, slot, a);
    case 'inline_blank':
      return fillInlineBlank(body, slot, a.text);
    default:
      return fail(`a ${slot.type} slot cannot be filled in a Word file`);
  }
}

export function fillDocx(zip: ZipArchive, parsed: ParsedQuestionnaire, answers: FillAnswer[], opts: FillOptions): { bytes: Uint8Array; perItem: FillItemResult[] } {
  const body = readWordBody(zip);
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
        fillOne(body, { index: -1, sectionIndex: null, question: f.label, kind: 'date', slot: f.slot, confidence: 1 }, { itemIndex: -1, text });
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
