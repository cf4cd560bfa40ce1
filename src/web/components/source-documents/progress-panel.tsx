import { Loader2 } from 'lucide-react';
import { ProgressBar } from '@web/components/ui/progress';
import { progressBarWidth, progressMessage } from '@web/lib/format';

/** Progress panel of a processing training document: message by band, bar of at least 5%. */
export function DocumentProgressPanel({ progress, name }: { progress: number; name: string }) {
  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-3" data-testid="document-progress">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex min-w-0 items-center gap-2 text-brand-900">
          <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden />
          <span className="truncate">{progressMessage(progress)}</span>
        </span>
        <span className="font-medium tabular-nums text-brand-900">{progress}%</span>
      </div>
      <ProgressBar className="mt-2" value={progress} width={progressBarWidth(progress)} label={`Processing ${name}`} />
      <p className="mt-2 text-xs text-slate-600">Expected processing time: 2-4 minutes for large documents</p>
    </div>
  );
}
