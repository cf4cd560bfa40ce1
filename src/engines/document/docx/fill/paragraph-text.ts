/** Filling answers into a paragraph's own text: ticking checkbox options, blank lines (____) and "Answer:" lines. */
import type { Element } from '@xmldom/xmldom';
import { sdtInfo, type WordBody } from '../read-body.js';
import { element, fail, tableCell, type Outcome } from './slot-locate.js';
import { W14_NS, W_NS, collectText, kid, kids, type TextPiece } from '../word-xml.js';
import { firstChildNamed, insertAfter, newParagraph } from './run-builders.js';
import { setLegacyCheckBox } from './checkbox-control.js';
import { ANSWER_LABEL_RE, optionMentioned } from '../../text/text-heuristics.js';
import type { AnswerSlot, FillAnswer, Item } from '../../types.js';
import { leadingYesNo, withoutLeadingYesNo } from '../../../language/index.js';

const BOX_TICK: Record<string, string> = { '☐': '☒', '□': '☒', '▢': '☒', '❑': '☒', '❒': '☒' };

function pieceAt(pieces: TextPiece[], offset: number): TextPiece | undefined {
  return pieces.find((pc) => (pc.t || pc.box) && offset >= pc.start && offset < pc.end);
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
  if (best < 0)
    best = optionMentioned(
      slot.options.map((o) => o.label.split(/\s+-\s+|:|_{2,}/)[0]!.trim()),
      a.text,
    );
  if (best < 0) fail(`the answer matches none of the options (${item.options?.join(', ') ?? ''})`);
  return best;
}

export function fillCheckbox(
  body: WordBody,
  item: Item,
  slot: Extract<AnswerSlot, { type: 'checkbox_options' }>,
  a: FillAnswer,
): Outcome {
  const p =
    slot.row !== undefined && slot.cell !== undefined
      ? (kids(tableCell(body, slot.block, slot.row, slot.cell), 'p')[slot.paragraph ?? 0] ??
          fail('the options in the table cell are missing'))!
      : element(body, slot.block, 'p');
  const pieces: TextPiece[] = [];
  const full = collectText(p, pieces);
  const chosen = chooseOption(item, slot, a);
  slot.options.forEach((opt, i) => {
    const pc = pieceAt(pieces, opt.at) ?? fail('the option box could not be found in the paragraph');
    // A legacy check box form field is ticked in its own data, not by its text.
    if (pc!.box) return setLegacyCheckBox(pc!.box, i === chosen);
    const s = full.slice(opt.at, opt.at + 3);
    const isBracket = s.startsWith('[');
    const len = isBracket ? full.slice(opt.at).indexOf(']') + 1 : 1;
    const mark =
      i === chosen ? (isBracket ? '[X]' : (BOX_TICK[s[0]!] ?? '☒')) : isBracket ? '[ ]' : s[0] === '☒' ? '☐' : s[0]!;
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
  const detail = withoutLeadingYesNo(a.text);
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

export function fillInlineBlank(
  body: WordBody,
  slot: Extract<AnswerSlot, { type: 'inline_blank' }>,
  text: string,
): Outcome {
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
  // "Answer: …", or a field's label ("Firm name: …"): the answer is what follows the (last) colon.
  const label =
    ANSWER_LABEL_RE.exec(full.trim()) ??
    /:[ \t\u00a0]*([^:]*)$/.exec(full.trim()) ??
    fail('the answer line ("Answer:" or ____) is no longer there');
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
