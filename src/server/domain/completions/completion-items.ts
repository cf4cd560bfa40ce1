/**
 * The question rows of one completion: the condition that scopes a query to them, all of them in order, and a row
 * as the answering engine's question.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { completionItems } from '../../db/schema';
import type { QuestionInput } from '../../../engines/answering/index';

/** The rows of this firm's completion (add conditions with `and(ofCompletion(...), ...)`). */
export const ofCompletion = (firmId: string, completionId: string) =>
  and(eq(completionItems.completionId, completionId), eq(completionItems.firmId, firmId));

/** Every question row of a completion, in document order. */
export const loadCompletionItems = (ctx: AppContext, firmId: string, completionId: string) =>
  ctx.db
    .select()
    .from(completionItems)
    .where(ofCompletion(firmId, completionId))
    .orderBy(asc(completionItems.itemIndex));

/** A row as the answering engine's question (without the document's limit: the completion adds it). */
export const questionInput = (
  row: Pick<typeof completionItems.$inferSelect, 'itemIndex' | 'question' | 'kind' | 'sectionTitle'>,
): QuestionInput => ({
  index: row.itemIndex,
  text: row.question,
  kind: row.kind ?? undefined,
  section: row.sectionTitle ?? undefined,
});
