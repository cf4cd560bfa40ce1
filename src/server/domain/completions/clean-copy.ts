/**
 * The clean copy to download. Changing the firm's drafts setting re-writes nothing at once: a completed DDQ whose
 * stored copy was written with the other setting, and that has drafts, is re-written here on its next download.
 */
import { completedFileName, MIME } from '@contract/index';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { liveProgress } from '../dto';
import { rewriteOutput } from '../review/rewrite-output';
import { getCompletionRow } from './completions';
import { cleanCopyOptions } from './write-output';

export async function cleanCopyForDownload(ctx: AppContext, firmId: string, completionId: string) {
  const row = await getCompletionRow(ctx, firmId, completionId);
  if (row.status !== 'completed' || !row.outputStorageKey) throw notFound('The completed document');
  const drafts = liveProgress(row.live).outcomeCounts?.draft ?? 0;
  if (drafts > 0 && (await cleanCopyOptions(ctx, firmId)).includeDrafts !== row.outputHasDrafts)
    await rewriteOutput(ctx, firmId, completionId);
  const ext = row.outputStorageKey.endsWith('.xlsx') ? 'xlsx' : row.outputStorageKey.endsWith('.pdf') ? 'pdf' : 'docx';
  return {
    key: row.outputStorageKey,
    fileName: completedFileName(row.originalName, row.completedAt ?? new Date(), ext),
    mime: MIME[ext],
  };
}
