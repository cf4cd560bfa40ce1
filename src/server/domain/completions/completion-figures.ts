/**
 * A completion's figures from its questions: how many are answered, drafts or without an answer, and the
 * average confidence of my answered ones. Set when a completion finishes; the counts are kept current after a
 * reviewer's change (an approved draft becomes answered). Accuracy stays what it was when I finished.
 */
import { and, eq, sql } from 'drizzle-orm';
import { countOutcomes, type TAnswerOutcome, type TOutcomeCounts } from '@contract/index';
import type { AppContext } from '../../context';
import { completionItems, ddqCompletions } from '../../db/schema';
import { ofCompletion } from './completion-items';

interface FigureItem {
  outcome: TAnswerOutcome;
  prefilled: boolean;
  confidence: number | null;
}

export interface CompletionFigures {
  /** Answered questions, the firm's own answers kept from the document included; drafts are counted apart. */
  answeredQuestions: number;
  outcomeCounts: TOutcomeCounts;
  /** Average confidence of my answered questions (the firm's own answers do not count in it). */
  accuracy: number;
}

export function completionFigures(items: readonly FigureItem[]): CompletionFigures {
  const outcomeCounts = countOutcomes(items);
  const mine = items.filter((i) => i.outcome === 'answered' && !i.prefilled);
  const accuracy = mine.length
    ? mine.reduce((sum, i) => sum + (i.confidence ?? 0), 0) / mine.length
    : outcomeCounts.answered
      ? 100
      : 0;
  return { answeredQuestions: outcomeCounts.answered, outcomeCounts, accuracy };
}

/** After a reviewer's change: the answered count and the outcome counts follow the answers. */
export async function refreshOutcomeCounts(ctx: AppContext, firmId: string, completionId: string): Promise<void> {
  const items = await ctx.db
    .select({
      outcome: completionItems.outcome,
      prefilled: completionItems.prefilled,
      confidence: completionItems.confidence,
    })
    .from(completionItems)
    .where(ofCompletion(firmId, completionId));
  const { answeredQuestions, outcomeCounts } = completionFigures(items);
  await ctx.db
    .update(ddqCompletions)
    .set({ answeredQuestions, live: sql`${ddqCompletions.live} || ${JSON.stringify({ outcomeCounts })}::jsonb` })
    .where(and(eq(ddqCompletions.id, completionId), eq(ddqCompletions.firmId, firmId)));
}
