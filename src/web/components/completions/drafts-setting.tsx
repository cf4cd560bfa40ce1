/** The firm setting for drafts: whether they go into the downloaded (clean) copy before a reviewer approves them. */
import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { KEYS, useFirmSettings } from '@web/hooks/use-data';
import { toast, toastError } from '@web/hooks/use-toast';
import { callApi } from '@web/lib/api';
import { apiErrorMessage } from '@web/components/review/use-review-actions';
import { FreshnessSetting } from './freshness-setting';

export function DraftsSettingCard() {
  const settings = useFirmSettings();
  const qc = useQueryClient();
  const id = useId();
  const save = useMutation({
    mutationFn: (draftsInCleanCopy: boolean) => callApi('firmSettingsUpdate', { body: { draftsInCleanCopy } }),
    onSuccess: (data) => {
      qc.setQueryData(KEYS.firmSettings, data);
      toast({
        title: data.draftsInCleanCopy ? 'Drafts go into the download' : 'Drafts stay out of the download',
        description: data.draftsInCleanCopy
          ? "I'll put my drafts in the downloaded copy too. Check them before it goes out."
          : "I'll leave my drafts out of the downloaded copy until you approve or edit them.",
        variant: 'success',
      });
    },
    onError: (err: Error) => toastError("I couldn't change that", apiErrorMessage(err)),
  });
  const checked = save.isPending ? (save.variables ?? false) : (settings.data?.draftsInCleanCopy ?? false);
  return (
    <Card data-testid="drafts-setting">
      <CardHeader>
        <CardTitle>My drafts</CardTitle>
        <p className="text-sm text-slate-600">
          When I'm not sure enough of an answer, I write it as a draft: it is marked in the review copy and listed first
          when you review, so you can check it before it goes out.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-1 h-4 w-4 accent-brand-600"
            checked={checked}
            disabled={!settings.data || save.isPending}
            onChange={(e) => save.mutate(e.target.checked)}
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            Put my drafts in the downloaded copy before a reviewer approves them
          </label>
        </div>
        <p className="text-xs text-slate-500">
          Off by default: a wrong answer sent to an investor is worse than a blank, so a draft goes into the download
          once you approve or edit it.
        </p>
        <FreshnessSetting />
      </CardContent>
    </Card>
  );
}
