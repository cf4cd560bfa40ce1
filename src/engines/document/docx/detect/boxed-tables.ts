/**
 * One-column tables used as boxes: each question in its own (often shaded) row, the answer either in the same
 * cell under the question or in the row below it. Short rows that are not questions are section headings.
 */
import type { RowInfo, TableBlock } from '../read-body.js';
import type { ItemDraft } from '../../model-builder.js';
import type { TableContext } from './tables.js';
import { collectText, kids } from '../word-xml.js';
import {
  ID_RE,
  MULTI_NUMBER_RE,
  clean,
  isPlaceholder,
  looksLikeQuestion,
  sectionParts,
  splitLeadingNumber,
} from '../../text/text-heuristics.js';
import { formQuestionKind } from '../../../language/index.js';

interface BoxRow {
  row: number;
  paragraphs: string[];
}

const isQuestion = (text: string) => {
  const n = splitLeadingNumber(text);
  return (
    looksLikeQuestion(n.rest) ||
    !!(n.id || (n.number && MULTI_NUMBER_RE.test(n.number)) || (n.number && n.rest.length > 20))
  );
};

export function detectBoxes(t: TableBlock, ctx: TableContext): ItemDraft[] {
  const rows: BoxRow[] = t.rows.map((r, row) => ({
    row,
    paragraphs: r.cells[0] ? kids(r.cells[0].el, 'p').map((p) => clean(collectText(p))) : [],
  }));
  const out: ItemDraft[] = [];
  for (let i = 0; i < rows.length; i++) {
    const { row, paragraphs } = rows[i]!;
    const first = paragraphs.findIndex(Boolean);
    if (first < 0) continue;
    const head = paragraphs[first]!;
    if (!isQuestion(head)) {
      if (paragraphs.filter(Boolean).length === 1 && head.length < 80 && !/[.:]$/.test(head)) {
        const s = sectionParts(head);
        ctx.onSection(s.title, s.number);
      }
      continue;
    }
    const num = splitLeadingNumber(head);
    const draft = {
      number: num.number,
      id: num.id,
      question: num.rest,
      kind: formQuestionKind(num.rest),
      confidence: 0.85,
    };
    const inCell = paragraphs.slice(first + 1);
    const below = rows[i + 1];
    const belowText = below ? below.paragraphs.filter(Boolean) : [];
    if (inCell.length || !below || (belowText.length && isQuestion(belowText[0]!))) {
      // The answer goes under the question, in the same cell.
      const answer = inCell.filter((p) => p && !isPlaceholder(p)).join('\n');
      out.push({
        ...draft,
        slot: { type: 'table_cell', block: t.block, row, cell: 0, keep: first + 1 },
        ...(answer ? { answer } : {}),
      });
      continue;
    }
    // The answer has its own row under the question.
    const answer = belowText.filter((p) => !isPlaceholder(p)).join('\n');
    out.push({
      ...draft,
      slot: { type: 'table_cell', block: t.block, row: below.row, cell: 0 },
      ...(answer ? { answer } : {}),
    });
    i++;
  }
  return out;
}

const rowTexts = (r: RowInfo) => r.cells.map((c) => clean(c.text));

/**
 * "3.1 | Describe the strategy." rows, each followed by a row merged across the table for its answer: every cell of
 * a question row has text, its last cell reads as a question (or is numbered in the first), and each one-cell row
 * right under a question row is that question's answer. A one-cell row anywhere else is a section heading.
 * Null when the table is not laid out so.
 */
export function detectAnswerRows(t: TableBlock, ctx: TableContext): ItemDraft[] | null {
  const rows = t.rows.filter((r) => r.cells.length > 0);
  const width = Math.max(...rows.map((r) => r.cells.length));
  if (width < 2 || width > 3 || !rows.some((r) => r.cells.length === 1)) return null;
  const out: ItemDraft[] = [];
  const sections: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const texts = rowTexts(rows[i]!);
    if (texts.length === 1) {
      // A one-cell row not under a question: a heading, if it is short and says something.
      if (!texts[0] || texts[0].length >= 80 || looksLikeQuestion(texts[0])) return null;
      sections.push(texts[0]);
      continue;
    }
    const below = rows[i + 1];
    if (texts.some((x) => !x) || !below || below.cells.length !== 1) return null;
    const question = splitLeadingNumber(texts.at(-1)!);
    const lead = texts.length > 1 ? texts[0]! : '';
    const numbered = ID_RE.test(lead) || MULTI_NUMBER_RE.test(lead) || /^\d{1,3}[.)]?$/.test(lead);
    if (!looksLikeQuestion(question.rest) && !numbered) return null;
    for (const s of sections.splice(0)) {
      const parts = sectionParts(s);
      ctx.onSection(parts.title, parts.number);
    }
    const answer = rowTexts(below)[0]!;
    const id = numbered && ID_RE.test(lead) ? lead : question.id;
    const number = numbered && !ID_RE.test(lead) ? lead.replace(/[.)]$/, '') : question.number;
    out.push({
      ...(id ? { id } : {}),
      ...(number ? { number } : {}),
      question: question.rest,
      kind: formQuestionKind(question.rest),
      slot: { type: 'table_cell', block: t.block, row: t.rows.indexOf(below), cell: 0 },
      ...(answer && !isPlaceholder(answer) ? { answer } : {}),
      confidence: 0.8,
    });
    i++;
  }
  return out.length >= 2 ? out : null;
}
