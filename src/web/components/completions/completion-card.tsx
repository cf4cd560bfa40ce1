/** One DDQ completion on the Completed DDQs page (docs/product-spec.md §2). */
import { useState } from 'react';
import {
  AlertCircle,
  CheckCircle2,
  ChevronDown,
  CircleHelp,
  ClipboardCheck,
  Download,
  Eye,
  Loader2,
  Trash2,
} from 'lucide-react';
import { Link } from 'wouter';
import type { TDdqCompletion, TResults } from '@contract/index';
import { Card } from '@web/components/ui/card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Fact } from '@web/components/ui/fact';
import { callApi } from '@web/lib/api';
import { completionTone, formatDate } from '@web/lib/format';
import { completionDownloadUrl, openDownload } from '@web/lib/download';
import { MSG } from '@web/lib/messages';
import { draftCount } from '@web/lib/live-progress';
import { LivePanel } from './live-panel';
import { useRole } from '@web/hooks/use-role';
import { Breakdown } from './breakdown';

const STATUS_LABEL: Record<string, string> = {
  completed: 'Completed',
  processing: 'Processing',
  error: 'Error',
  uploading: 'Uploading',
};

function StatusIcon({ status }: { status: string }) {
  if (status === 'completed') return <CheckCircle2 className="h-6 w-6 shrink-0 text-green-600" aria-hidden />;
  if (status === 'processing') return <Loader2 className="h-6 w-6 shrink-0 animate-spin text-brand-600" aria-hidden />;
  if (status === 'error') return <AlertCircle className="h-6 w-6 shrink-0 text-red-600" aria-hidden />;
  return <CircleHelp className="h-6 w-6 shrink-0 text-slate-400" aria-hidden />;
}

/** View Results: a confirm offering the download when there is a document, else an alert. */
export async function viewResults(c: TDdqCompletion): Promise<void> {
  let results: TResults;
  try {
    results = await callApi('ddqCompletionResults', { params: { id: c.id } });
  } catch {
    window.alert(MSG.resultsError);
    return;
  }
  if (results.hasDocument) {
    if (window.confirm(results.message)) openDownload(completionDownloadUrl(c));
  } else {
    window.alert(results.message);
  }
}

interface Props {
  c: TDdqCompletion;
  updatedAt: number;
  onDelete: (c: TDdqCompletion) => void;
}

export function CompletionCard({ c, updatedAt, onDelete }: Props) {
  const canDelete = useRole().can('admin');
  const [showBreakdown, setShowBreakdown] = useState(false);
  const completed = c.status === 'completed';
  const drafts = draftCount(c);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="completion-card" aria-label={c.originalName}>
      <div className="flex items-start gap-3">
        <StatusIcon status={c.status} />
        <h3 className="min-w-0 flex-1 font-semibold text-slate-900 wrap-anywhere" title={c.originalName}>
          {c.originalName}
        </h3>
        <Badge tone={completionTone(c.status)} data-testid="completion-status">
          {STATUS_LABEL[c.status] ?? c.status}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
        <Fact label="Questions" value={c.totalQuestions ?? 0} />
        <Fact label="Answered" value={c.answeredQuestions ?? 0} />
        {drafts > 0 && <Fact label="Drafts to check" value={drafts} />}
        <Fact label="Accuracy" value={`${Math.round(c.accuracy ?? 0)}%`} />
        <Fact label="Created" value={formatDate(c.createdAt)} />
      </dl>
      {c.errorMessage && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {c.errorMessage}
        </p>
      )}
      {(c.status === 'processing' || completed) && <LivePanel c={c} updatedAt={updatedAt} />}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setShowBreakdown(!showBreakdown)}
          aria-expanded={showBreakdown}
        >
          <ChevronDown aria-hidden className={showBreakdown ? 'rotate-180' : ''} />
          {showBreakdown ? 'Hide Detailed Breakdown' : 'Show Detailed Breakdown'}
        </Button>
        {completed && (
          <>
            <Button variant="outline" size="sm" onClick={() => void viewResults(c)}>
              <Eye aria-hidden /> View Results
            </Button>
            <Button size="sm" onClick={() => openDownload(completionDownloadUrl(c))}>
              <Download aria-hidden /> Download Completed DDQ
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link href={`/ddq-completions/${c.id}/review`} aria-label={`Review answers of ${c.originalName}`}>
                <ClipboardCheck aria-hidden /> Review Answers
              </Link>
            </Button>
          </>
        )}
        {canDelete && (
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50 sm:ml-auto"
            onClick={() => onDelete(c)}
            aria-label={`Delete ${c.originalName}`}
          >
            <Trash2 aria-hidden /> Delete
          </Button>
        )}
      </div>
      {showBreakdown && <Breakdown id={c.id} />}
    </Card>
  );
}
