/**
 * Answering a DDQ as a team: assignments of answers to colleagues, comment threads per answer, in-app
 * notifications, owners and review cycles of knowledge-base pairs, and the audit trail.
 */
import { z } from 'zod';
import { ZAnswerOutcome } from './outcomes';

const ZDueDate = z.iso.date();

export const ZAssignRequest = z
  .object({
    itemIds: z.array(z.string().max(64)).min(1, 'Choose at least one question.').max(500),
    assigneeId: z.string().max(64),
    dueDate: ZDueDate.nullable().optional(),
  })
  .strict();
export type TAssignRequest = z.infer<typeof ZAssignRequest>;

export const ZAssignment = z.object({
  itemId: z.string(),
  completionId: z.string(),
  completionName: z.string(),
  itemIndex: z.number().int(),
  itemNumber: z.string().nullable(),
  question: z.string(),
  outcome: ZAnswerOutcome,
  assigneeId: z.string(),
  assigneeName: z.string(),
  assignedByName: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** The answer was approved after it was assigned: the assignee owes nothing more. */
  done: z.boolean(),
  overdue: z.boolean(),
  createdAt: z.string(),
});
export type TAssignment = z.infer<typeof ZAssignment>;

/** Open (not done) assignments counted per group (a person, a DDQ), in the order met, with how many are late. */
export function countOpenAssignments(
  assignments: readonly TAssignment[],
  groupOf: (a: TAssignment) => { id: string; name: string },
) {
  const groups = new Map<string, { id: string; name: string; open: number; overdue: number }>();
  for (const a of assignments) {
    if (a.done) continue;
    const { id, name } = groupOf(a);
    const g = groups.get(id) ?? { id, name, open: 0, overdue: 0 };
    g.open += 1;
    if (a.overdue) g.overdue += 1;
    groups.set(id, g);
  }
  return [...groups.values()];
}

/** Who still owes answers on a completion: per assignee, the open assignments. */
export const ZOwedAnswers = z.object({
  completionId: z.string(),
  assignments: z.array(ZAssignment),
  owing: z.array(
    z.object({ assigneeId: z.string(), assigneeName: z.string(), open: z.number().int(), overdue: z.number().int() }),
  ),
});
export type TOwedAnswers = z.infer<typeof ZOwedAnswers>;

export const ZComment = z.object({
  id: z.string(),
  itemId: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  resolved: z.boolean(),
  resolvedByName: z.string().nullable(),
});
export type TComment = z.infer<typeof ZComment>;
export const ZCommentRequest = z
  .object({ body: z.string().trim().min(1, 'Write a comment first.').max(5000) })
  .strict();

export const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(['assignment', 'comment']),
  message: z.string(),
  completionId: z.string().nullable(),
  itemId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;
/** Polled by the header: the unread notifications and the answers assigned to me and not approved yet. */
export const ZNotifications = z.object({
  unread: z.number().int(),
  openAssignments: z.number().int(),
  items: z.array(ZNotification),
});
export const ZMarkReadRequest = z.object({ ids: z.array(z.uuid()).max(100).optional() }).strict();
export type TNotifications = z.infer<typeof ZNotifications>;

/** Owner and review cycle of knowledge-base pairs: chosen pairs, or every live pair under a section heading. */
export const ZPairOwnershipRequest = z
  .object({
    pairIds: z.array(z.string().max(64)).max(2000).optional(),
    section: z.string().max(500).optional(),
    ownerId: z.string().max(64).nullable(),
    reviewIntervalDays: z.number().int().min(1).max(3650).nullable(),
  })
  .strict()
  .refine((r) => (r.pairIds?.length ?? 0) > 0 || r.section !== undefined, 'Choose pairs or a section.');
export type TPairOwnershipRequest = z.infer<typeof ZPairOwnershipRequest>;

export const ZPairReviewDue = z.object({
  pairId: z.string(),
  question: z.string(),
  answer: z.string(),
  section: z.string().nullable(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  reviewIntervalDays: z.number().int(),
  lastReviewedAt: z.string().nullable(),
  dueSince: z.string(),
});
export type TPairReviewDue = z.infer<typeof ZPairReviewDue>;

export const AUDIT_ENTITIES = [
  'answer',
  'pair',
  'role',
  'document',
  'completion',
  'assignment',
  'comment',
  'settings',
] as const;
export type TAuditEntity = (typeof AUDIT_ENTITIES)[number];

export const ZAuditEvent = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string().nullable(),
  entityType: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;
