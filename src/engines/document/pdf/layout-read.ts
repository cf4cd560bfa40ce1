/**
 * A PDF's questions from its layout: tables found by their header are read row by row (question and answer
 * columns side by side, wrapped cells joined, lettered sub-items under their parent); everything else goes line by
 * line through the text detector, with each line's style (headings open sections, a question's answer is written
 * in another style, smaller text under a question is its guidance).
 */
import { ModelBuilder, type ItemDraft } from '../model-builder.js';
import { LineDetector, type StyledLine } from '../text/detect-lines.js';
import { clean, ID_RE, isPlaceholder, sectionParts } from '../text/text-heuristics.js';
import type { PdfLine } from './page-text.js';
import { headerAt, type TableHeader } from './table-header.js';
import { tableRows, type TableRow } from './table-rows.js';
import { anyOf, formQuestionKind } from '../../language/index.js';

/** Remembers the line each item was read from, to place form fields later. */
export class PdfModelBuilder extends ModelBuilder {
  readonly origins = new Map<number, number>();

  override add(d: ItemDraft): void {
    const before = this.items.length;
    super.add(d);
    if (this.items.length > before && d.origin !== undefined) this.origins.set(before, d.origin);
  }
}

/** The size most of the text is written in. */
function bodySize(lines: PdfLine[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) weight.set(l.size, (weight.get(l.size) ?? 0) + l.text.length);
  return [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/** Lines that start a question for sure: "3.2 …", "GNRL-01 …", "Question 4: …" (not "1) …", which answers use too). */
const QUESTION_STARTS = [
  // A multi-level number: "3.2", "1.10.4.".
  String.raw`\d{1,2}(?:\.\d{1,2}){1,3}\.?`,
  // An id: "GNRL-01", "A&A-01.1a".
  String.raw`[A-Z][A-Za-z&]{0,7}-\d{1,3}(?:\.\d{1,3})?[a-z]?`,
  // A label: "Question 4:", "Q12.", "Q)".
  String.raw`[Qq](?:uestion)?\s*\d{0,3}\s*[:.)]`,
];
export const QUESTION_START = new RegExp(String.raw`^${anyOf(QUESTION_STARTS)}\s+\S`);

/** Styles that numbered questions are written in (at least 3% of them), when a tenth of the lines are in others. */
function questionStyles(lines: PdfLine[]): Set<string> {
  const counts = new Map<string, number>();
  let total = 0;
  for (const l of lines) {
    if (!QUESTION_START.test(l.text)) continue;
    total++;
    counts.set(l.style, (counts.get(l.style) ?? 0) + 1);
  }
  if (total < 3) return new Set();
  const styles = new Set([...counts].filter(([, n]) => n >= Math.max(2, 0.03 * total)).map(([s]) => s));
  // Only informative when a good share of the text is in other styles (answers, guidance); else the text decides.
  const other = lines.filter((l) => !styles.has(l.style)).length;
  return other >= 0.1 * lines.length ? styles : new Set();
}

const SUB_ITEM = /^(\d{1,3})\s?([a-z]{1,2}\d{0,2})\)?$/;

function addRows(rows: TableRow[], origins: number[], builder: PdfModelBuilder): void {
  const byNumber = new Map<string, string>();
  for (const row of rows) {
    if (row.section) {
      const s = sectionParts(row.id);
      builder.section(s.title, s.number);
      continue;
    }
    let question = clean(row.question);
    if (!question) continue;
    const label = clean(row.id).replace(/[.)]$/, '');
    const sub = SUB_ITEM.exec(label);
    const number = sub ? `${sub[1]}${sub[2]}` : label;
    // "6 a1 If Y, indicate the exchange…" is read under its parent ("6 Select type of ownership…").
    const parent = sub ? byNumber.get(sub[1]!) : undefined;
    if (!sub && number) byNumber.set(number, question);
    if (parent) question = `${parent} — ${question}`;
    const answers = row.answers.map((a) => clean(a.replace(/\s*\n\s*/g, '\n'))).filter((a) => a && !isPlaceholder(a));
    const answer =
      answers.length > 1 && /^(?:yes|no|n\/?a)$/i.test(answers[0]!)
        ? `${answers[0]}. ${answers.slice(1).join('\n')}`
        : answers.join('\n');
    const draft: ItemDraft = {
      question,
      kind: formQuestionKind(question),
      slot: { type: 'none' },
      confidence: 0.85,
      origin: origins[row.first],
    };
    if (number && ID_RE.test(number) && /[A-Za-z]/.test(number)) draft.id = number;
    else if (number) draft.number = number;
    if (answer) draft.answer = answer;
    builder.add(draft);
  }
}

/** Lines that make up a table header somewhere in the document (kept when running headers are removed). */
export function headerLines(lines: PdfLine[]): Set<PdfLine> {
  const out = new Set<PdfLine>();
  for (let i = 0; i < lines.length; i++) {
    const h = headerAt(lines, i);
    if (!h) continue;
    for (let k = h.first; k <= h.last; k++) out.add(lines[k]!);
    i = h.last;
  }
  return out;
}

/** The table's lines up to its end (a heading, another table's header); a header repeated on a new page is skipped. */
function tableExtent(
  lines: PdfLine[],
  header: TableHeader,
  isHeading: (l: PdfLine) => boolean,
): { indices: number[]; end: number } {
  const indices: number[] = [];
  let j = header.last + 1;
  while (j < lines.length) {
    const l = lines[j]!;
    if (isHeading(l)) break;
    const again = headerAt(lines, j);
    if (again) {
      if (again.key !== header.key) break;
      j = again.last + 1;
      continue;
    }
    indices.push(j);
    j++;
  }
  return { indices, end: j };
}

export function readLayout(lines: PdfLine[], builder: PdfModelBuilder): void {
  const body = bodySize(lines);
  const isHeading = (l: PdfLine) => l.size >= 1.2 * body && l.text.length < 120 && /\p{L}{2}/u.test(l.text);
  const detector = new LineDetector(builder, { questionStyles: questionStyles(lines) });
  let i = 0;
  while (i < lines.length) {
    const header = headerAt(lines, i);
    if (header) {
      detector.flush();
      const { indices, end } = tableExtent(lines, header, isHeading);
      addRows(
        tableRows(
          indices.map((k) => lines[k]!),
          header.columns,
        ),
        indices,
        builder,
      );
      i = end;
      continue;
    }
    const l = lines[i]!;
    const styled: StyledLine = { text: l.text, style: l.style, size: l.size, heading: isHeading(l), origin: i };
    detector.push(styled);
    i++;
  }
  detector.flush();
}
