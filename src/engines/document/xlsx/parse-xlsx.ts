/** .xlsx bytes (already opened) → ParsedQuestionnaire. */
import { DocumentError } from '../errors.js';
import { ModelBuilder } from '../model-builder.js';
import type { Item, ParsedQuestionnaire } from '../types.js';
import { detectWorkbook } from './detect-workbook.js';
import { readWorkbook, splitRef, textLengthLimit, type Workbook } from './read-workbook.js';
import type { ZipArchive } from '../zip/zip-archive.js';

export function parseXlsx(zip: ZipArchive, filename?: string): ParsedQuestionnaire {
  const book = readWorkbook(zip);
  if (!book.sheets.some((s) => [...s.cells.values()].some((c) => c.text.trim()))) {
    throw new DocumentError(
      'EMPTY_DOCUMENT',
      'The workbook has no filled cells. Check that you uploaded the right file.',
    );
  }
  const builder = new ModelBuilder();
  detectWorkbook(book, builder);
  if (!builder.items.length)
    builder.warnings.push(
      'No question rows were found (a header naming the question and answer columns, or a column of question ids next to question text).',
    );
  const parsed = builder.build('xlsx', filename);
  return { ...parsed, items: parsed.items.map((item) => withCellLimit(book, item)) };
}

/** An answer cell under a text-length validation: the answer must fit it. */
function withCellLimit(book: Workbook, item: Item): Item {
  if (item.slot.type !== 'spreadsheet_cell') return item;
  const sheet = book.byName.get(item.slot.sheet);
  if (!sheet) return item;
  const { row, col } = splitRef(item.slot.cell);
  const max = textLengthLimit(sheet, row, col);
  return max === undefined ? item : { ...item, limit: { chars: max } };
}
