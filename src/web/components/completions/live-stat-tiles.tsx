/** Stat tiles of the live panel; each shows only when its value is above zero (docs/product-spec.md §2). */
import type { TLiveProgress } from '@contract/index';
import { formatEta, formatSeconds, memoryColorClass } from '@web/lib/format';
import { cn } from '@web/lib/cn';

function Tile({
  label,
  value,
  className,
  testId,
}: {
  label: string;
  value: string;
  className?: string;
  testId: string;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3" data-testid={testId}>
      <p className="text-xs text-slate-500">{label}</p>
      <p className={cn('text-lg font-semibold tabular-nums text-slate-900', className)}>{value}</p>
    </div>
  );
}

export function LiveStatTiles({ live }: { live: TLiveProgress }) {
  const eta = live.estimatedTimeRemaining ?? 0;
  const avg = live.averageAnswerTime ?? 0;
  const tokens = live.tokensUsedTotal ?? 0;
  const memory = live.memoryUsageMB ?? 0;
  const chunks = live.knowledgeChunksUsed ?? 0;
  const fallbacks = live.fallbackAnswersCount ?? 0;
  const refusals = live.modelRefusalsCount ?? 0;
  if (eta <= 0 && avg <= 0 && tokens <= 0 && memory <= 0 && chunks <= 0 && fallbacks <= 0 && refusals <= 0) return null;
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
      {eta > 0 && <Tile testId="tile-time-left" label="Time left" value={formatEta(eta)} />}
      {avg > 0 && <Tile testId="tile-average" label="Avg time" value={formatSeconds(avg)} />}
      {tokens > 0 && <Tile testId="tile-tokens" label="Tokens used" value={tokens.toLocaleString('en-US')} />}
      {memory > 0 && (
        <Tile
          testId="tile-memory"
          label="Memory"
          value={`${Math.round(memory)} MB`}
          className={memoryColorClass(memory)}
        />
      )}
      {chunks > 0 && <Tile testId="tile-chunks" label="Knowledge chunks" value={chunks.toLocaleString('en-US')} />}
      {fallbacks > 0 && (
        <Tile testId="tile-fallbacks" label="Fallback answers" value={fallbacks.toLocaleString('en-US')} />
      )}
      {refusals > 0 && (
        <Tile testId="tile-model-refusals" label="Declined by the model" value={refusals.toLocaleString('en-US')} />
      )}
    </div>
  );
}
