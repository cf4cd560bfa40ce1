/**
 * Bulk approval: a reviewer approves many answers of one completion at once, the selection or every
 * answered one at or above a confidence, in one transaction; and undoes it. An answer approved here is one of mine
 * as it stands: an edited answer or the firm's own (prefilled) one is left for a one-by-one approval, because
 * approving it teaches the knowledge base. Approved drafts go into the clean copy, so it is re-written once.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type {
  TBulkApproved,
  TBulkApproveRequest,
  TBulkApproveResponse,
  TBulkUnapproveResponse,
  TUser,
} from '@contract/index';
import type { AppContext } from '../../context';
import { completionItems } from '../../db/schema';
import { answerAuditEntry, getReviewableCompletion, type CompletionItemRow } from './review-rows';
import { writeAudit } from '../audit/record-audit';
import { rewriteOutput } from './rewrite-output';
import { ofCompletion } from '../completions/completion-items';

/** Whether a bulk approval may approve this answer as it stands. */
export function bulkApprovable(
  item: Pick<CompletionItemRow, 'answer' | 'status' | 'approvedAt' | 'edited' | 'prefilled'>,
): boolean {
  return (
    Boolean(item.answer) && item.status !== 'failed' && item.approvedAt === null && !item.edited && !item.prefilled
  );
}

function asked(item: CompletionItemRow, request: TBulkApproveRequest, ids: Set<string>): boolean {
  if ('itemIds' in request) return ids.has(item.id);
  return item.outcome === 'answered' && (item.confidence ?? 0) >= request.minConfidence;
}

export async function approveMany(
  ctx: AppContext,
  user: TUser,
  completionId: string,
  request: TBulkApproveRequest,
): Promise<TBulkApproveResponse> {
  await getReviewableCompletion(ctx, user.firmId, completionId);
  const ids = new Set('itemIds' in request ? request.itemIds : []);
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(completionItems).where(ofCompletion(user.firmId, completionId)).for('update');
    const wanted = rows.filter((r) => asked(r, request, ids));
    const approve = wanted.filter(bulkApprovable);
    if (approve.length) {
      const updated = await tx
        .update(completionItems)
        .set({ approvedAt: new Date(), approvedBy: user.id, outcome: 'answered', updatedAt: new Date() })
        .where(
          and(
            eq(completionItems.firmId, user.firmId),
            inArray(
              completionItems.id,
              approve.map((r) => r.id),
            ),
            isNull(completionItems.approvedAt),
          ),
        )
        .returning();
      const before = new Map(approve.map((r) => [r.id, r]));
      await writeAudit(
        tx,
        user,
        updated.map((r) => answerAuditEntry('approved (bulk)', before.get(r.id)!, r)),
      );
    }
    const approved: TBulkApproved[] = approve.map((r) => ({ id: r.id, previousOutcome: r.outcome }));
    return { approved, skipped: ('itemIds' in request ? ids.size : wanted.length) - approve.length };
  });
  if (result.approved.some((a) => a.previousOutcome !== 'answered'))
    await rewriteOutput(ctx, user.firmId, completionId);
  return result;
}

/** Undoes a bulk approval: each answer still approved and unchanged since goes back to its outcome before. */
export async function unapproveMany(
  ctx: AppContext,
  user: TUser,
  completionId: string,
  items: readonly TBulkApproved[],
): Promise<TBulkUnapproveResponse> {
  const { firmId } = user;
  await getReviewableCompletion(ctx, firmId, completionId);
  const byOutcome = new Map<TBulkApproved['previousOutcome'], string[]>();
  for (const i of items) byOutcome.set(i.previousOutcome, [...(byOutcome.get(i.previousOutcome) ?? []), i.id]);
  const restored = await ctx.db.transaction(async (tx) => {
    let count = 0;
    for (const [outcome, ids] of byOutcome) {
      const rows = await tx
        .update(completionItems)
        .set({ approvedAt: null, approvedBy: null, outcome, updatedAt: new Date() })
        .where(
          and(
            ofCompletion(firmId, completionId),
            inArray(completionItems.id, ids),
            isNotNull(completionItems.approvedAt),
            eq(completionItems.edited, false),
          ),
        )
        .returning();
      await writeAudit(
        tx,
        user,
        rows.map((r) => ({
          ...answerAuditEntry('approval undone', r, r),
          before: { approved: true, outcome: 'answered' },
        })),
      );
      count += rows.length;
    }
    return count;
  });
  if (items.some((i) => i.previousOutcome !== 'answered')) await rewriteOutput(ctx, firmId, completionId);
  return { restored };
}
