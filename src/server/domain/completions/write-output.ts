/**
 * Writing the completed document (the clean copy): every answer goes into its slot (yes/no questions also get
 * their box ticked; drafts only when the firm's setting says so), the result is stored under a key fixed by the
 * completion (so a re-run overwrites, never duplicates), and each question's injection status is saved. It answers
 * why the file is not the upload filled in place (`notice`), for the caller's live progress.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { completionItems, ddqCompletions } from '../../db/schema';
import { fillQuestionnaire, type FillAnswer, type ParsedQuestionnaire } from '../../../engines/document/index';
import { answerPolarity, fitToLimit, questionLimit } from '../../../engines/answering/index';
import { getFirmSettings } from '../firm-settings';
import { loadCompletionItems } from './completion-items';

export function outputKeyFor(firmId: string, completionId: string, ext: 'docx' | 'xlsx' | 'pdf'): string {
  return `outputs/${firmId}/${completionId}.${ext}`;
}

type ItemRow = typeof completionItems.$inferSelect;

/** Which answers a document carries: the review copy always has the drafts (marked); the clean copy per the firm setting. */
export interface WriteOptions {
  includeDrafts: boolean;
}

/**
 * What goes into the document. The firm's own answers already in it stay exactly as they are (unless a reviewer
 * changed them); a flat PDF or a .doc is answered in a new Word file, which must carry them like every other answer
 * (a fillable PDF is filled in place, its own answers left in their fields).
 * A draft is held back (left blank) unless `includeDrafts`: it goes in once a reviewer approves or edits it.
 */
export function answersToWrite(
  items: ItemRow[],
  parsed: ParsedQuestionnaire,
  opts: WriteOptions,
): { answers: FillAnswer[]; untouched: (i: ItemRow) => boolean; held: (i: ItemRow) => boolean } {
  const inPlace =
    parsed.format === 'docx' || parsed.format === 'xlsx' || (parsed.format === 'pdf' && !!parsed.form?.fillInPlace);
  const untouched = (i: ItemRow) => inPlace && i.prefilled && !i.edited;
  const held = (i: ItemRow) => !opts.includeDrafts && i.outcome === 'draft';
  const answers = items
    .filter((i) => i.answer && i.status !== 'failed' && !untouched(i) && !held(i))
    .map((i) => {
      // Never over a limit the document or the question sets, whoever wrote the answer (a reviewer's edit too).
      const text = fitToLimit(i.answer!, questionLimit(i.question, i.answerLimit)).text;
      return { itemIndex: i.itemIndex, text, yesNo: i.kind === 'yes_no' ? answerPolarity(text) : null };
    });
  return { answers, untouched, held };
}

/** The clean copy's options: the firm's drafts setting. */
export async function cleanCopyOptions(ctx: AppContext, firmId: string): Promise<WriteOptions> {
  return { includeDrafts: (await getFirmSettings(ctx, firmId)).draftsInCleanCopy };
}

/** A fingerprint of the answers a clean copy was written with, to tell whether it is still current. */
export async function currentAnswersKey(
  ctx: AppContext,
  firmId: string,
  completionId: string,
  parsed: ParsedQuestionnaire,
): Promise<string> {
  const items = await loadCompletionItems(ctx, firmId, completionId);
  return JSON.stringify(answersToWrite(items, parsed, await cleanCopyOptions(ctx, firmId)).answers);
}

export async function writeCompletedDocument(
  ctx: AppContext,
  firmId: string,
  completionId: string,
  bytes: Buffer,
  parsed: ParsedQuestionnaire,
  /** Goes into the form's own "Date" field, if it has one: the day the completion was requested, so rewrites keep it. */
  completionDate: Date,
): Promise<{ key: string; answersKey: string; notice?: string }> {
  const items = await loadCompletionItems(ctx, firmId, completionId);
  const opts = await cleanCopyOptions(ctx, firmId);
  const { answers, untouched, held } = answersToWrite(items, parsed, opts);
  const result = await fillQuestionnaire(bytes, parsed, answers, { completionDate });
  const key = outputKeyFor(firmId, completionId, result.format);
  await ctx.storage.put(key, result.bytes);

  const status = new Map(result.perItem.map((p) => [p.itemIndex, p.status]));
  const rows = items.map((item) => {
    // A held-back draft waits for its reviewer: 'pending' until approved or edited.
    if (held(item))
      return {
        id: item.id,
        injection_status: 'pending',
        status: item.status === 'injected' ? 'generated' : item.status,
      };
    const injectionStatus = untouched(item) ? 'injected' : (status.get(item.itemIndex) ?? 'failed');
    return {
      id: item.id,
      injection_status: injectionStatus,
      status: injectionStatus === 'injected' && item.status === 'generated' ? 'injected' : item.status,
    };
  });
  await ctx.db.execute(sql`
    update completion_items c set injection_status = v.injection_status, status = v.status, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, injection_status text, status text)
     where c.id = v.id and c.firm_id = ${firmId}`);
  await ctx.db
    .update(ddqCompletions)
    .set({ outputHasDrafts: opts.includeDrafts })
    .where(and(eq(ddqCompletions.id, completionId), eq(ddqCompletions.firmId, firmId)));
  return { key, answersKey: JSON.stringify(answers), ...(result.notice ? { notice: result.notice } : {}) };
}
