/**
 * The backtest job's work: each completed training document answered from the rest of the knowledge base (engine:
 * answering/backtest.ts), one document at a time. Each document's result is saved as it is done, so a retry or a
 * restart resumes after the last saved document; the run's row is the live progress the Training Documents screen polls.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TBacktestDocumentResult } from '@contract/index';
import type { AppContext } from '../../context';
import { backtestRuns, qaPairs } from '../../db/schema';
import { backtestDocument, summarizeBacktest, type BacktestPair } from '../../../engines/answering/backtest';
import { loadFirmKnowledge } from '../knowledge/firm-knowledge';
import { processEmbedder } from '../knowledge/process-embedder';
import { backtestDocuments } from './backtest-runs';

export async function runBacktest(ctx: AppContext, firmId: string, runId: string): Promise<void> {
  const [run] = await ctx.db
    .update(backtestRuns)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${backtestRuns.startedAt}, now())`,
      attempts: sql`${backtestRuns.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(backtestRuns.id, runId),
        eq(backtestRuns.firmId, firmId),
        inArray(backtestRuns.status, ['queued', 'running']),
      ),
    )
    .returning();
  if (!run) return; // deleted, finished or failed already: nothing to do
  const documents = await backtestDocuments(ctx, firmId);
  const done: TBacktestDocumentResult[] = run.documents.filter((d) => documents.some((x) => x.id === d.documentId));
  await progress(ctx, runId, { documentsTotal: documents.length, documentsDone: done.length });

  const pairs = await loadBacktestPairs(ctx, firmId);
  const options = {
    embedder: await processEmbedder(ctx.config),
    minConfidence: ctx.config.answering.minConfidence,
    draftConfidence: ctx.config.answering.draftConfidence,
  };
  for (const document of documents) {
    if (done.some((d) => d.documentId === document.id)) continue;
    // A checkpoint: a run whose job another worker has taken over stops here (jobs/leases.ts).
    ctx.signal?.throwIfAborted();
    await progress(ctx, runId, { currentDocument: document.name });
    done.push(await backtestDocument(document, pairs, options));
    await progress(ctx, runId, { documents: done, documentsDone: done.length });
  }
  await progress(ctx, runId, {
    status: 'completed',
    currentDocument: null,
    summary: summarizeBacktest(done),
    completedAt: new Date(),
    // From the first start to now, retries included: what the firm waited.
    durationMs: sql`(extract(epoch from now() - ${backtestRuns.startedAt}) * 1000)::int`,
  });
}

export async function failBacktest(ctx: AppContext, firmId: string, runId: string, message: string): Promise<void> {
  await ctx.db
    .update(backtestRuns)
    .set({ status: 'error', errorMessage: message, currentDocument: null, updatedAt: new Date() })
    .where(and(eq(backtestRuns.id, runId), eq(backtestRuns.firmId, firmId)));
}

/** The live pairs with their vectors (loaded as for answering), each with its document and section. */
async function loadBacktestPairs(ctx: AppContext, firmId: string): Promise<BacktestPair[]> {
  const index = await loadFirmKnowledge(ctx, firmId, await processEmbedder(ctx.config));
  const origins = await ctx.db
    .select({ id: qaPairs.id, documentId: qaPairs.sourceDocumentId, section: qaPairs.section })
    .from(qaPairs)
    .where(and(eq(qaPairs.firmId, firmId), isNull(qaPairs.retiredAt)));
  const byId = new Map(origins.map((o) => [o.id, o]));
  return index.pairs.map((p) => ({
    ...p,
    documentId: byId.get(p.id)?.documentId ?? null,
    section: byId.get(p.id)?.section ?? null,
  }));
}

async function progress(ctx: AppContext, runId: string, set: PgUpdateSetSource<typeof backtestRuns>): Promise<void> {
  await ctx.db
    .update(backtestRuns)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(backtestRuns.id, runId));
}
