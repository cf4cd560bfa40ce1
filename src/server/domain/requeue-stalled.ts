/**
 * Safety net for work that lost its job: a row still waiting or processing long after its last update
 * (its job was lost with a dead process, or sending it failed) is queued again. Sending is deduplicated
 * per row (singleton key), so a row whose job is still alive is not queued twice.
 */
import { and, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { backtestRuns, ddqCompletions, sourceDocuments } from '../db/schema';
import { BACKTEST_JOB, COMPLETE_JOB, LEARN_JOB } from '../jobs/names';

export async function requeueStalledWork(ctx: AppContext, staleAfterSeconds: number): Promise<number> {
  const cutoff = new Date(Date.now() - staleAfterSeconds * 1000);
  const docs = await ctx.db
    .select({ id: sourceDocuments.id, firmId: sourceDocuments.firmId })
    .from(sourceDocuments)
    .where(and(inArray(sourceDocuments.status, ['uploading', 'processing']), lt(sourceDocuments.updatedAt, cutoff)));
  const completions = await ctx.db
    .select({ id: ddqCompletions.id, firmId: ddqCompletions.firmId })
    .from(ddqCompletions)
    .where(and(inArray(ddqCompletions.status, ['uploading', 'processing']), lt(ddqCompletions.updatedAt, cutoff)));
  const backtests = await ctx.db
    .select({ id: backtestRuns.id, firmId: backtestRuns.firmId })
    .from(backtestRuns)
    .where(and(inArray(backtestRuns.status, ['queued', 'running']), lt(backtestRuns.updatedAt, cutoff)));
  let queued = 0;
  for (const d of docs)
    if (await ctx.jobs.send(LEARN_JOB, { documentId: d.id, firmId: d.firmId }, { singletonKey: d.id })) queued++;
  for (const c of completions)
    if (await ctx.jobs.send(COMPLETE_JOB, { completionId: c.id, firmId: c.firmId }, { singletonKey: c.id })) queued++;
  for (const b of backtests)
    if (await ctx.jobs.send(BACKTEST_JOB, { runId: b.id, firmId: b.firmId }, { singletonKey: b.id })) queued++;
  return queued;
}
