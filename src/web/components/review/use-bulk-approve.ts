/**
 * Bulk approval with undo: approve the selection or every answered item at ≥ 90 % in one call; the last
 * bulk approval can be undone (each answer goes back to its outcome before). The review is loaded again after each.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBulkApproved, TBulkApproveRequest, TBulkApproveResponse } from '@contract/index';
import { callApi } from '@web/lib/api';
import { toast, toastError } from '@web/hooks/use-toast';
import { plural } from '@web/lib/format';
import { apiErrorMessage, reviewKey } from './use-review-actions';

/** What the undo bar says after a bulk approval. */
export function bulkApprovedMessage(res: TBulkApproveResponse): string {
  const done = res.approved.length ? `Approved ${plural(res.approved.length, 'answer')}.` : 'Nothing new to approve.';
  const left = res.skipped
    ? ` ${plural(res.skipped, 'answer')} left as they were (already approved, no answer, or edited: approve those one by one).`
    : '';
  return done + left;
}

export function useBulkApprove(completionId: string) {
  const qc = useQueryClient();
  const [last, setLast] = useState<{ approved: TBulkApproved[]; message: string } | null>(null);
  const reload = () => qc.invalidateQueries({ queryKey: reviewKey(completionId) });
  const onError = (err: Error) => toastError("I couldn't do that", apiErrorMessage(err));
  const params = { id: completionId };

  const approve = useMutation({
    mutationFn: (request: TBulkApproveRequest) => callApi('reviewApproveMany', { params, body: request }),
    onSuccess: async (res) => {
      setLast({ approved: res.approved, message: bulkApprovedMessage(res) });
      await reload();
    },
    onError,
  });
  const undo = useMutation({
    mutationFn: (approved: TBulkApproved[]) => callApi('reviewUnapproveMany', { params, body: { items: approved } }),
    onSuccess: async (res) => {
      setLast(null);
      toast({ title: 'Undone', description: `${plural(res.restored, 'answer')} no longer approved.` });
      await reload();
    },
    onError,
  });
  return {
    approve,
    /** The last bulk approval that can still be undone, with what it did. */
    last,
    undoLast: () => {
      if (last?.approved.length && !undo.isPending) undo.mutate(last.approved);
    },
    dismiss: () => setLast(null),
    busy: approve.isPending || undo.isPending,
  };
}

export type BulkApprove = ReturnType<typeof useBulkApprove>;
