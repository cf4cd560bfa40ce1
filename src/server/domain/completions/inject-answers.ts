/**
 * Answer injection (no AI): a fresh Word copy of a DDQ, or a fillable PDF form (filled in place), is filled from
 * the stored answers of an earlier completion of the same firm. Returns the filled file and what was matched.
 */
import { completedFileName } from '@contract/index';
import type { AppContext } from '../../context';
import { fillQuestionnaire, parseQuestionnaire } from '../../../engines/document/index';
import { answerPolarity } from '../../../engines/answering/index';
import { AppError, badRequest, conflict, unsupportedType } from '../../errors';
import { cleanFileName, detectFormat } from '../files/intake';
import { getCompletionRow } from './completions';
import { alignQuestions } from './align-questions';
import { cleanCopyOptions } from './write-output';
import { loadCompletionItems } from './completion-items';

const INJECTABLE =
  'Answer injection fills Word documents and fillable PDF forms: please upload the fresh DDQ as a .docx file or a fillable PDF.';

export interface InjectionResult {
  bytes: Uint8Array;
  /** A Word document, or a fillable PDF filled in place. */
  format: 'docx' | 'pdf';
  fileName: string;
  totalQuestions: number;
  filled: number;
  /** Questions the fresh copy already answered: left as they are. */
  kept: number;
  unmatched: number;
}

export async function injectAnswers(
  ctx: AppContext,
  firmId: string,
  sourceCompletionId: string,
  file: { bytes: Buffer; originalName?: string },
): Promise<InjectionResult> {
  const source = await getCompletionRow(ctx, firmId, sourceCompletionId);
  if (source.status !== 'completed')
    throw conflict('SOURCE_NOT_COMPLETED', 'Choose a DDQ that has finished processing as the source.');
  if (file.bytes.length === 0) throw badRequest('EMPTY_FILE', 'The uploaded DDQ file is empty.');
  const format = detectFormat(file.bytes);
  if (format !== 'docx' && format !== 'pdf') throw unsupportedType(INJECTABLE);

  const stored = await loadCompletionItems(ctx, firmId, source.id);
  // Drafts go out only as the clean copy's do (the firm's setting).
  const { includeDrafts } = await cleanCopyOptions(ctx, firmId);
  const withAnswers = stored.filter(
    (s) => s.answer && s.status !== 'failed' && (includeDrafts || s.outcome !== 'draft'),
  );
  const parsed = await parseQuestionnaire(file.bytes, { filename: file.originalName });
  // A PDF is filled only as a form, in place; a flat (or signed, or protected) PDF has nowhere to put the answers.
  if (format === 'pdf' && !parsed.form?.fillInPlace)
    throw unsupportedType(
      parsed.form?.notice ? `${parsed.form.notice.replace(/,? so I wrote.*$/, '.')} ${INJECTABLE}` : INJECTABLE,
    );
  const alignment = alignQuestions(
    parsed.items.map((i) => ({ index: i.index, number: i.number ?? i.id, question: i.question })),
    withAnswers.map((s) => ({ key: s.id, number: s.itemNumber, question: s.question })),
  );
  const byId = new Map(withAnswers.map((s) => [s.id, s]));
  // Answers the firm already wrote in the fresh copy stay as they are (decision 041).
  const kept = new Set(parsed.items.filter((i) => i.answer).map((i) => i.index));
  const answers = [...alignment]
    .filter(([itemIndex]) => !kept.has(itemIndex))
    .map(([itemIndex, key]) => {
      const s = byId.get(key)!;
      const item = parsed.items.find((i) => i.index === itemIndex)!;
      return { itemIndex, text: s.answer!, yesNo: item.kind === 'yes_no' ? answerPolarity(s.answer!) : null };
    });
  if (answers.length === 0 && kept.size === 0) {
    // Nothing of the fresh copy matches the source: say so rather than hand back an unchanged file.
    throw new AppError(
      422,
      'INJECTION_NO_MATCH',
      parsed.items.length === 0
        ? 'I could not find any questions in this document, so there was nothing to fill. Is it the blank DDQ?'
        : `None of the ${parsed.items.length} questions of this DDQ match a question answered in "${source.originalName}", so I filled nothing and downloaded nothing. Choose the completed DDQ this one is a fresh copy of.`,
    );
  }
  const result = await fillQuestionnaire(file.bytes, parsed, answers, { completionDate: new Date() });
  const filled = result.perItem.filter((p) => p.status === 'injected').length;
  const ext = result.format === 'pdf' ? 'pdf' : 'docx';
  return {
    bytes: result.bytes,
    format: ext,
    fileName: completedFileName(cleanFileName(file.originalName, `ddq.${ext}`), new Date(), ext),
    totalQuestions: parsed.items.length,
    filled,
    kept: kept.size,
    unmatched: parsed.items.length - filled - kept.size,
  };
}
