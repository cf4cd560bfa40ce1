/**
 * fillQuestionnaire: answers back into the questionnaire, in place for docx, xlsx and fillable PDFs, as a new .docx
 * for other PDFs and .doc (with the reason, when a PDF form could not be filled, as `notice`).
 */
import { fillDocx } from './docx/fill/fill-in-place.js';
import { takeKeptFile } from './docx/kept-for-fill.js';
import { readWordBody } from './docx/read-body.js';
import { fillXlsx } from './xlsx/fill-in-place.js';
import { DocumentError } from './errors.js';
import { openContainer } from './sniff.js';
import type { FillAnswer, FillOptions, FillResult, ParsedQuestionnaire } from './types.js';

export async function fillQuestionnaire(
  bytes: Uint8Array,
  parsed: ParsedQuestionnaire,
  answers: FillAnswer[],
  opts: FillOptions = {},
): Promise<FillResult> {
  // The Word file this very parse opened, unedited: already checked, and read once (docx/kept-for-fill.ts).
  const kept = takeKeptFile(parsed, bytes);
  if (kept) return { format: 'docx', ...fillDocx(kept, parsed, answers, opts) };
  const c = openContainer(bytes);
  if (!c)
    throw new DocumentError(
      'UNSUPPORTED_FORMAT',
      'This file type cannot be filled. Upload a Word (.docx, .doc), Excel (.xlsx) or PDF questionnaire.',
    );
  if (c.macroEnabled)
    throw new DocumentError(
      'MACRO_ENABLED',
      'The file contains macros (.docm/.xlsm). Save a copy without macros (.docx or .xlsx) and upload that.',
    );
  if (c.format !== parsed.format) {
    throw new DocumentError(
      'PARSE_MISMATCH',
      `These bytes are a ${c.format} file but the parsed questionnaire came from a ${parsed.format} file. Parse the same file you fill.`,
    );
  }
  switch (c.format) {
    case 'docx': {
      const out = fillDocx({ zip: c.zip!, body: readWordBody(c.zip!) }, parsed, answers, opts);
      return { bytes: out.bytes, format: 'docx', perItem: out.perItem };
    }
    case 'xlsx': {
      const out = fillXlsx(c.zip!, parsed, answers, opts);
      return { bytes: out.bytes, format: 'xlsx', perItem: out.perItem };
    }
    case 'pdf':
    case 'doc': {
      if (parsed.form?.fillInPlace) {
        // Loaded when a PDF form is filled: pdf-lib holds ~37 MB that a Word or Excel fill never needs.
        const { fillPdfForm } = await import('./pdf/form-fill.js');
        const out = await fillPdfForm(bytes, parsed, answers, opts);
        return { bytes: out.bytes, format: 'pdf', perItem: out.perItem };
      }
      // A flat PDF or a .doc cannot be edited in place: answer in a clean new Word document.
      const { writeNewDocx } = await import('./docx/answers-in-new-docx.js');
      const out = await writeNewDocx(parsed, answers);
      return {
        bytes: out.bytes,
        format: 'docx',
        perItem: out.perItem,
        ...(parsed.form?.notice ? { notice: parsed.form.notice } : {}),
      };
    }
  }
}
