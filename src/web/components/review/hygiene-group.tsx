/** One group of the hygiene report: pairs that contradict or repeat each other, newest first, with their age. */
import { useMutation } from '@tanstack/react-query';
import { apiPath, type THygieneGroup, type THygienePair } from '@contract/index';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { apiRequest } from '@web/lib/api';
import { toast, toastError } from '@web/hooks/use-toast';
import { useRole } from '@web/hooks/use-role';
import { useRefresh } from '@web/hooks/use-data';
import { ageInDays, formatDate, pairRelativeTime } from '@web/lib/format';
import { apiErrorMessage } from './use-review-actions';

function useCuration() {
  const refresh = useRefresh();
  const done = (title: string) => () => {
    void refresh.knowledge();
    void refresh.qaPairs();
    toast({
      title,
      description: 'The retired answers stay on record, but I will not use them any more.',
      variant: 'success',
    });
  };
  const onError = (err: Error) => toastError("I couldn't do that", apiErrorMessage(err));
  const merge = useMutation({
    mutationFn: (v: { keepId: string; retireIds: string[] }) => apiRequest('POST', apiPath('knowledgeMerge'), v),
    onSuccess: done('Merged'),
    onError,
  });
  const retire = useMutation({
    mutationFn: (pairId: string) => apiRequest('POST', apiPath('knowledgeRetire', { pairId })),
    onSuccess: done('Retired'),
    onError,
  });
  return { merge, retire, busy: merge.isPending || retire.isPending };
}

function origin(p: THygienePair): string {
  if (p.documentName) return p.documentName;
  if (p.learnedFromCompletion) return `Learned from review of ${p.learnedFromCompletion}`;
  return 'Knowledge base';
}

/** How often a pair was picked, said so it never contradicts the badge: the newest is the one used from now on. */
export function usage(count: number, newest: boolean): string {
  if (newest)
    return count ? `picked for ${count} ${count === 1 ? 'answer' : 'answers'} so far` : 'not picked for an answer yet';
  return count ? `picked for ${count} ${count === 1 ? 'answer' : 'answers'} before; not used now` : 'not used now';
}

export function HygieneGroup({ group }: { group: THygieneGroup }) {
  const { merge, retire, busy } = useCuration();
  // Merging and retiring change the knowledge base: editors and admins only (a viewer sees the report).
  const canEdit = useRole().can('editor');
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid={`hygiene-${group.kind}`}>
      <p className="text-xs text-slate-500">
        {group.kind === 'contradiction'
          ? 'These say yes and no to the same question.'
          : 'These ask and answer the same thing.'}{' '}
        I use the newest.
      </p>
      <ul className="flex flex-col gap-2">
        {group.pairs.map((p, i) => (
          <li
            key={p.id}
            className="flex flex-col gap-2 border-t border-slate-100 pt-2 first:border-t-0 first:pt-0 sm:flex-row sm:items-start"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">{p.question}</p>
              <p className="whitespace-pre-line text-sm text-slate-700">{p.answer}</p>
              <p className="text-xs text-slate-500">
                {origin(p)} · {formatDate(p.createdAt)} (
                {p.ageDays > 0 ? `${pairRelativeTime(p.createdAt)}, ${ageInDays(p.ageDays)}` : ageInDays(0)}) ·{' '}
                {usage(p.usageCount, i === 0)}
                {i === 0 && (
                  <Badge tone="green" className="ml-2">
                    Newest: I answer with this one
                  </Badge>
                )}
              </p>
            </div>
            {canEdit && (
              <div className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() =>
                    merge.mutate({ keepId: p.id, retireIds: group.pairs.filter((o) => o.id !== p.id).map((o) => o.id) })
                  }
                  aria-label={`Keep only this answer: ${p.answer.slice(0, 80)}`}
                >
                  Keep only this
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700"
                  disabled={busy}
                  onClick={() => retire.mutate(p.id)}
                  aria-label={`Retire this answer: ${p.answer.slice(0, 80)}`}
                >
                  Retire
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
