/** The firm's knowledge: the question-and-answer pairs it has learned, and the sentence vectors of its texts. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestamps, timestampTz, tsvector, uuidPrimaryKey } from './columns';
import { firmId, userIdSetNull } from './accounts';
import { ddqCompletions, sourceDocuments } from './documents';

export const qaPairs = pgTable(
  'qa_pairs',
  {
    id: uuidPrimaryKey(),
    firmId: firmId(),
    sourceDocumentId: uuid('source_document_id').references(() => sourceDocuments.id, { onDelete: 'cascade' }),
    sourceCompletionId: uuid('source_completion_id').references(() => ddqCompletions.id, { onDelete: 'set null' }),
    /** Position of the pair in its source, so re-processing a document replaces rather than duplicates. */
    ordinal: integer('ordinal').notNull().default(0),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    context: text('context'),
    section: text('section'),
    itemNumber: text('item_number'),
    confidence: real('confidence'),
    usageCount: integer('usage_count').notNull().default(0),
    embedding: bytea('embedding'),
    /** The answer's opening embedded (answerEmbeddingText), for the judge's answer-sameness. */
    answerEmbedding: bytea('answer_embedding'),
    retiredAt: timestampTz('retired_at'),
    /** Who approved the edited answer this pair was learned from (with sourceCompletionId: its provenance). */
    reviewedBy: userIdSetNull('reviewed_by'),
    /** Review cycle: who owns the answer, how often it must be confirmed, and when it last was. */
    ownerId: userIdSetNull('owner_id'),
    reviewIntervalDays: integer('review_interval_days'),
    lastReviewedAt: timestampTz('last_reviewed_at'),
    /** When the firm stated this answer: the date its document names or was last saved (as-of facts); null: when learned. */
    statedOn: timestampTz('stated_on'),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(question, '') || ' ' || coalesce(answer, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('qa_pairs_firm_idx').on(t.firmId, t.createdAt),
    uniqueIndex('qa_pairs_document_ordinal_uq').on(t.sourceDocumentId, t.ordinal),
    index('qa_pairs_search_idx').using('gin', t.search),
  ],
);

/**
 * Sentence vectors of texts this firm has embedded (its pairs and the questions it asked), keyed by the SHA-256 of
 * the exact text embedded: a text is embedded once, whatever re-learns or asks it again (knowledge/text-embeddings.ts).
 * The vector carries its embedding version; a row of another version is recomputed and replaced.
 */
export const textEmbeddings = pgTable(
  'text_embeddings',
  {
    firmId: firmId(),
    textHash: bytea('text_hash').notNull(),
    embedding: bytea('embedding').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.textHash] })],
);
