/** A .docx body (already opened and read) → ParsedQuestionnaire. */
import type { WordBody } from './read-body.js';
import { detectWord } from './detect/detect-body.js';
import { withSlotLimits } from './detect/slot-limits.js';
import { DocumentError } from '../errors.js';
import { ModelBuilder } from '../model-builder.js';
import type { ParsedQuestionnaire } from '../types.js';

export function parseDocx(body: WordBody, filename?: string): ParsedQuestionnaire {
  if (
    !body.blocks.some((b) => (b.kind === 'p' ? b.text.trim() : b.kind === 'tbl' ? b.rows.length : b.info.text.trim()))
  ) {
    throw new DocumentError('EMPTY_DOCUMENT', 'The Word document has no text. Check that you uploaded the right file.');
  }
  const builder = new ModelBuilder();
  detectWord(body, builder);
  if (!builder.items.length) builder.warnings.push('No questions were found in this document.');
  const parsed = builder.build('docx', filename);
  return { ...parsed, items: withSlotLimits(body, parsed.items) };
}
