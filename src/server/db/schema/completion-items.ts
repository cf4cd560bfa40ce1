/**
 * The questions of a DDQ completion, one row each with its answer and its review, and the references to a
 * completion and to one of its questions that the collaboration tables use (deleted with what they point at).
 */
import { boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TAnswerOutcome } from '../../../contract/outcomes';
import type { TInjectionStatus, TQuestionStatus } from '../../../contract/entities';
import type { QuestionKind } from '../../../engines/language/index';
import { timestamps, timestampTz, uuidPrimaryKey } from './columns';
import { firmId, userIdSetNull } from './accounts';
import { ddqCompletions } from './documents';
import { qaPairs } from './knowledge';

export const completionId = () => uuid('completion_id').references(() => ddqCompletions.id, { onDelete: 'cascade' });
export const itemId = () => uuid('item_id').references(() => completionItems.id, { onDelete: 'cascade' });

export const completionItems = pgTable(
  'completion_items',
  {
    id: uuidPrimaryKey(),
    firmId: firmId(),
    completionId: completionId().notNull(),
    itemIndex: integer('item_index').notNull(),
    sectionIndex: integer('section_index'),
    sectionTitle: text('section_title'),
    itemNumber: text('item_number'),
    question: text('question').notNull(),
    kind: text('kind').$type<QuestionKind>(),
    status: text('status').$type<TQuestionStatus>().notNull().default('identified'),
    /** Answered, draft (a reviewer must check it before it goes out) or none; 'none' until answered. */
    outcome: text('outcome').$type<TAnswerOutcome>().notNull().default('none'),
    answer: text('answer'),
    confidence: real('confidence'),
    tokensUsed: integer('tokens_used').notNull().default(0),
    fallback: boolean('fallback').notNull().default(false),
    sourcePairIds: jsonb('source_pair_ids').$type<string[]>().notNull().default([]),
    injectionStatus: text('injection_status').$type<TInjectionStatus>().notNull().default('pending'),
    note: text('note'),
    /** A limit the document sets on this answer (Excel text-length validation, a Word form field's maximum length). */
    answerLimit: jsonb('answer_limit').$type<{ words?: number; chars?: number }>(),
    /** The uploaded DDQ already held this answer (the firm's own): kept as written, never overwritten by mine. */
    prefilled: boolean('prefilled').notNull().default(false),
    /** Review: the reviewer changed the answer; the engine's answer before the first edit. */
    edited: boolean('edited').notNull().default(false),
    originalAnswer: text('original_answer'),
    /** Review: the engine's top candidates ({pairId, score}), computed when the review screen first needs them. */
    candidates: jsonb('candidates').$type<{ pairId: string; score: number }[]>(),
    approvedAt: timestampTz('approved_at'),
    approvedBy: userIdSetNull('approved_by'),
    /** The knowledge-base pair learned when this edited answer was approved. */
    learnedPairId: uuid('learned_pair_id').references(() => qaPairs.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('completion_items_uq').on(t.completionId, t.itemIndex),
    index('completion_items_firm_idx').on(t.firmId),
  ],
);
