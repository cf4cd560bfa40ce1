/** The dashboard's source document list (docs/product-spec.md §2 and §4). */
import { RotateCcw } from 'lucide-react';
import type { TSourceDocument } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { Badge } from '@web/components/ui/badge';
import { ProgressBar } from '@web/components/ui/progress';
import { SourceStatusIcon } from '@web/components/source-documents/status-icon';
import { useRetryDocument } from '@web/hooks/use-retry-document';
import { formatFileSize, plural, progressBarWidth } from '@web/lib/format';
import { MSG } from '@web/lib/messages';

function DocumentRow({ doc }: { doc: TSourceDocument }) {
  const retry = useRetryDocument();
  return (
    <li className="flex items-start gap-3 py-3" data-testid="dashboard-document">
      <SourceStatusIcon status={doc.status} className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 font-medium text-slate-900 wrap-anywhere" title={doc.originalName}>
            {doc.originalName}
          </p>
          {doc.status === 'completed' && <Badge tone="green">Ready</Badge>}
          {doc.status === 'processing' && <Badge tone="blue">{doc.processingProgress}%</Badge>}
          {doc.status === 'error' && <Badge tone="red">Failed</Badge>}
        </div>
        <p className="text-xs text-slate-500">{formatFileSize(doc.fileSize)}</p>
        {doc.status === 'processing' && (
          <ProgressBar
            className="mt-2"
            value={doc.processingProgress}
            width={progressBarWidth(doc.processingProgress)}
            label={`Progress of ${doc.originalName}`}
          />
        )}
        {doc.status === 'completed' && (
          <p className="mt-1 text-xs text-green-700">Processed · {plural(doc.qaCount, 'Q&A pair')}</p>
        )}
        {doc.status === 'error' && (
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <p className="text-xs text-red-700">{doc.errorMessage || MSG.processingFailed}</p>
            <Button size="sm" variant="outline" onClick={() => retry.mutate(doc.id)} disabled={retry.isPending}>
              <RotateCcw aria-hidden /> Retry
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

export function SourceDocumentList({
  documents,
  isLoading,
}: {
  documents: TSourceDocument[] | undefined;
  isLoading: boolean;
}) {
  if (isLoading) return <p className="py-4 text-sm text-slate-500">Loading documents...</p>;
  if (!documents?.length) return <p className="py-4 text-sm text-slate-500">No source documents uploaded yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Source documents">
      {documents.map((d) => (
        <DocumentRow key={d.id} doc={d} />
      ))}
    </ul>
  );
}
