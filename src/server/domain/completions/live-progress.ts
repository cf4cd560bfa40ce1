/**
 * The live-progress fields of a completion (docs/product-spec.md §3), kept in memory while the job runs and written
 * to its row at most every 250 ms (and at every phase change), so polling clients see them move.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ddqCompletions } from '../../db/schema';
import type { TLiveProgress, TProcessingPhase } from '@contract/index';

/** The live-progress fields as the contract declares them (ZLiveProgress): a new field is added there, once. */
type LiveValues = Partial<TLiveProgress>;

interface TopLevel {
  processingProgress?: number;
  answeredQuestions?: number;
  totalQuestions?: number;
  accuracy?: number;
}

export class LiveProgress {
  private live: LiveValues;
  private top: TopLevel = {};
  private lastFlush = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly firmId: string,
    private readonly completionId: string,
    initial: Record<string, unknown>,
  ) {
    this.live = { ...(initial as LiveValues) };
  }

  get values(): Readonly<LiveValues> {
    return this.live;
  }

  set(fields: LiveValues, top: TopLevel = {}): void {
    Object.assign(this.live, fields);
    Object.assign(this.top, top);
  }

  async phase(phase: TProcessingPhase, processingProgress: number): Promise<void> {
    this.set({ processingPhase: phase }, { processingProgress });
    await this.flush(true);
  }

  /** Derives the average time per answer (wall clock of this run, embedding and batches included) and the time left. */
  answered(elapsedMs: number, answeredThisRun: number, remaining: number): void {
    const avg = elapsedMs / Math.max(1, answeredThisRun);
    this.set({
      averageAnswerTime: Math.round(avg),
      estimatedTimeRemaining: Math.ceil((avg * remaining) / 1000),
      memoryUsageMB: Math.round(process.memoryUsage().rss / 1048576),
    });
  }

  error(message: string): void {
    this.set({
      errorCount: (this.live.errorCount ?? 0) + 1,
      lastErrorMessage: message.slice(0, 500),
      lastErrorTime: new Date().toISOString(),
    });
  }

  async flush(force = false): Promise<void> {
    // Every flush is a checkpoint: a run whose job another worker has taken over stops here (jobs/leases.ts).
    this.ctx.signal?.throwIfAborted();
    const now = Date.now();
    if (!force && now - this.lastFlush < 250) return;
    this.lastFlush = now;
    await this.ctx.db
      .update(ddqCompletions)
      .set({ live: { ...this.live }, ...this.top, updatedAt: new Date() })
      .where(
        and(
          eq(ddqCompletions.id, this.completionId),
          eq(ddqCompletions.firmId, this.firmId),
          eq(ddqCompletions.status, 'processing'),
        ),
      );
  }
}
