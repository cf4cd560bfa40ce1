/** Recent Completions on the dashboard: 3 most recent, "View All (N)" / "Show Less" (docs/product-spec.md §2 and §4). */
import { useState } from 'react';
import { AlertCircle, CheckCircle2, Download, Loader2, Rocket } from 'lucide-react';
import { LIMITS, type TDdqCompletion } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { ProgressBar } from '@web/components/ui/progress';
import { completedAgo, plural, progressBarWidth } from '@web/lib/format';
import { draftCount } from '@web/lib/live-progress';
import { completionDownloadUrl, openDownload } from '@web/lib/download';
import { MSG } from '@web/lib/messages';

function CompletionRow({ c }: { c: TDdqCompletion }) {
  return (
    <li className="py-3" data-testid="recent-completion">
      <div className="flex items-start gap-3">
        {c.status === 'completed' ? (
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-label="Completed" />
        ) : c.status === 'processing' ? (
          <Loader2 className="mt-0.5 h-5 w-5 shrink-0 animate-spin text-brand-600" aria-label="Processing" />
        ) : (
          <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-label="Failed" />
        )}
        <div className="min-w-0 flex-1">
          <p className="min-w-0 font-medium text-slate-900 wrap-anywhere" title={c.originalName}>
            {c.originalName}
          </p>
          {c.status === 'processing' && (
            <>
              <p className="text-xs text-slate-500">Processing · {c.processingProgress}%</p>
              <ProgressBar
                className="mt-2"
                value={c.processingProgress}
                width={progressBarWidth(c.processingProgress)}
                label={`Progress of ${c.originalName}`}
              />
            </>
          )}
          {c.status === 'completed' && (
            <>
              <p className="text-xs text-slate-500">
                {completedAgo(c.completedAt ?? c.updatedAt)} · {c.answeredQuestions ?? 0} of {c.totalQuestions ?? 0}{' '}
                questions answered
                {draftCount(c) > 0 && ` · ${plural(draftCount(c), 'draft')} to check`}
              </p>
              <div className="mt-2 flex items-center gap-2">
                <ProgressBar tone="green" value={c.accuracy ?? 0} label={`Accuracy of ${c.originalName}`} />
                <span className="text-xs font-medium tabular-nums text-slate-700">{Math.round(c.accuracy ?? 0)}%</span>
              </div>
            </>
          )}
          {c.status !== 'processing' && c.status !== 'completed' && (
            <p className="text-xs text-red-700">Failed: {c.errorMessage || MSG.processingFailed}</p>
          )}
        </div>
        {c.status === 'completed' && c.outputObjectPath && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => openDownload(completionDownloadUrl(c))}
            aria-label={`Download ${c.originalName}`}
          >
            <Download aria-hidden /> Download
          </Button>
        )}
      </div>
    </li>
  );
}

export function RecentCompletions({
  completions,
  isLoading,
}: {
  completions: TDdqCompletion[] | undefined;
  isLoading: boolean;
}) {
  const [showAll, setShowAll] = useState(false);
  if (isLoading) return <p className="py-4 text-sm text-slate-500">Loading completions...</p>;
  const list = completions ?? [];
  if (!list.length) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <Rocket className="h-8 w-8 text-brand-500" aria-hidden />
        <p className="font-medium text-slate-900">Ready to get started?</p>
        <p className="text-sm text-slate-500">Upload a blank DDQ above and I'll fill it in for you.</p>
      </div>
    );
  }
  const shown = showAll ? list : list.slice(0, LIMITS.recentCompletionsShown);
  return (
    <div>
      <ul className="divide-y divide-slate-100" aria-label="Recent completions">
        {shown.map((c) => (
          <CompletionRow key={c.id} c={c} />
        ))}
      </ul>
      {list.length > LIMITS.recentCompletionsShown && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 w-full"
          onClick={() => setShowAll(!showAll)}
          aria-expanded={showAll}
        >
          {showAll ? 'Show Less' : `View All (${list.length})`}
        </Button>
      )}
    </div>
  );
}
