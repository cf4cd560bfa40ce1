/**
 * Bulk approval on the review workspace: approve many answers at once (the selection, or every answered
 * one at or above a confidence), and undo it. The approval answers what was approved and each item's outcome
 * before, which is what the undo puts back.
 */
import { z } from 'zod';
import { ZAnswerOutcome } from './outcomes';

/** The confidence (percent) of the workspace's "approve every confident answer" action. */
export const BULK_APPROVE_MIN_CONFIDENCE = 90;
/** At most this many answers in one bulk call (a DDQ has a few hundred questions). */
export const BULK_APPROVE_MAX_ITEMS = 2000;

export const ZBulkApproveRequest = z.union([
  z.object({ itemIds: z.array(z.string().max(64)).min(1).max(BULK_APPROVE_MAX_ITEMS) }),
  z.object({ minConfidence: z.number().min(0).max(100) }),
]);
export type TBulkApproveRequest = z.infer<typeof ZBulkApproveRequest>;

/** One approved item and its outcome before the approval (what an undo restores). */
export const ZBulkApproved = z.object({ id: z.string(), previousOutcome: ZAnswerOutcome });
export type TBulkApproved = z.infer<typeof ZBulkApproved>;

export const ZBulkApproveResponse = z.object({
  approved: z.array(ZBulkApproved),
  /** Asked for but left as they were: nothing to approve, already approved, or an edited or firm-written answer (approved one by one, as approving it teaches me). */
  skipped: z.number().int(),
});
export type TBulkApproveResponse = z.infer<typeof ZBulkApproveResponse>;

export const ZBulkUnapproveRequest = z.object({ items: z.array(ZBulkApproved).min(1).max(BULK_APPROVE_MAX_ITEMS) });
export const ZBulkUnapproveResponse = z.object({ restored: z.number().int() });
export type TBulkUnapproveResponse = z.infer<typeof ZBulkUnapproveResponse>;
