/**
 * The reviewer's actions on the answers of one completion (edit, pick, regenerate, approve, each on an item id),
 * with the toasts Dex gives. The answer the server returns replaces its item in the loaded review, so moving on
 * does not wait for the whole list to load again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReview, TReviewItem } from '@contract/index';
import { callApi, errorText } from '@web/lib/api';
import { toast, toastError } from '@web/hooks/use-toast';
import { useRefresh } from '@web/hooks/use-data';

/** The server's `{ message }` out of an ApiError ("400: {json}"), or the error text. */
export const apiErrorMessage = errorText;

export const reviewKey = (completionId: string) => ['/api/ddq-completions', completionId, 'review'] as const;
/** Every approval of this completion still on its way (the workspace counts them). */
export const approveKey = (completionId: string) => ['review-approve', completionId] as const;

/** The review with one item replaced by its new state. */
export function withItem(review: TReview | undefined, item: TReviewItem): TReview | undefined {
  return review && { ...review, items: review.items.map((i) => (i.id === item.id ? item : i)) };
}

export interface RegenerateResult {
  item: TReviewItem;
  previousAnswer: string | null;
}

export function useReviewActions(completionId: string, on: { regenerated?: (r: RegenerateResult) => void } = {}) {
  const qc = useQueryClient();
  const refresh = useRefresh();
  const put = (item: TReviewItem) => qc.setQueryData<TReview>(reviewKey(completionId), (r) => withItem(r, item));
  const onError = (err: Error) => toastError("I couldn't do that", apiErrorMessage(err));
  const params = (itemId: string) => ({ id: completionId, itemId });

  const edit = useMutation({
    mutationFn: ({ itemId, answer }: { itemId: string; answer: string }) =>
      callApi('reviewEdit', { params: params(itemId), body: { answer } }),
    onSuccess: put,
    onError,
  });
  const pick = useMutation({
    mutationFn: ({ itemId, pairId }: { itemId: string; pairId: string }) =>
      callApi('reviewPick', { params: params(itemId), body: { pairId } }),
    onSuccess: put,
    onError,
  });
  const regenerate = useMutation({
    mutationFn: async (item: TReviewItem): Promise<RegenerateResult> => ({
      item: await callApi('reviewRegenerate', { params: params(item.id) }),
      previousAnswer: item.answer,
    }),
    onSuccess: (r) => {
      put(r.item);
      on.regenerated?.(r);
    },
    onError,
  });
  const approve = useMutation({
    mutationKey: approveKey(completionId),
    mutationFn: (itemId: string) => callApi('reviewApprove', { params: params(itemId) }),
    onSuccess: (res) => {
      put(res.item);
      if (res.learnedPairId) {
        void refresh.qaPairs();
        void refresh.knowledge();
        toast({
          title: 'Approved, and learned!',
          description: "I've added your answer to the Knowledge Base and will use it next time.",
          variant: 'success',
        });
      }
    },
    onError,
  });
  return { edit, pick, regenerate, approve, busy: edit.isPending || pick.isPending || regenerate.isPending };
}

export type ReviewActions = ReturnType<typeof useReviewActions>;
