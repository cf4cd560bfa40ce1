/**
 * Completing a blank DDQ: parse → find questions → answer them (in batches, section by section) → write the
 * document → save. Each step is checkpointed in the database, so a retry or a restart after a crash resumes:
 * questions already answered are not answered again, the output file is written under a fixed key
 * (atomically), and usage counts are added once, in the same transaction that marks the completion done.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { completionItems, ddqCompletions } from '../../db/schema';
import { parseQuestionnaire, type ParsedQuestionnaire } from '../../../engines/document/index';
import { countPairUsage } from '../../../engines/answering/index';
import { LiveProgress } from './live-progress';
import { answerPendingItems } from './answer-items';
import { writeCompletedDocument } from './write-output';
import { completionFigures } from './completion-figures';
import { recordPairUsage } from '../knowledge/firm-knowledge';
import { PROCESSING_ATTEMPTS, PermanentFailure } from '../permanent-failure';
import { ofCompletion } from './completion-items';

const NO_QUESTIONS =
  'I could not find any questions in this document. Is it a questionnaire (questions with space for answers)?';

export async function completeDdq(ctx: AppContext, firmId: string, completionId: string): Promise<void> {
  const [row] = await ctx.db
    .update(ddqCompletions)
    .set({
      status: 'processing',
      attempts: sql`${ddqCompletions.attempts} + 1`,
      startedAt: sql`coalesce(${ddqCompletions.startedAt}, now())`,
      errorMessage: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(ddqCompletions.id, completionId),
        eq(ddqCompletions.firmId, firmId),
        inArray(ddqCompletions.status, ['uploading', 'processing']),
      ),
    )
    .returning();
  if (!row) return; // deleted, or finished by an earlier run
  if (row.attempts > PROCESSING_ATTEMPTS) {
    await failCompletion(
      ctx,
      firmId,
      completionId,
      'Processing kept failing on this DDQ. Try re-saving it from Word and uploading it again.',
    );
    return;
  }
  const live = new LiveProgress(ctx, firmId, completionId, row.live);
  if (row.attempts > 1) live.error(`Processing was interrupted and resumed (attempt ${row.attempts}).`);
  await live.phase('initializing', 2);

  const times = stepTimer();
  await live.phase('parsing_document', 5);
  const bytes = await ctx.storage.get(row.storageKey);
  const parsed = await parseQuestionnaire(bytes, { filename: row.originalName });
  times.step('parseMs');

  await live.phase('extracting_questions', 10);
  await identifyQuestions(ctx, firmId, completionId, parsed, live);
  times.step('identifyMs');

  await live.phase('generating_answers', 15);
  await answerPendingItems(ctx, firmId, completionId, live);
  times.step('answerMs');

  await live.phase('inserting_answers', 85);
  const { key: outputKey, notice } = await writeCompletedDocument(
    ctx,
    firmId,
    completionId,
    bytes,
    parsed,
    row.createdAt,
  );
  live.set({ memoryUsageMB: Math.round(process.memoryUsage().rss / 1048576), outputNotice: notice ?? null });
  times.step('writeMs');

  await live.phase('finalizing', 95);
  await finalize(ctx, firmId, completionId, outputKey, live);
  times.step('finalizeMs');
  ctx.log.info({ completionId, questions: parsed.items.length, ...times.steps }, 'completed DDQ');
}

/** Milliseconds of each step of a job, for its log line. */
function stepTimer() {
  let last = performance.now();
  const steps: Record<string, number> = {};
  return {
    steps,
    step(name: string) {
      const now = performance.now();
      steps[name] = Math.round(now - last);
      last = now;
    },
  };
}

const PREFILLED_NOTE = 'Already answered in your document: I kept your answer as written.';

/** Saves one row per question (kept from an earlier attempt if it exists). */
async function identifyQuestions(
  ctx: AppContext,
  firmId: string,
  completionId: string,
  parsed: ParsedQuestionnaire,
  live: LiveProgress,
) {
  const questions = parsed.items.filter((i) => i.question.trim());
  if (questions.length === 0) throw new PermanentFailure(NO_QUESTIONS);
  const rows = questions.map((item) => ({
    firmId,
    completionId,
    itemIndex: item.index,
    sectionIndex: item.sectionIndex,
    sectionTitle: item.sectionIndex === null ? null : (parsed.sections[item.sectionIndex]?.title ?? null),
    itemNumber: item.number ?? item.id ?? null,
    question: item.question,
    kind: item.kind,
    // A limit the document sets on the answer (a cell's text-length validation, a form field's maximum length).
    answerLimit: item.limit ?? null,
    // An answer the firm already wrote in this DDQ is theirs: kept as written (and in the output untouched).
    ...(item.answer
      ? {
          status: 'generated' as const,
          outcome: 'answered' as const,
          answer: item.answer,
          confidence: 100,
          prefilled: true,
          injectionStatus: 'injected' as const,
          note: PREFILLED_NOTE,
        }
      : { status: 'identified' as const }),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await ctx.db
      .insert(completionItems)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
  const sections = new Set(questions.map((q) => q.sectionIndex ?? -1));
  live.set({ totalSections: sections.size }, { totalQuestions: questions.length });
}

async function finalize(ctx: AppContext, firmId: string, completionId: string, outputKey: string, live: LiveProgress) {
  const items = await ctx.db
    .select({
      status: completionItems.status,
      outcome: completionItems.outcome,
      answer: completionItems.answer,
      confidence: completionItems.confidence,
      sourcePairIds: completionItems.sourcePairIds,
      prefilled: completionItems.prefilled,
    })
    .from(completionItems)
    .where(ofCompletion(firmId, completionId))
    .orderBy(asc(completionItems.itemIndex));
  // Answered questions include the firm's own kept answers; drafts are counted apart (outcomeCounts).
  const { answeredQuestions, outcomeCounts, accuracy } = completionFigures(items);
  const usage = countPairUsage(items.filter((i) => i.answer !== null && i.status !== 'failed'));

  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(ddqCompletions)
      .set({
        status: 'completed',
        processingProgress: 100,
        outputStorageKey: outputKey,
        accuracy,
        answeredQuestions,
        totalQuestions: items.length,
        completedAt: new Date(),
        updatedAt: new Date(),
        live: {
          ...live.values,
          outcomeCounts,
          processingPhase: 'completed',
          estimatedTimeRemaining: 0,
          currentQuestionText: null,
        },
      })
      .where(
        and(
          eq(ddqCompletions.id, completionId),
          eq(ddqCompletions.firmId, firmId),
          eq(ddqCompletions.status, 'processing'),
        ),
      )
      .returning({ id: ddqCompletions.id });
    if (done) await recordPairUsage(tx, firmId, usage);
  });
}

export async function failCompletion(
  ctx: AppContext,
  firmId: string,
  completionId: string,
  message: string,
): Promise<void> {
  await ctx.db
    .update(ddqCompletions)
    .set({
      status: 'error',
      errorMessage: message,
      updatedAt: new Date(),
      live: sql`${ddqCompletions.live} || ${JSON.stringify({ processingPhase: 'error', lastErrorMessage: message, lastErrorTime: new Date().toISOString() })}::jsonb`,
    })
    .where(
      and(
        eq(ddqCompletions.id, completionId),
        eq(ddqCompletions.firmId, firmId),
        inArray(ddqCompletions.status, ['uploading', 'processing']),
      ),
    );
}
