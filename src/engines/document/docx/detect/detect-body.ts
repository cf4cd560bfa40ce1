/**
 * Finds sections, questions and answer slots in a Word body, block by block: a paragraph goes through the
 * paragraph rules (paragraph-rules.ts), a table through the table layouts (tables.ts), a block content control
 * answers the question above it.
 */
import type { Block, ParaBlock, SdtBlock, TableBlock, WordBody } from '../read-body.js';
import { detectTable } from './tables.js';
import type { ModelBuilder } from '../../model-builder.js';
import { clean, isPlaceholder } from '../../text/text-heuristics.js';
import { FlowState, takeContentControl } from './flow-state.js';
import { PARAGRAPH_RULES, paragraphFacts } from './paragraph-rules.js';
import { alternatingQuestions } from './alternating-questions.js';

export function detectWord(body: WordBody, builder: ModelBuilder): void {
  const st = new FlowState(builder);
  const blocks = body.blocks;
  st.alternating = alternatingQuestions(blocks);
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    if (b.kind === 'tbl') tableBlock(st, b);
    else if (b.kind === 'sdt') contentControlBlock(st, b);
    else paragraph(st, b, blocks[i + 1]);
  }
  st.flush();
}

function tableBlock(st: FlowState, b: TableBlock): void {
  const lead = st.pending && !st.pendingHasText() ? st.pending : null;
  // A one-cell table right under a question is its answer box.
  if (lead && lead.draft.slot.type === 'none' && b.rows.length === 1 && b.rows[0]!.cells.length === 1) {
    const cellText = b.rows[0]!.cells[0]!.text.trim();
    lead.draft.slot = { type: 'table_cell', block: b.block, row: 0, cell: 0 };
    if (!isPlaceholder(cellText)) lead.draft.answer = cellText;
    st.add(lead.draft);
    return;
  }
  const headerAbove = st.tableHeader;
  st.tableHeader = undefined;
  const drafts = detectTable(b, {
    leadIn: lead ? { question: lead.draft.question, number: lead.draft.number, id: lead.draft.id } : undefined,
    onSection: (title, number) => st.builder.section(title, number),
    headerAbove,
    onHeader: (header) => (st.tableHeader = header),
  });
  if (drafts.length && lead) st.pending = null;
  else st.flush();
  drafts.forEach((d) => st.builder.add(d));
}

function contentControlBlock(st: FlowState, b: SdtBlock): void {
  st.tableHeader = undefined;
  if (st.pending && !st.pendingHasText()) takeContentControl(st.pending, b);
  st.flush();
}

function paragraph(st: FlowState, p: ParaBlock, next: Block | undefined): void {
  // An empty line under a question belongs to its answer area.
  if (!clean(p.text) && p.sdts.length === 0) {
    st.pending?.answers.push(p);
    return;
  }
  // Words between two tables: the second is a table of its own, not the first one continued.
  st.tableHeader = undefined;
  const facts = paragraphFacts(st, p, next);
  for (const rule of PARAGRAPH_RULES) if (rule(st, facts)) return;
}
