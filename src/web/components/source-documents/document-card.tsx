/** One training document (docs/product-spec.md §2): details, progress, error, and its actions. */
import { Link } from 'wouter';
import { Download, Eye, FileText, RotateCcw, Trash2 } from 'lucide-react';
import { apiPath, type TSourceDocument } from '@contract/index';
import { Card } from '@web/components/ui/card';
import { Button } from '@web/components/ui/button';
import { Fact } from '@web/components/ui/fact';
import { useRetryDocument } from '@web/hooks/use-retry-document';
import { useRole } from '@web/hooks/use-role';
import { formatDate, formatFileSize } from '@web/lib/format';
import { SourceStatusBadge } from './status-badge';
import { DocumentProgressPanel } from './progress-panel';

export function DocumentCard({
  doc,
  onDelete,
  deleting,
}: {
  doc: TSourceDocument;
  onDelete: (doc: TSourceDocument) => void;
  deleting: boolean;
}) {
  const retry = useRetryDocument();
  const { can } = useRole();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="document-card" aria-label={doc.originalName}>
      <div className="flex items-start gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <FileText className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900 wrap-anywhere" title={doc.originalName}>
            {doc.originalName}
          </h3>
          <p className="text-xs text-slate-500 wrap-anywhere" title={doc.mimeType}>
            {formatFileSize(doc.fileSize)} · {doc.mimeType}
          </p>
        </div>
        <SourceStatusBadge status={doc.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Q&A Pairs" value={doc.qaCount} size="sm" />
        <Fact label="Progress" value={`${doc.processingProgress}%`} size="sm" />
        <Fact label="Uploaded" value={formatDate(doc.createdAt)} size="sm" />
        <Fact label="Last updated" value={formatDate(doc.updatedAt)} />
      </dl>
      {doc.status === 'processing' && (
        <DocumentProgressPanel progress={doc.processingProgress} name={doc.originalName} />
      )}
      {doc.status === 'completed' && (
        <p className="text-sm text-green-700">Processed · {doc.qaCount} Q&A pairs in your knowledge base</p>
      )}
      {(doc.errorMessage || doc.status === 'error') && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Error: {doc.errorMessage || 'Processing failed'}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {doc.qaCount > 0 && (
          <Button asChild variant="outline" size="sm">
            <Link href={`/qa-pairs?document=${encodeURIComponent(doc.id)}`}>
              <Eye aria-hidden /> View Q&A Pairs ({doc.qaCount})
            </Link>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <a
            href={apiPath('sourceDocumentDownload', { id: doc.id })}
            download={doc.originalName}
            aria-label={`Download ${doc.originalName}`}
          >
            <Download aria-hidden /> Download
          </a>
        </Button>
        {doc.status === 'error' && can('editor') && (
          <Button variant="outline" size="sm" onClick={() => retry.mutate(doc.id)} disabled={retry.isPending}>
            <RotateCcw aria-hidden /> Retry
          </Button>
        )}
        {can('admin') && (
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50 sm:ml-auto"
            onClick={() => onDelete(doc)}
            disabled={deleting}
            aria-label={`Delete ${doc.originalName}`}
          >
            <Trash2 aria-hidden /> Delete
          </Button>
        )}
      </div>
    </Card>
  );
}
