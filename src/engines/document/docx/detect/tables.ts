/** Questions laid out in Word tables: "# | Question | Response", "Field | Response", Yes / No columns, label/blank forms. */
import type { RowInfo, TableBlock } from '../read-body.js';
import { detectAnswerRows, detectBoxes } from './boxed-tables.js';
import {
  alignRow,
  blankCell,
  cellCheckboxes,
  cellText,
  headerAgain,
  looksLikeHeader,
  rolesFromHeader,
  rolesWithoutHeader,
  twoRowHeader,
  type AlignedRow,
  type Roles,
} from './table-layout.js';
import type { ItemDraft } from '../../model-builder.js';
import {
  MULTI_NUMBER_RE,
  ID_RE,
  clean,
  isPlaceholder,
  looksLikeQuestion,
  sectionParts,
  splitLeadingNumber,
} from '../../text/text-heuristics.js';
import { type QuestionKind, formQuestionKind } from '../../../language/index.js';

export interface TableContext {
  /** A question paragraph right before the table whose rows answer it ("2.1 Do you hold these certifications?"). */
  leadIn?: { question: string; number?: string; id?: string };
  onSection: (title: string, number?: string) => void;
  /** The header of the question table right above (nothing but empty lines between): a table split across pages. */
  headerAbove?: RowInfo;
  /** Told the header row this table's questions were read under. */
  onHeader?: (header: RowInfo) => void;
}

/** Cells at the same grid columns: a table continued from the one above, without its header row again. */
const sameColumns = (a: RowInfo, b: RowInfo) =>
  a.cells.length === b.cells.length && a.cells.every((c, i) => c.gridCol === b.cells[i]!.gridCol);

/** An answer column that takes only Yes or No ("Yes/No", "Y/N", "Yes / No / N/A"). */
const YES_NO_HEAD = /^(?:yes\s*\/\s*no|y\s*\/\s*n)(?:\s*\/\s*n\/?a)?$/i;

function kindFor(question: string, headers: string[], r: Roles): QuestionKind {
  if (r.yes !== undefined) return 'yes_no';
  const h = headers.join(' ');
  if (/yes\s*\/\s*no|y\s*\/\s*n/i.test(h)) return 'yes_no';
  if (/\bdate\b/i.test(headers[0] ?? '')) return 'date';
  return formQuestionKind(question);
}

function pairedFields(t: TableBlock, rows: AlignedRow[], sources: RowInfo[], pairs: [number, number][]): ItemDraft[] {
  const out: ItemDraft[] = [];
  rows.forEach((row, ri) => {
    for (const [q, a] of pairs) {
      const question = cellText(row, q);
      if (!question || !row.cells[a]) continue;
      const answer = blankCell(row, a) ? undefined : row.cells[a]!.text.trim();
      out.push({
        question,
        kind: formQuestionKind(question),
        slot: { type: 'table_cell', block: t.block, row: t.rows.indexOf(sources[ri]!), cell: row.physical[a] ?? a },
        ...(answer ? { answer } : {}),
        confidence: 0.75,
      });
    }
  });
  return out;
}

