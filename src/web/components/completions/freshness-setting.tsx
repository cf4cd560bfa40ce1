/**
 * The firm's freshness window: after how many months an answer stating figures that age (assets under
 * management, headcount, clients, the last audit) becomes a draft until someone confirms it is still true.
 */
import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { KEYS, useFirmSettings } from '@web/hooks/use-data';
import { useRole } from '@web/hooks/use-role';
import { toast, toastError } from '@web/hooks/use-toast';
import { callApi } from '@web/lib/api';
import { apiErrorMessage } from '@web/components/review/use-review-actions';

export function FreshnessSetting() {
  const settings = useFirmSettings();
  const { can } = useRole();
  const qc = useQueryClient();
  const id = useId();
  const [months, setMonths] = useState('');
  const current = settings.data?.freshnessMonths;
  useEffect(() => {
    if (current !== undefined) setMonths(String(current));
  }, [current]);
  const save = useMutation({
    mutationFn: (freshnessMonths: number) => callApi('firmSettingsUpdate', { body: { freshnessMonths } }),
    onSuccess: (data) => {
      qc.setQueryData(KEYS.firmSettings, data);
      void qc.invalidateQueries({ queryKey: KEYS.qaPairs });
      toast({
        title: 'Freshness window saved',
        description: `I'll ask you to confirm figures older than ${data.freshnessMonths} months.`,
        variant: 'success',
      });
    },
    onError: (err: Error) => toastError("I couldn't change that", apiErrorMessage(err)),
  });
  const value = Number(months);
  const valid = Number.isInteger(value) && value >= 1 && value <= 120;
  return (
    <form
      className="flex flex-col gap-2 border-t border-slate-100 pt-3"
      data-testid="freshness-setting"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) save.mutate(value);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Figures that age (assets under management, headcount, clients, the last audit): ask me to confirm them after
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          min={1}
          max={120}
          className="h-9 w-20 rounded-md border border-slate-300 px-2 text-sm"
          value={months}
          disabled={!settings.data || !can('admin')}
          onChange={(e) => setMonths(e.target.value)}
        />
        <span className="text-sm text-slate-700">months</span>
        {can('admin') && (
          <Button type="submit" size="sm" variant="outline" disabled={!valid || save.isPending || value === current}>
            Save
          </Button>
        )}
      </div>
      {!valid && months !== '' && <p className="text-xs text-red-700">Give a whole number of months from 1 to 120.</p>}
      <p className="text-xs text-slate-500">
        An answer stating such figures older than this is a draft with the date they were stated, until someone confirms
        them on the Knowledge Base.
      </p>
    </form>
  );
}
