/** A firm's team at work on a completion: answers assigned and commented on, notifications, the audit trail. */
import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TAuditEntity, TNotification } from '../../../contract/collaboration';
import { createdAt, timestamps, timestampTz, uuidPrimaryKey } from './columns';
import { firmId, userId, userIdSetNull } from './accounts';
import { completionId, itemId } from './completion-items';

/** An answer of a completion assigned to a colleague (one assignee per answer; assigning again replaces). */
export const answerAssignments = pgTable(
  'answer_assignments',
  {
    id: uuidPrimaryKey(),
    firmId: firmId(),
    completionId: completionId().notNull(),
    itemId: itemId().notNull(),
    assigneeId: userId('assignee_id'),
    assignedBy: userIdSetNull('assigned_by'),
    dueDate: date('due_date'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('answer_assignments_item_uq').on(t.itemId),
    index('answer_assignments_assignee_idx').on(t.firmId, t.assigneeId),
    index('answer_assignments_completion_idx').on(t.completionId),
  ],
);

/** A comment thread per answer; a resolved comment folds away on the review screen. */
export const answerComments = pgTable(
  'answer_comments',
  {
    id: uuidPrimaryKey(),
    firmId: firmId(),
    completionId: completionId().notNull(),
    itemId: itemId().notNull(),
    authorId: userIdSetNull('author_id'),
    body: text('body').notNull(),
    resolvedAt: timestampTz('resolved_at'),
    resolvedBy: userIdSetNull('resolved_by'),
    createdAt: createdAt(),
  },
  (t) => [index('answer_comments_item_idx').on(t.firmId, t.itemId, t.createdAt)],
);

/** In-app notifications (a new assignment, a comment on an answer assigned to you); unread until opened. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidPrimaryKey(),
    firmId: firmId(),
    userId: userId(),
    kind: text('kind').$type<TNotification['kind']>().notNull(),
    message: text('message').notNull(),
    completionId: completionId(),
    itemId: itemId(),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The audit trail (decision 091): every change to an answer, a pair, a role or a document, who made it, when, and
 * the values before and after. Append-only (a trigger refuses UPDATE and DELETE) and with no foreign keys, so it
 * outlives what it describes; names are copied in for the same reason. Written in the transaction of the change.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuidPrimaryKey(),
    firmId: uuid('firm_id').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    entityType: text('entity_type').$type<TAuditEntity>().notNull(),
    entityId: text('entity_id').notNull(),
    /** The completion an answer, assignment or comment belongs to: the audit CSV of a completion selects on it. */
    completionId: uuid('completion_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.firmId, t.entityType, t.entityId),
    index('audit_events_completion_idx').on(t.firmId, t.completionId),
  ],
);
