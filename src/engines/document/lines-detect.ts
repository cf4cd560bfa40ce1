/** Questions in plain text lines (PDF text layers, legacy .doc bodies): numbered questions, wrapped lines, ☐ boxes. */
import { ModelBuilder } from './model-builder.js';
import { clean, inferKind, looksLikeQuestion, parseCheckboxes } from './text-heuristics.js';

const SECTION_LINE = /^(\d{1,2})\.0\s+(.+?)(?:\s+Yes\s+No(?:\s+\S.*)?)?$/;
const QUESTION_LINE = /^(\d{1,2}(?:\.\d{1,2}){1,3})\.?\s+(\S.*)$/;
const LOOSE_QUESTION_LINE = /^(\d{1,3})[.)]\s+(\S.*)$/;
const BOXES_ONLY = /^(?:[☐☑☒□■]\s*)+$/;

export function detectLines(lines: string[], builder: ModelBuilder): void {
  let current: { number: string; text: string; boxes: number; answer: string[] } | null = null;
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
      builder.add({ number: current.number, question: text, kind: inferKind(text, options), options, slot: { type: 'none' }, answer: answer || undefined, confidence: looksLikeQuestion(text) ? 0.8 : 0.6 });
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
    const q = QUESTION_LINE.exec(line) ?? (looksLikeQuestion(line.replace(/^\d{1,3}[.)]\s+/, '')) ? LOOSE_QUESTION_LINE.exec(line) : null);
    if (q) {
      flush();
      current = { number: q[1]!, text: q[2]!, boxes: 0, answer: [] };
      continue;
    }
    if (!current) continue;
    if (BOXES_ONLY.test(line)) {
      current.boxes += (line.match(/[☐☑☒□■]/g) ?? []).length;
      continue;
    }
    const open = !/[?:.)]\s*(?:[☐☑☒□■]\s*)*$/.test(current.text) || /^[a-z(]/.test(line);
    if (open && !current.answer.length && current.text.length < 600) current.text += ` ${line}`;
    else current.answer.push(line);
  }
  flush();
}
