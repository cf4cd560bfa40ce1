/** Questions laid out in Word tables: "# | Question | Response", "Field | Response", Yes / No columns, label/blank forms. */
import type { CellInfo, RowInfo, TableBlock } from './docx-read.js';
import { collectText, kids } from './docx-xml.js';
import { detectBoxes } from './docx-box-detect.js';
import type { ItemDraft } from './model-builder.js';
import { MULTI_NUMBER_RE, ID_RE, clean, inferKind, isPlaceholder, looksLikeQuestion, parseCheckboxes, splitLeadingNumber } from './text-heuristics.js';
import type { AnswerKind, CheckboxOption } from './types.js';

const ID_HEAD = /^(?:#|no\.?|nr\.?|num(?:ber)?|id|ref(?:erence)?\.?|item\s*#|s\.?\s?no\.?|(?:questions?|control|req(?:uirement)?)\s*(?:id|number|no\.?|#|ref))$/i;
const SECTION_HEAD = /^(?:topic|section|category|domain|area|theme|chapter|part)$/i;
const YES_HEAD = /^(?:yes|y)$/i;
const NO_HEAD = /^(?:no|n)$/i;
const NA_HEAD = /^(?:n\/?a|not applicable)$/i;
const QUESTION_HEAD = /question|requirement|query|field|item|criteri|certification|severity|control|request|information (?:required|requested)|attribute|parameter|description|topic|subject/i;
const ANSWER_HEAD = /response|answer|reply|comment|explanation|vendor|supplier|bidder|remark|evidence|detail|notes?\b|yes\s*\/\s*no|y\s*\/\s*n|expir|timeframe|time frame|can provide|status|value|provided|compl(?:y|iance)|input/i;

export interface TableContext {
  /** A question paragraph right before the table whose rows answer it ("2.1 Do you hold these certifications?"). */
  leadIn?: { question: string; number?: string; id?: string };
  onSection: (title: string, number?: string) => void;
}

interface Roles {
  header: number; // header row index or -1
  id?: number;
  section?: number;
  question: number;
  answers: number[];
  yes?: number;
  no?: number;
  na?: number;
  /** Label/answer column pairs side by side (a form with several fields per row). */
  pairs?: [number, number][];
  confidence: number;
}

const cellText = (row: RowInfo | undefined, c: number | undefined): string => (row && c !== undefined ? clean(row.cells[c]?.text ?? '') : '');
const blankCell = (row: RowInfo, c: number): boolean => {
  const cell = row.cells[c];
  if (!cell || isPlaceholder(cell.text) || (cell.sdt && cell.sdt.placeholder)) return true;
  // Options with no box ticked are still to be answered.
  const boxes = parseCheckboxes(clean(cell.text));
  return !!boxes && !boxes.stem && boxes.options.every((o) => !o.checked);
};

function looksLikeHeader(row: RowInfo): boolean {
  const texts = row.cells.map((c) => clean(c.text));
  if (row.header) return true;
  if (texts.filter(Boolean).length < 2) return false;
  if (texts.some((t) => t.length > 60)) return false;
  return texts.some((t) => ANSWER_HEAD.test(t) || YES_HEAD.test(t) || QUESTION_HEAD.test(t) || ID_HEAD.test(t));
}

function rolesFromHeader(rows: RowInfo[]): Roles | null {
  const head = rows[0]!;
  const texts = head.cells.map((c) => clean(c.text));
  const r: Roles = { header: 0, question: -1, answers: [], confidence: 0.95 };
  const unknown: number[] = [];
  const questionLike: number[] = [];
  const answerLike: number[] = [];
  const hasYes = texts.some((t) => YES_HEAD.test(t));
  texts.forEach((t, i) => {
    if (!t) return;
    if (hasYes && NO_HEAD.test(t)) r.no = i;
    else if (ID_HEAD.test(t)) r.id ??= i;
    else if (SECTION_HEAD.test(t)) r.section ??= i;
    else if (YES_HEAD.test(t)) r.yes = i;
    else if (NO_HEAD.test(t)) r.no = i;
    else if (NA_HEAD.test(t)) r.na = i;
    else if (QUESTION_HEAD.test(t) && !ANSWER_HEAD.test(t)) questionLike.push(i);
    else if (ANSWER_HEAD.test(t)) answerLike.push(i);
    else unknown.push(i);
  });
  r.question = questionLike[0] ?? unknown[0] ?? -1;
  r.answers = answerLike.filter((i) => i > r.question);
  if (r.question < 0) return null;
  if (r.yes !== undefined && r.no !== undefined) return r;
  // Columns after the question that are blank in most data rows are answer columns too.
  if (!r.answers.length) {
    const data = rows.slice(1);
    for (let c = r.question + 1; c < texts.length; c++) {
      const blanks = data.filter((row) => blankCell(row, c)).length;
      if (data.length && blanks / data.length >= 0.6) r.answers.push(c);
    }
    r.confidence = 0.85;
  }
  return r.answers.length ? r : null;
}

/** Answer-shaped: blank, or checkbox options (ticked or not: a completed form of boxes is still a form). */
const answerShaped = (r: RowInfo, c: number) => blankCell(r, c) || !!(r.cells[c] && cellCheckboxes(r.cells[c]));

/** Labels written as labels ("Firm name:") in most rows: a form even once it is filled in. */
const colonLabels = (rows: RowInfo[], c: number) => {
  const labels = rows.map((r) => cellText(r, c)).filter(Boolean);
  return labels.length >= 2 && labels.filter((l) => /:$/.test(l) && l.length < 80).length / labels.length >= 0.8;
};

/** "Firm name | ____ | Date founded | ____": label/blank pairs side by side (two or three fields per row). */
function fieldPairs(rows: RowInfo[], width: number): [number, number][] | null {
  if (width % 2 !== 0 || width < 4 || width > 6) return null;
  const pairs: [number, number][] = [];
  for (let c = 0; c < width; c += 2) {
    const labels = rows.filter((r) => cellText(r, c).length > 0).length;
    const blanks = rows.filter((r) => answerShaped(r, c + 1)).length;
    if (labels / rows.length < 0.6 || (blanks / rows.length < 0.8 && !colonLabels(rows, c))) return null;
    pairs.push([c, c + 1]);
  }
  return pairs;
}

/** Without a header: "Label | ____" forms, "ID | Question | blank", or label/blank pairs side by side. */
function rolesWithoutHeader(rows: RowInfo[]): Roles | null {
  const width = Math.max(...rows.map((r) => r.cells.length));
  if (width < 2 || width > 6 || rows.length < 1) return null;
  const pairs = fieldPairs(rows, width);
  if (pairs) return { header: -1, question: pairs[0]![0], answers: [pairs[0]![1]], pairs, confidence: 0.75 };
  if (width > 4 || rows.length < 2) return null;
  const last = width - 1;
  const blanks = rows.filter((r) => answerShaped(r, last)).length;
  const labels = rows.filter((r) => cellText(r, last - 1).length > 0).length;
  if ((blanks / rows.length < 0.8 && !colonLabels(rows, last - 1)) || labels / rows.length < 0.8) return null;
  const idCol = width >= 3 && rows.filter((r) => ID_RE.test(cellText(r, 0)) || MULTI_NUMBER_RE.test(cellText(r, 0))).length / rows.length > 0.6 ? 0 : undefined;
  return { header: -1, id: idCol, question: last - 1, answers: [last], confidence: 0.75 };
}

function kindFor(question: string, headers: string[], r: Roles): AnswerKind {
  if (r.yes !== undefined) return 'yes_no';
  const h = headers.join(' ');
  if (/yes\s*\/\s*no|y\s*\/\s*n/i.test(h)) return 'yes_no';
  if (/\bdate\b/i.test(headers[0] ?? '')) return 'date';
  return inferKind(question);
}

/**
 * Lines a row's cells up under the header's columns when merged cells (gridSpan) give it a different number
 * of cells: each header column takes the row cell that covers its first grid column. Rows with as many cells
 * as the header keep their order (Word often misaligns grid columns row by row without merging anything).
 * `physical` maps a header column back to the row's own cell index, which is what the filler addresses.
 */
interface AlignedRow extends RowInfo {
  physical: (number | undefined)[];
}

function alignRow(row: RowInfo, header: RowInfo | undefined): AlignedRow {
  if (!header || row.cells.length === header.cells.length || row.cells.length <= 1) return { ...row, physical: row.cells.map((_, i) => i) };
  const taken = new Set<number>();
  const physical = header.cells.map((h) => {
    const i = row.cells.findIndex((c) => c.gridCol <= h.gridCol && h.gridCol < c.gridCol + c.span);
    if (i < 0 || taken.has(i)) return undefined;
    taken.add(i);
    return i;
  });
  const cells = physical.map((i) => (i === undefined ? undefined : row.cells[i])) as RowInfo['cells'];
  return { ...row, cells, physical };
}

const SUB_HEAD = (t: string) => YES_HEAD.test(t) || NO_HEAD.test(t) || NA_HEAD.test(t) || ANSWER_HEAD.test(t) || DETAIL_SUB_HEAD.test(t);
const DETAIL_SUB_HEAD = /^(?:explanation|comments?|details?|notes?|evidence|date|frequency|owner)$/i;

/**
 * A header over two rows ("Response" merged over "Yes | No", "Question" merged down over both): one header
 * with the second row's cells, each blank one taking the text of the first-row cell above it.
 */
function twoRowHeader(first: RowInfo, second: RowInfo | undefined): RowInfo | null {
  if (!second || second.cells.length <= first.cells.length) return null;
  const sub = second.cells.map((c) => clean(c.text)).filter(Boolean);
  if (!sub.length || sub.some((t) => t.length > 40 || !SUB_HEAD(t))) return null;
  const cells = second.cells.map((c) => {
    if (clean(c.text)) return c;
    const above = first.cells.find((h) => h.gridCol <= c.gridCol && c.gridCol < h.gridCol + h.span);
    return above ? { ...c, text: above.text } : c;
  });
  return { ...second, cells, header: true };
}

/** The paragraph of a cell that holds checkbox options ("☐ Yes ☐ No"), with the options; offsets are into its own text. */
function cellCheckboxes(cell: CellInfo): { paragraph: number; options: CheckboxOption[] } | null {
  const paras = kids(cell.el, 'p');
  for (let i = 0; i < paras.length; i++) {
    const boxes = parseCheckboxes(collectText(paras[i]!));
    if (boxes && !boxes.stem) return { paragraph: i, options: boxes.options };
  }
  return null;
}

function pairedFields(t: TableBlock, rows: AlignedRow[], sources: RowInfo[], pairs: [number, number][]): ItemDraft[] {
  const out: ItemDraft[] = [];
  rows.forEach((row, ri) => {
    for (const [q, a] of pairs) {
      const question = cellText(row, q);
      if (!question || !row.cells[a]) continue;
      const answer = blankCell(row, a) ? undefined : row.cells[a]!.text.trim();
      out.push({
        question, kind: inferKind(question),
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
    if (!question && first && first.span > 1 && clean(first.text) && !ID_RE.test(clean(first.text)) && !MULTI_NUMBER_RE.test(clean(first.text))) {
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
        id, number, question, kind: 'yes_no', options: roles.na !== undefined ? ['Yes', 'No', 'N/A'] : ['Yes', 'No'],
        slot: { type: 'yes_no_columns', block: t.block, row: rowIndex, yesCell: phys(roles.yes), noCell: phys(roles.no), ...(roles.na !== undefined ? { naCell: phys(roles.na) } : {}) },
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
        id, number, question, kind: inferKind(question, labels), options: labels,
        slot: { type: 'checkbox_options', block: t.block, row: rowIndex, cell: phys(primary), paragraph: boxes.paragraph, options: boxes.options },
        ...(checked.length ? { answer: checked.join('; ') } : {}),
        confidence,
      });
      continue;
    }
    const control = answerCell.sdt;
    out.push({
      id, number, question,
      ...(control?.list ? { kind: inferKind(question, control.list.options), options: control.list.options } : { kind: control?.date ? 'date' : kind }),
      slot: {
        type: 'table_cell', block: t.block, row: rowIndex, cell: phys(primary),
        ...(rest.some((c) => row.cells[c]) ? { extraCells: rest.flatMap((c, i) => (row.cells[c] ? [{ cell: phys(c), header: headers[i + 1] ?? '' }] : [])) } : {}),
      },
      answer: parts.join('\n') || undefined,
      confidence,
    });
  }
  return out;
}
