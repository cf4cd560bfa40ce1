/**
 * "How well do I know you?" on the Training Documents screen: I answer each completed document from the rest
 * of the knowledge base and show how often I agree with what the firm wrote; live progress while I work, a notice and
 * a button when the knowledge changed since the last run (asked again when a training document is learned or
 * deleted: use-refresh-pairs-when-learned.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Gauge, RefreshCw } from 'lucide-react';
import type { TBacktest } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { CollapsibleSection } from '@web/components/ui/collapsible-section';
import { ProgressBar } from '@web/components/ui/progress';
import { KEYS } from '@web/hooks/use-data';
import { toast } from '@web/hooks/use-toast';
import { callApi, queryFnOf } from '@web/lib/api';
import { formatDateTime, formatSeconds, plural } from '@web/lib/format';
import { agreement, BandTable, Disagreements, TallyTable } from './backtest-tables';

const KEY = KEYS.backtest;
const POLL_WHILE_RUNNING_MS = 1500;

export function BacktestPanel() {
  const queryClient = useQueryClient();
  // Named, as the refetch interval reads the data (TypeScript infers no type from a callback that uses it).
  const query = useQuery<TBacktest>({
    queryKey: KEY,
    queryFn: queryFnOf('backtest'),
    refetchInterval: (q) => (isRunning(q.state.data) ? POLL_WHILE_RUNNING_MS : false),
  });
  const start = useMutation({
    mutationFn: () => callApi('backtestRun'),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
    onError: (err: Error) =>
      toast({ title: 'I could not start the check', description: err.message, variant: 'destructive' }),
  });
  const data = query.data;
  if (!data || data.documents === 0) return null;
  const run = data.run;
  const running = isRunning(data);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="backtest-panel" aria-label="How well do I know you?">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <Gauge className="h-5 w-5" aria-hidden /> How well do I know you?
          </h2>
          <p className="text-sm text-slate-600">
            I answer each of your {plural(data.documents, 'completed document')} from the rest of my knowledge (leaving
            that document out) and compare my answers with what you actually wrote.
          </p>
        </div>
        <Button
          variant={run && !data.stale ? 'outline' : 'default'}
          disabled={running || start.isPending}
          onClick={() => start.mutate()}
          data-testid="backtest-run"
        >
          <RefreshCw aria-hidden /> {run ? 'Run again' : 'Check how well I know you'}
        </Button>
      </div>
      {running && run && (
        <div className="flex flex-col gap-1" data-testid="backtest-progress">
          <p className="text-sm text-slate-700">
            {run.currentDocument ? `Answering "${run.currentDocument}"…` : 'Getting ready…'} {run.documentsDone} of{' '}
            {run.documentsTotal || data.documents} documents done.
          </p>
          <ProgressBar
            value={run.documentsTotal ? (100 * run.documentsDone) / run.documentsTotal : 0}
            label="Backtest progress"
          />
        </div>
      )}
      {run?.status === 'error' && <p className="text-sm text-red-700">{run.errorMessage}</p>}
      {data.stale && run?.status === 'completed' && (
        <p className="rounded-md bg-yellow-50 p-2 text-sm text-yellow-800" data-testid="backtest-stale">
          My knowledge has changed since this check: run it again to see where I stand now.
        </p>
      )}
      {run?.status === 'completed' && run.summary && (
        <>
          <p className="text-sm text-slate-700" data-testid="backtest-summary">
            Checked {formatDateTime(run.completedAt)} in {formatSeconds(run.durationMs)}: of{' '}
            {run.summary.totals.questions} questions I answered {run.summary.totals.answered}, drafted{' '}
            {run.summary.totals.draft} and left {run.summary.totals.none} blank. My answers agree with yours in{' '}
            {agreement(run.summary.totals)}
            {run.summary.totals.yesNo > 0 &&
              `; the same yes or no in ${run.summary.totals.yesNoAgree} of ${run.summary.totals.yesNo}`}
            .
          </p>
          <BandTable bands={run.summary.bands} />
          <div className="flex flex-col gap-2">
            {run.documents.map((d) => (
              <CollapsibleSection
                key={d.documentId}
                title={d.name}
                meta={`agree ${agreement(d.totals)}`}
                testId="backtest-document"
              >
                <div className="flex flex-col gap-3 overflow-x-auto">
                  <TallyTable
                    rows={[...d.sections, { title: 'All sections', ...d.totals }]}
                    label={`Figures per section of ${d.name}`}
                  />
                  <h3 className="text-sm font-semibold text-slate-900">How often I was right at each confidence</h3>
                  <BandTable
                    bands={d.bands}
                    label={`Share right per confidence band in ${d.name}`}
                    testId="backtest-document-bands"
                  />
                  <h3 className="text-sm font-semibold text-slate-900">Where I disagree with you most</h3>
                  <Disagreements items={d.disagreements} />
                </div>
              </CollapsibleSection>
            ))}
          </div>
        </>
      )}
    </Card>
  );
}

function isRunning(data: TBacktest | undefined): boolean {
  return data?.run?.status === 'queued' || data?.run?.status === 'running';
}
