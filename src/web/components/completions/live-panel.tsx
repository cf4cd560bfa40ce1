/** Live processing panel of a completion (docs/product-spec.md §2), refreshed by the 2-second completions poll. */
import { Activity, AlertTriangle, Bot, Layers, Sparkles } from 'lucide-react';
import { outcomeSummary, type TDdqCompletion } from '@contract/index';
import { OutcomeBadge } from '@web/components/outcome-badge';
import { Badge } from '@web/components/ui/badge';
import { ProgressBar } from '@web/components/ui/progress';
import { formatEta, formatSeconds, formatTime, parseGeneratedAnswer, phaseLabel } from '@web/lib/format';
import { liveProgress, overallPercent, questionsDone } from '@web/lib/live-progress';
import { LiveStatTiles } from './live-stat-tiles';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="text-sm">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="font-medium tabular-nums text-slate-900">{children}</p>
    </div>
  );
}

function LastAnswerBadge({ failed, fallback }: { failed: boolean; fallback: boolean }) {
  if (failed) return <Badge tone="red">No answer found</Badge>;
  if (fallback) return <Badge tone="yellow">Fallback answer</Badge>;
  return (
    <Badge tone="blue">
      <Sparkles aria-hidden /> AI generated
    </Badge>
  );
}

export function LivePanel({ c, updatedAt }: { c: TDdqCompletion; updatedAt: number }) {
  const live = liveProgress(c);
  const processing = c.status === 'processing';
  const done = questionsDone(c);
  const total = c.totalQuestions ?? 0;
  const pct = overallPercent(c);
  const last = live.lastAnswerGenerated ? parseGeneratedAnswer(live.lastAnswerGenerated) : null;
  // A question I could not answer: the panel says so instead of calling the failure text an AI answer.
  const lastFailed = live.lastAnswerOutcome === 'none' || Boolean(last?.text.startsWith('Answer generation failed'));
  const outcomes = live.outcomeCounts;
  return (
    <section
      aria-label="Live processing details"
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-3 sm:p-4"
      data-testid="live-panel"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="flex items-center gap-2 font-semibold text-brand-900">
            <Bot className="h-5 w-5" aria-hidden /> Dex is Working Hard - Live Processing Details
          </h4>
          <p className="text-xs text-slate-600">Updates every 2 seconds</p>
        </div>
        <p className="text-xs tabular-nums text-slate-500">Last updated: {formatTime(updatedAt)}</p>
      </div>
      {processing && (
        <div
          className="flex items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-medium text-white"
          data-testid="active-banner"
        >
          <Activity className="h-4 w-4 animate-pulse" aria-hidden /> Active processing: I'm working through your DDQ
          right now
        </div>
      )}
      <div className="rounded-lg bg-white p-3">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-sm font-medium text-slate-700">Overall progress</span>
          <span className="text-sm tabular-nums text-slate-900" data-testid="live-progress">
            {done} / {total} questions · {pct}%
          </span>
        </div>
        <ProgressBar className="mt-2" value={pct} label={`Overall progress of ${c.originalName}`} />
        {outcomes && outcomes.answered + outcomes.draft + outcomes.none > 0 && (
          <p className="mt-2 text-sm text-slate-700" data-testid="live-outcomes">
            {processing ? 'So far' : 'Outcome'}: {outcomeSummary(outcomes)}
          </p>
        )}
        <div className="mt-3 grid grid-cols-3 gap-2">
          <Row label="Time remaining">
            {processing
              ? live.estimatedTimeRemaining
                ? formatEta(live.estimatedTimeRemaining)
                : 'Estimating...'
              : 'Done'}
          </Row>
          <Row label="Started">{formatTime(c.startedAt ?? c.createdAt)}</Row>
          <Row label="Avg per question">{formatSeconds(live.averageAnswerTime)}</Row>
        </div>
      </div>
      <p className="text-sm" data-testid="live-phase">
        <span className="text-slate-500">Current phase: </span>
        <span className="font-medium text-slate-900">{phaseLabel(live.processingPhase)}</span>
      </p>
      {processing && (live.totalSections ?? 0) > 1 && (
        <div className="flex items-start gap-2 text-sm" data-testid="live-section">
          <Layers className="mt-0.5 h-4 w-4 text-brand-600" aria-hidden />
          <p>
            Section {live.currentSectionIndex ?? 1} of {live.totalSections}
            {live.currentSection ? `: ${live.currentSection}` : ''}
            <span className="text-slate-500"> · Sections completed: {live.sectionsCompleted ?? 0}</span>
          </p>
        </div>
      )}
      {live.currentQuestionText && (
        <div className="rounded-lg bg-white p-3 text-sm" data-testid="live-question">
          <p className="text-xs font-medium text-slate-500">Current question #{Math.min(total, done + 1)}</p>
          <p className="mt-1 text-slate-900">{live.currentQuestionText}</p>
        </div>
      )}
      {last && (
        <div className="rounded-lg bg-white p-3 text-sm" data-testid="live-last-answer">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xs font-medium text-slate-500">Last generated answer</p>
            <LastAnswerBadge failed={lastFailed} fallback={last.isFallback} />
            {live.lastAnswerOutcome === 'draft' && <OutcomeBadge outcome="draft" />}
            {!lastFailed && <span className="text-xs tabular-nums text-slate-500">{last.text.length} characters</span>}
          </div>
          <p className="mt-1 line-clamp-3 text-slate-800">{last.text}</p>
        </div>
      )}
      <LiveStatTiles live={live} />
      {(live.errorCount ?? 0) > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="live-errors"
        >
          <p className="flex items-center gap-2 font-medium">
            <AlertTriangle className="h-4 w-4" aria-hidden /> {live.errorCount}{' '}
            {live.errorCount === 1 ? 'error' : 'errors'}
          </p>
          {live.lastErrorMessage && <p className="mt-1">Last error: {live.lastErrorMessage}</p>}
          {live.lastErrorTime && <p className="text-xs">at {formatTime(live.lastErrorTime)}</p>}
        </div>
      )}
      {(live.totalBatches ?? 0) > 1 && (
        <div className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="live-batch">
          Batch {live.currentBatch ?? 0} / {live.totalBatches} · Batch size: {live.batchSize ?? 0}
        </div>
      )}
    </section>
  );
}
