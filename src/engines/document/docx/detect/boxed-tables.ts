/**
 * One-column tables used as boxes: each question in its own (often shaded) row, the answer either in the same
 * cell under the question or in the row below it. Short rows that are not questions are section headings.
 */
import type { TableBlock } from '../read-body.js';
import type { ItemDraft } from '../../model-builder.js';
import type { TableContext } from './tables.js';
import { collectText, kids } from '../word-xml.js';
import {
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
