/** Questions in plain text lines (PDF text layers, legacy .doc bodies): numbered questions, wrapped lines, ☐ boxes. */
import { ModelBuilder } from './model-builder.js';
import { ANSWER_LABEL_RE, QUESTION_LABEL_RE, clean, inferKind, isPlaceholder, looksLikeQuestion, parseCheckboxes } from './text-heuristics.js';

const SECTION_LINE = /^(\d{1,2})\.0\s+(.+?)(?:\s+Yes\s+No(?:\s+\S.*)?)?$/;
const QUESTION_LINE = /^(\d{1,2}(?:\.\d{1,2}){1,3})\.?\s+(\S.*)$/;
const LOOSE_QUESTION_LINE = /^(\d{1,3})[.)]\s+(\S.*)$/;
const BOXES_ONLY = /^(?:[☐☑☒□■]\s*)+$/;
const ID_LINE = /^([A-Z][A-Za-z&]{0,7}-\d{1,3}(?:\.\d{1,3})?[a-z]?)(?:\s+(\S.*))?$/;
/** CAIQ's "SSRM Control Ownership" column, which a PDF's text runs into the answer ("Yes CSP-owned Google …"). */
const OWNERSHIP = /^(yes|no|n\/?a)\s+(?:csp-owned|csc-owned|3rd-party outsourced|shared csp and csc|shared csp and 3rd-party)\b[\s.,;:-]*/i;

const LIST_ITEM = /^(?:[•▪◦‣∙·*-]|[a-z][.)]|\([a-z]\)|\d{1,2}[.)])\s+\S/;

interface IdRow {
  id?: string;
  text: string;
  answer: string[];
  closed?: boolean;
}

/** The question runs until its "?"; whatever follows on that line and after is the answer. */
function takeIdRowText(row: IdRow, line: string): void {
  // The question's own list ("a. Data format", "• Service termination") comes before any answer.
  if (row.closed && !row.answer.length && LIST_ITEM.test(line)) {
    row.text += ` ${line}`;
    return;
  }
  if (row.closed) {
    row.answer.push(line);
    return;
  }
  const q = line.lastIndexOf('?');
  if (q < 0) {
    row.text = row.text ? `${row.text} ${line}` : line;
    return;
  }
  row.text = row.text ? `${row.text} ${line.slice(0, q + 1)}` : line.slice(0, q + 1);
  row.closed = true;
  const rest = line.slice(q + 1).trim();
  if (rest) row.answer.push(rest);
}

/** Wrapped lines of one answer, joined back ("semi-" + "annually" → "semi-annually"). */
const unwrap = (lines: string[]) => lines.reduce((acc, l) => (!acc ? l : /[-/]$/.test(acc) ? acc + l : `${acc} ${l}`), '');

/** An id row without a "?" is not a question (a control statement, a table's other columns): dropped. */
function flushIdRow(row: IdRow, builder: ModelBuilder): void {
  const question = clean(row.text);
  if (!row.closed || !question) return;
  let answer = clean(unwrap(row.answer));
  const owned = OWNERSHIP.exec(answer);
  if (owned) answer = `${owned[1]![0]!.toUpperCase()}${owned[1]!.slice(1).toLowerCase()}. ${answer.slice(owned[0].length)}`.replace(/\.\s*$/, '.').trim();
  builder.add({ id: row.id, question, kind: inferKind(question), slot: { type: 'none' }, ...(answer && !isPlaceholder(answer) ? { answer } : {}), confidence: 0.8 });
}

export function detectLines(lines: string[], builder: ModelBuilder): void {
  let current: { number: string; id?: string; text: string; boxes: number; answer: string[]; closed?: boolean } | null = null;
  const flush = () => {
    if (!current) return;
    if (current.id) {
      flushIdRow(current, builder);
      current = null;
      return;
    }
    let text = clean(current.text);
    const boxes = parseCheckboxes(text);
    let options: string[] | undefined;
    if (boxes) {
      text = boxes.stem;
      options = boxes.options.every((o) => !o.label) ? ['Yes', 'No'] : boxes.options.map((o) => o.label);
    } else if (current.boxes >= 2) options = ['Yes', 'No'];
    text = text.replace(/(?:\s*[☐☑☒□■])+\s*$/, '').trim();
    if (text) {
      const answer = current.answer.join('\n').trim();
      builder.add({ ...(current.number ? { number: current.number } : {}), question: text, kind: inferKind(text, options), options, slot: { type: 'none' }, answer: answer || undefined, confidence: looksLikeQuestion(text) ? 0.8 : 0.6 });
    }
    current = null;
  };
  for (const raw of lines) {
    const line = clean(raw);
    if (!line) continue;
    const sec = SECTION_LINE.exec(line);
    if (sec) {
      flush();
      builder.section(sec[2]!, sec[1]);
      continue;
    }
    // A row of an id-keyed table (CAIQ style): "A&A-01.1", the question up to its "?", then the answer.
    const idRow = ID_LINE.exec(line);
    if (idRow) {
      flush();
      current = { number: '', id: idRow[1]!, text: '', boxes: 0, answer: [] };
      if (idRow[2]) takeIdRowText(current, idRow[2]);
      continue;
    }
    if (current?.id) {
      takeIdRowText(current, line);
      continue;
    }
    // "Question 4: …" / "Q: …" and "Answer: …" / "A: …" lines.
    const qLabel = QUESTION_LABEL_RE.exec(line);
    const q = qLabel ? [line, qLabel[1] ?? '', qLabel[2]!] : QUESTION_LINE.exec(line) ?? (looksLikeQuestion(line.replace(/^\d{1,3}[.)]\s+/, '')) ? LOOSE_QUESTION_LINE.exec(line) : null);
    if (q) {
      flush();
      current = { number: q[1]!, text: q[2]!, boxes: 0, answer: [] };
      continue;
    }
    if (!current) continue;
    const aLabel = !current.closed && !current.answer.length ? ANSWER_LABEL_RE.exec(line) : null;
    if (aLabel) {
      current.closed = true;
      const rest = clean(aLabel[1] ?? '');
      if (rest && !isPlaceholder(rest)) current.answer.push(rest);
      continue;
    }
    if (BOXES_ONLY.test(line)) {
      current.boxes += (line.match(/[☐☑☒□■]/g) ?? []).length;
      continue;
    }
    const open = !/[?:.)]\s*(?:[☐☑☒□■]\s*)*$/.test(current.text) || /^[a-z(]/.test(line);
    if (open && !current.closed && !current.answer.length && current.text.length < 600) current.text += ` ${line}`;
    else current.answer.push(line);
  }
  flush();
}
