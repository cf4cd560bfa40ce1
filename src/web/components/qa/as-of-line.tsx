/**
 * A pair whose answer states figures that age (AUM, headcount, clients, the last audit): the day they were stated,
 * marked when older than the firm's freshness window, and a button to confirm they are still true.
 */
import { useMutation } from '@tanstack/react-query';
import { CalendarClock, CheckCircle2 } from 'lucide-react';
import { apiPath, type TQaPair } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { useRefresh } from '@web/hooks/use-data';
import { useRole } from '@web/hooks/use-role';
import { toast, toastError } from '@web/hooks/use-toast';
import { apiRequest } from '@web/lib/api';

export function AsOfLine({ pair }: { pair: TQaPair }) {
  const refresh = useRefresh();
  const { can } = useRole();
  const confirm = useMutation({
    mutationFn: () => apiRequest('POST', apiPath('pairConfirmReview', { pairId: pair.id }), {}),
    onSuccess: () => {
      toast({ title: 'Confirmed', description: 'I will use these figures as of today.', variant: 'success' });
      void refresh.qaPairs();
    },
    onError: (err: Error) => toastError('Could not confirm', err.message),
  });
  if (!pair.asOf) return null;
  const { statedOn, stale } = pair.asOf;
  return (
    <div
      className={`flex flex-wrap items-center gap-2 rounded-md px-2 py-1 text-xs ${stale ? 'bg-amber-50 text-amber-800' : 'text-slate-500'}`}
      data-testid="qa-as-of"
    >
      <CalendarClock className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span>
        Figures stated on {statedOn}
        {stale
          ? ': older than your freshness window, so I give this answer as a draft until someone confirms it.'
          : '.'}
      </span>
      {can('editor') && (
        <Button
          size="sm"
          variant="outline"
          className="h-7"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          <CheckCircle2 className="mr-1 h-3.5 w-3.5" aria-hidden /> Confirm still true
        </Button>
      )}
    </div>
  );
}
