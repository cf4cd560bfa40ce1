/** Retry of a failed source document: POST /api/source-documents/{id}/retry with an empty JSON body. */
import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@contract/index';
import { apiRequest, errorText } from '@web/lib/api';
import { MSG } from '@web/lib/messages';
import { toast, toastError } from './use-toast';
import { useRefresh } from './use-data';

export function useRetryDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest('POST', apiPath('sourceDocumentRetry', { id }), {}),
    onSuccess: () => {
      toast({ title: MSG.retryOkTitle, description: MSG.retryOkDescription, variant: 'success' });
      void refresh.sourceDocuments();
      void refresh.processingStatus();
    },
    onError: (err: Error) => toastError(MSG.retryFailTitle, errorText(err) || MSG.retryFailFallback),
  });
}
