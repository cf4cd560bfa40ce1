/** The question rows of one completion: the condition that scopes a query to them, and all of them in order. */
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { completionItems } from '../../db/schema';

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
