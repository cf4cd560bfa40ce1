/**
 * Re-writes a completion's output document from its current answers (after a reviewer's change, or when the
 * firm's drafts setting changed since it was written), with the pipeline's own writer: same fixed storage key,
 * same injection statuses, so the download reflects the edits; the answered and draft counts follow.
 */
import type { AppContext } from '../../context';
import { parseQuestionnaire } from '../../../engines/document/index';
import { currentAnswersKey, writeCompletedDocument } from '../completions/write-output';
import { LiveProgress } from '../completions/live-progress';
import { getReviewableCompletion } from './review-rows';
import { refreshOutcomeCounts } from '../completions/completion-figures';

export async function rewriteOutput(ctx: AppContext, firmId: string, completionId: string): Promise<void> {
  const row = await getReviewableCompletion(ctx, firmId, completionId);
  const bytes = await ctx.storage.get(row.storageKey);
  const parsed = await parseQuestionnaire(bytes, { filename: row.originalName });
  // The live-progress fields only change in memory here: the completion is done and keeps its figures.
  const live = new LiveProgress(ctx, firmId, completionId, row.live);
  // Two reviewers' changes can cross: a rewrite that read the answers before another change landed would leave
  // the file one change behind. So check after writing, and write again while the answers moved on meanwhile.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { answersKey } = await writeCompletedDocument(ctx, firmId, completionId, bytes, parsed, live, row.createdAt);
    if ((await currentAnswersKey(ctx, firmId, completionId, parsed)) === answersKey) break;
  }
  await refreshOutcomeCounts(ctx, firmId, completionId);
}
