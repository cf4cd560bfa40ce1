/** Questions in plain text lines (PDF text layers, legacy .doc bodies): numbered questions, wrapped lines, ☐ boxes. */
import { ModelBuilder } from './model-builder.js';
import { ANSWER_LABEL_RE, QUESTION_LABEL_RE, clean, inferKind, isPlaceholder, looksLikeQuestion, parseCheckboxes } from './text-heuristics.js';

const SECTION_LINE = /^(\d{1,2})\.0\s+(.+?)(?:\s+Yes\s+No(?:\s+\S.*)?)?$/;
const QUESTION_LINE = /^(\d{1,2}(?:\.\d{1,2}){1,3})\.?\s+(\S.*)$/;
const LOOSE_QUESTION_LINE = /^(\d{1,3})[.)]\s+(\S.*)$/;
const BOXES_ONLY = /^(?:[☐☑☒□■]\s*)+$/;

export function detectLines(lines: string[], builder: ModelBuilder): void {
  let current: { number: string; text: string; boxes: number; answer: string[]; closed?: boolean } | null = null;
  const flush = () => {
    if (!current) return;
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
