/** The reviewer's actions on one answer, with the toasts Dex gives and the lists they refresh. */
import { useMutation } from '@tanstack/react-query';
import { apiPath, type TApproveResponse, type TReviewItem } from '@contract/index';
import { apiRequest } from '@web/lib/api';
import { toast } from '@web/hooks/use-toast';
import { useRefresh } from '@web/hooks/use-data';

/** The server's `{ message }` out of an ApiError ("400: {json}"), or the error text. */
export function apiErrorMessage(err: Error): string {
  const json = err.message.replace(/^\d{3}: /, '');
  try {
    return (JSON.parse(json) as { message?: string }).message ?? json;
  } catch {
    return json;
  }
}

export function useReviewActions(completionId: string, itemId: string) {
  const refresh = useRefresh();
  const params = { id: completionId, itemId };
  const after = () => {
    void refresh.review(completionId);
    void refresh.qaPairs();
    void refresh.knowledge();
  };
  const onError = (err: Error) => toast({ title: "I couldn't do that", description: apiErrorMessage(err), variant: 'destructive' });
  const call = async <T>(method: string, name: Parameters<typeof apiPath>[0], body?: unknown) =>
    (await (await apiRequest(method, apiPath(name, params), body)).json()) as T;

  const edit = useMutation({ mutationFn: (answer: string) => call<TReviewItem>('PATCH', 'reviewEdit', { answer }), onSuccess: after, onError });
  const pick = useMutation({ mutationFn: (pairId: string) => call<TReviewItem>('POST', 'reviewPick', { pairId }), onSuccess: after, onError });
  const regenerate = useMutation({ mutationFn: () => call<TReviewItem>('POST', 'reviewRegenerate'), onSuccess: after, onError });
  const approve = useMutation({
    mutationFn: () => call<TApproveResponse>('POST', 'reviewApprove'),
    onSuccess: (res) => {
      after();
      toast(
        res.learnedPairId
          ? { title: 'Approved, and learned!', description: "I've added your answer to the Knowledge Base and will use it next time.", variant: 'success' }
          : { title: 'Approved', description: 'This answer is ready to go out.', variant: 'success' },
      );
    },
    onError,
  });
  return { edit, pick, regenerate, approve, busy: edit.isPending || pick.isPending || regenerate.isPending || approve.isPending };
}
