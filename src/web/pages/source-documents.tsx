/** Training Documents (docs/product-spec.md §2). */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { apiPath, type TSourceDocument } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { QueryStatus } from '@web/components/ui/query-status';
import { PageHeader } from '@web/components/page-header';
import { UploadModal } from '@web/components/upload-modal';
import { DocumentCard } from '@web/components/source-documents/document-card';
import { EmptyState } from '@web/components/source-documents/empty-state';
import { BacktestPanel } from '@web/components/source-documents/backtest-panel';
import { useRefresh, useSourceDocuments } from '@web/hooks/use-data';
import { useRefreshPairsWhenLearned } from '@web/hooks/use-refresh-pairs-when-learned';
import { toast, toastError } from '@web/hooks/use-toast';
import { apiRequest } from '@web/lib/api';
import { uploadViaUploadUrl } from '@web/lib/upload';
import { useRole } from '@web/hooks/use-role';
import { confirmDeleteDocumentText, MSG } from '@web/lib/messages';

export default function SourceDocuments() {
  const { can } = useRole();
  const [uploadOpen, setUploadOpen] = useState(false);
  const docs = useSourceDocuments();
  const refresh = useRefresh();
  useRefreshPairsWhenLearned(docs.data);

  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', apiPath('sourceDocumentDelete', { id })),
    onSuccess: () => {
      toast({ title: MSG.deleteOkTitle, description: MSG.deleteOkDescription, variant: 'success', duration: 5000 });
      void refresh.sourceDocuments();
      void refresh.stats();
      void refresh.qaPairs();
    },
    onError: (err: Error) => toastError(MSG.deleteFailedTitle, err.message || MSG.deleteFailedFallback),
  });

  const onDelete = (doc: TSourceDocument) => {
    if (window.confirm(confirmDeleteDocumentText(doc.originalName))) remove.mutate(doc.id);
  };

  const onUpload = async (file: File) => {
    try {
      await uploadViaUploadUrl('source-documents', file);
    } catch (err) {
      toastError(MSG.uploadFailedTitle, (err as Error).message || MSG.uploadFailedFallback);
      throw err;
    }
    toast({ title: MSG.uploadOkTitle, description: MSG.uploadOkDescription, variant: 'success', duration: 5000 });
    void refresh.sourceDocuments();
    void refresh.stats();
    void refresh.processingStatus();
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title="Training Documents"
        subtitle="Upload completed DDQs so I can learn your firm's standard answers"
        actions={
          can('editor') && (
            <Button onClick={() => setUploadOpen(true)}>
              <Upload aria-hidden /> Upload DDQ Document
            </Button>
          )
        }
      />
      {docs.isLoading || docs.isError ? (
        <QueryStatus isLoading={docs.isLoading} error={docs.error} label="Loading documents..." />
      ) : !docs.data?.length ? (
        <EmptyState
          title="No source documents yet"
          text="Upload some DDQ documents to get started"
          testId="documents-empty"
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {docs.data.map((d) => (
            <DocumentCard
              key={d.id}
              doc={d}
              onDelete={onDelete}
              deleting={remove.isPending && remove.variables === d.id}
            />
          ))}
        </div>
      )}
      <BacktestPanel />
      <UploadModal open={uploadOpen} onOpenChange={setUploadOpen} title="Upload DDQ Document" onUpload={onUpload} />
    </div>
  );
}
