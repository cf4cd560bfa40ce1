/**
 * "How well do I know you?": the firm's latest backtest with whether the knowledge changed since, and
 * starting a run (one at a time per firm; the work is the backtest-knowledge job, run-backtest.ts).
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TBacktest, TBacktestRun, TUser } from '@contract/index';
import type { AppContext } from '../../context';
import { backtestRuns, sourceDocuments } from '../../db/schema';
import { BACKTEST_JOB } from '../../jobs/names';

type RunRow = typeof backtestRuns.$inferSelect;

export async function getBacktest(ctx: Pick<AppContext, 'db'>, firmId: string): Promise<TBacktest> {
  const [[row], version, documents] = await Promise.all([
    ctx.db
      .select()
      .from(backtestRuns)
      .where(eq(backtestRuns.firmId, firmId))
      .orderBy(desc(backtestRuns.createdAt))
      .limit(1),
    knowledgeVersion(ctx, firmId),
    countBacktestDocuments(ctx, firmId),
  ]);
  return { run: row ? backtestRunDto(row) : null, stale: Boolean(row && row.knowledgeVersion !== version), documents };
}

/** Queues a run of the backtest, or returns the one already queued or running (two clicks at once start one run). */
export async function startBacktest(ctx: AppContext, user: TUser): Promise<TBacktest> {
  const version = await knowledgeVersion(ctx, user.firmId);
  const created = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`backtest:${user.firmId}`}))`);
    const [active] = await tx
      .select({ id: backtestRuns.id })
      .from(backtestRuns)
      .where(and(eq(backtestRuns.firmId, user.firmId), inArray(backtestRuns.status, ['queued', 'running'])))
      .limit(1);
    if (active) return null;
    const [row] = await tx
      .insert(backtestRuns)
      .values({ firmId: user.firmId, requestedBy: user.id, knowledgeVersion: version })
      .returning({ id: backtestRuns.id });
    return row!.id;
  });
  if (created) await ctx.jobs.send(BACKTEST_JOB, { runId: created, firmId: user.firmId }, { singletonKey: created });
  return getBacktest(ctx, user.firmId);
}

/** A fingerprint of the firm's live pairs (which, and when each last changed): any learning, edit or retirement changes it. */
export async function knowledgeVersion(ctx: Pick<AppContext, 'db'>, firmId: string): Promise<string> {
  const result = await ctx.db.execute<{ version: string }>(sql`
    select md5(coalesce(string_agg(id::text || ':' || updated_at::text, ',' order by id), '')) as version
      from qa_pairs where firm_id = ${firmId} and retired_at is null`);
  return result.rows[0]!.version;
}

/** The firm's completed training documents with pairs, oldest first: what a run answers. */
export function backtestDocuments(ctx: Pick<AppContext, 'db'>, firmId: string) {
  return ctx.db
    .select({ id: sourceDocuments.id, name: sourceDocuments.originalName })
    .from(sourceDocuments)
    .where(
      and(eq(sourceDocuments.firmId, firmId), eq(sourceDocuments.status, 'completed'), gt(sourceDocuments.qaCount, 0)),
    )
    .orderBy(sourceDocuments.createdAt);
}

async function countBacktestDocuments(ctx: Pick<AppContext, 'db'>, firmId: string): Promise<number> {
  return (await backtestDocuments(ctx, firmId)).length;
}

export function backtestRunDto(row: RunRow): TBacktestRun {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    documentsTotal: row.documentsTotal,
    documentsDone: row.documentsDone,
    currentDocument: row.currentDocument,
    documents: row.documents,
    summary: row.summary,
    durationMs: row.durationMs,
    errorMessage: row.errorMessage,
  };
}
