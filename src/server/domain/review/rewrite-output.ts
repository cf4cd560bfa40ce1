/**
 * Re-writes a completion's output document from its current answers (after a reviewer's change, or when the
 * firm's drafts setting changed since it was written), with the pipeline's own writer: same fixed storage key,
 * same injection statuses, so the download reflects the edits; the answered and draft counts follow.
 * Rewrites of one completion are coalesced in this process: a reviewer approving drafts as fast as the keyboard
 * goes starts one rewrite, and every change made while it runs shares the one queued after it, instead
 * of each request writing the whole document (six at once took 10 s each on a 250-question DDQ).
 */
import type { AppContext } from '../../context';
import { parseQuestionnaire } from '../../../engines/document/index';
import { currentAnswersKey, writeCompletedDocument } from '../completions/write-output';
import { getReviewableCompletion } from './review-rows';
import { refreshOutcomeCounts } from '../completions/completion-figures';

interface RewriteSlot {
  running: Promise<void>;
  /** The rewrite that starts when the running one ends: it reads every change saved before it starts. */
  queued: Promise<void> | null;
}
const slots = new Map<string, RewriteSlot>();

/** Resolves once the document holds every answer saved before the call. */
export function rewriteOutput(ctx: AppContext, firmId: string, completionId: string): Promise<void> {
  const key = `${firmId}:${completionId}`;
  const run = (slot: RewriteSlot) =>
    writeNow(ctx, firmId, completionId, () => slot.queued !== null).finally(() => {
      if (slot.queued === null && slots.get(key) === slot) slots.delete(key);
    });
  const slot = slots.get(key);
  if (!slot) {
    const fresh: RewriteSlot = { running: Promise.resolve(), queued: null };
    slots.set(key, fresh);
    fresh.running = run(fresh);
    return fresh.running;
  }
  slot.queued ??= slot.running
    .catch(() => undefined)
    .then(() => {
      slot.queued = null;
      slot.running = run(slot);
      return slot.running;
    });
  return slot.queued;
}

/** `followedUp`: a rewrite is queued after this one, so this one need not chase changes that land meanwhile. */
async function writeNow(
  ctx: AppContext,
  firmId: string,
  completionId: string,
  followedUp: () => boolean,
): Promise<void> {
  const row = await getReviewableCompletion(ctx, firmId, completionId);
  const bytes = await ctx.storage.get(row.storageKey);
  const parsed = await parseQuestionnaire(bytes, { filename: row.originalName });
  // Two reviewers' changes can cross: a rewrite that read the answers before another change landed would leave
  // the file one change behind. So check after writing, and write again while the answers moved on meanwhile.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { answersKey } = await writeCompletedDocument(ctx, firmId, completionId, bytes, parsed, row.createdAt);
    if (followedUp() || (await currentAnswersKey(ctx, firmId, completionId, parsed)) === answersKey) break;
  }
  await refreshOutcomeCounts(ctx, firmId, completionId);
}