export function detectTable(t: TableBlock, ctx: TableContext): ItemDraft[] {
  let found = t.rows.filter((r) => r.cells.length > 0);
  if (found.length < 1) return [];
  if (found.every((r) => r.cells.length === 1) && found.length >= 2 && !ctx.leadIn) return detectBoxes(t, ctx);
  if (!ctx.leadIn) {
    const answerRows = detectAnswerRows(t, ctx);
    if (answerRows) return answerRows;
  }
  // A title merged across the table above its header row ("SECTION 2: OPERATIONS" over "No. | Question | Response").
  while (
    found.length > 2 &&
    found[0]!.cells.length === 1 &&
    !looksLikeHeader(found[0]!) &&
    looksLikeHeader(found[1]!)
  ) {
    const title = sectionParts(found[0]!.cells[0]!.text);
    if (title.title) ctx.onSection(title.title, title.number);
    found = found.slice(1);
  }
  const above = ctx.headerAbove;
  if (above && !headerAgain(found[0]!) && found.every((r) => r.cells.length === 1 || sameColumns(above, r)))
    found = [above, ...found];
  const hasHeader = looksLikeHeader(found[0]!);
  // Rows as read, each with the table row it came from (a two-row header counts as one row, its second).
  let sources = found;
  const joined = hasHeader ? twoRowHeader(found[0]!, found[1]) : null;
  if (joined) {
    sources = found.slice(1);
    found = [joined, ...found.slice(2)];
  }
  const rows = found.map((r) => alignRow(r, hasHeader ? found[0] : undefined));
  const roles = hasHeader ? rolesFromHeader(rows) : rolesWithoutHeader(rows);
  if (!roles) return [];
  if (hasHeader && !roles.pairs) ctx.onHeader?.(found[0]!);
  if (roles.pairs) return pairedFields(t, rows, sources, roles.pairs);
  const headerRow = roles.header >= 0 ? rows[0] : undefined;
  const headers = roles.answers.map((c) => cellText(headerRow, c));
  const out: ItemDraft[] = [];
  const width = Math.max(...rows.map((r) => r.cells.length));
  for (let ri = roles.header + 1; ri < rows.length; ri++) {
    const row = rows[ri]!;
    const rowIndex = t.rows.indexOf(sources[ri]!);
    const phys = (c: number) => row.physical[c] ?? c;
    if (row.header) continue;
    const section = cellText(row, roles.section);
    if (section && roles.section !== undefined && !row.cells[roles.section]?.vMergeContinue) ctx.onSection(section);
    let question = cellText(row, roles.question);
    // A row with one cell spanning the table is a section row.
    const present = row.cells.filter(Boolean);
    if (present.length === 1 && width > 1) {
      const only = splitLeadingNumber(clean(present[0]!.text));
      if (only.rest) ctx.onSection(only.rest, only.number ?? only.id);
      continue;
    }
    // A sub-heading merged across the id and question columns ("Data protection" over "No. | Question").
    const first = present[0];
    if (
      !question &&
      first &&
      first.span > 1 &&
      clean(first.text) &&
      !ID_RE.test(clean(first.text)) &&
      !MULTI_NUMBER_RE.test(clean(first.text))
    ) {
      const sub = splitLeadingNumber(clean(first.text));
      if (sub.rest.length < 80) ctx.onSection(sub.rest, sub.number ?? sub.id);
      continue;
    }
    if (!question || question === cellText(headerRow, roles.question)) continue;
    let id: string | undefined;
    let number: string | undefined;
    const idText = cellText(row, roles.id);
    if (idText) {
      if (MULTI_NUMBER_RE.test(idText) || /^\d{1,3}[.)]?$/.test(idText)) number = idText.replace(/[.)]$/, '');
      else id = idText;
    }
    const split = splitLeadingNumber(question);
    if (!id && !number && (split.id || (split.number && MULTI_NUMBER_RE.test(split.number)))) {
      id = split.id;
      number = split.number;
      question = split.rest;
    }
    const lead = ctx.leadIn;
    if (lead && !looksLikeQuestion(question)) {
      question = `${lead.question} — ${question}`;
      number ??= lead.number;
      id ??= lead.id;
    }
    const kind = kindFor(question, headers, roles);
    const confidence = roles.confidence;
    if (roles.yes !== undefined && roles.no !== undefined) {
      const yes = !blankCell(row, roles.yes);
      const no = !blankCell(row, roles.no);
      const na = roles.na !== undefined && !blankCell(row, roles.na);
      const answer = yes && !no ? 'Yes' : no && !yes ? 'No' : na ? 'N/A' : undefined;
      const extra = roles.answers.map((c) => cellText(row, c)).filter((s) => s && !isPlaceholder(s));
      out.push({
        id,
        number,
        question,
        kind: 'yes_no',
        options: roles.na !== undefined ? ['Yes', 'No', 'N/A'] : ['Yes', 'No'],
        slot: {
          type: 'yes_no_columns',
          block: t.block,
          row: rowIndex,
          yesCell: phys(roles.yes),
          noCell: phys(roles.no),
          ...(roles.na !== undefined ? { naCell: phys(roles.na) } : {}),
          ...(roles.answers[0] !== undefined && row.cells[roles.answers[0]]
            ? { detailCell: phys(roles.answers[0]) }
            : {}),
        },
        answer: answer ? [answer, ...extra].join('. ') : undefined,
        confidence: yes && no ? confidence - 0.3 : confidence,
      });
      continue;
    }
    const [primary, ...rest] = roles.answers;
    if (primary === undefined) continue;
    const answerCell = row.cells[primary];
    if (!answerCell) {
      // The question's cell is merged over the answer column: a sub-heading or instruction row, or a question
      // with nowhere to write (kept, with no slot, so it is still listed and answered in review).
      if (!looksLikeQuestion(question)) {
        if (question.length < 80 && !/[.:]$/.test(question)) ctx.onSection(question, number ?? id);
        continue;
      }
      out.push({ id, number, question, kind, slot: { type: 'none' }, confidence: confidence - 0.3 });
      continue;
    }
    const parts: string[] = [];
    if (answerCell && !blankCell(row, primary)) parts.push(answerCell.text.trim());
    rest.forEach((c, i) => {
      const v = cellText(row, c);
      if (v && !isPlaceholder(v)) parts.push(`${headers[i + 1] || 'Detail'}: ${v}`);
    });
    // "☐ Yes ☐ No" in the answer cell: the options are ticked, and a box already ticked is the answer.
    const boxes = cellCheckboxes(answerCell);
    if (boxes) {
      const labels = boxes.options.map((o) => o.label);
      const checked = boxes.options.filter((o) => o.checked).map((o) => o.label);
      out.push({
        id,
        number,
        question,
        kind: formQuestionKind(question, labels),
        options: labels,
        slot: {
          type: 'checkbox_options',
          block: t.block,
          row: rowIndex,
          cell: phys(primary),
          paragraph: boxes.paragraph,
          options: boxes.options,
        },
        ...(checked.length ? { answer: checked.join('; ') } : {}),
        confidence,
      });
      continue;
    }
    const control = answerCell.sdt;
    out.push({
      id,
      number,
      question,
      ...(control?.list
        ? { kind: formQuestionKind(question, control.list.options), options: control.list.options }
        : { kind: control?.date ? 'date' : kind }),
      slot: {
        type: 'table_cell',
        block: t.block,
        row: rowIndex,
        cell: phys(primary),
        ...(YES_NO_HEAD.test(headers[0] ?? '') && rest.some((c) => row.cells[c]) ? { yesNoOnly: true } : {}),
        ...(rest.some((c) => row.cells[c])
          ? {
              extraCells: rest.flatMap((c, i) =>
                row.cells[c] ? [{ cell: phys(c), header: headers[i + 1] ?? '' }] : [],
              ),
            }
          : {}),
      },
      answer: parts.join('\n') || undefined,
      confidence,
    });
  }
  return out;
}
