/**
 * Review cycles of the knowledge base (decision 091) on the Knowledge Base page: the pairs past their review date,
 * mine first, each confirmed with one click (editors); and, for admins, giving every pair under a section heading an
 * owner and a review interval. Until confirmed, answers that come from a due pair are drafts.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Check } from 'lucide-react';
import { apiPath, roleAllows } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useAuth } from '@web/hooks/use-auth';
import { useRole } from '@web/hooks/use-role';
import { useTeam } from '@web/hooks/use-team';
import { apiRequest, callApi, queryFnOf } from '@web/lib/api';
import { formatDate, truncate } from '@web/lib/format';
import { apiErrorMessage } from '@web/components/review/use-review-actions';

const DUE_KEY = [apiPath('pairsDueForReview')];

function OwnershipForm() {
  const team = useTeam();
  const client = useQueryClient();
  const [section, setSection] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [days, setDays] = useState('365');
  const ids = { section: useId(), owner: useId(), days: useId() };
  const save = useMutation({
    mutationFn: () =>
      callApi('pairOwnership', {
        body: { section: section.trim(), ownerId: ownerId || null, reviewIntervalDays: Number(days) || null },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: DUE_KEY }),
  });
  const people = (team.data ?? []).filter((m) => roleAllows(m.role, 'editor'));
  return (
    <form
      className="flex flex-wrap items-end gap-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <label className="flex flex-col gap-1" htmlFor={ids.section}>
        Section heading
        <input
          id={ids.section}
          className="rounded-md border border-slate-300 px-2 py-1"
          value={section}
          onChange={(e) => setSection(e.target.value)}
          placeholder="e.g. Compliance"
        />
      </label>
      <label className="flex flex-col gap-1" htmlFor={ids.owner}>
        Owner
        <select
          id={ids.owner}
          className="rounded-md border border-slate-300 bg-white px-2 py-1"
          value={ownerId}
          onChange={(e) => setOwnerId(e.target.value)}
        >
          <option value="">No owner</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1" htmlFor={ids.days}>
        Review every (days)
        <input
          id={ids.days}
          type="number"
          min={1}
          max={3650}
          className="w-28 rounded-md border border-slate-300 px-2 py-1"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </label>
      <Button size="sm" type="submit" disabled={!section.trim() || save.isPending}>
        Set owner and cycle
      </Button>
      {save.data && (
        <span role="status">{save.data.updated === 1 ? '1 pair updated.' : `${save.data.updated} pairs updated.`}</span>
      )}
      {save.error && (
        <span role="alert" className="text-red-700">
          {apiErrorMessage(save.error)}
        </span>
      )}
    </form>
  );
}

export function PairReviewPanel() {
  const due = useQuery({ queryKey: DUE_KEY, queryFn: queryFnOf('pairsDueForReview') });
  const { user } = useAuth();
  const { can } = useRole();
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: (pairId: string) => apiRequest('POST', apiPath('pairConfirmReview', { pairId })),
    onSuccess: () => void client.invalidateQueries({ queryKey: DUE_KEY }),
  });
  const list = Array.isArray(due.data) ? due.data : [];
  const mine = [...list.filter((p) => p.ownerId === user?.id), ...list.filter((p) => p.ownerId !== user?.id)];
  if (!list.length && !can('admin')) return null;
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="pair-review-panel">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarClock className="h-5 w-5" aria-hidden /> Due for review ({list.length})
      </h2>
      {list.length > 0 ? (
        <>
          <p className="text-sm text-slate-600">
            Answers from these pairs are drafts until their owner confirms they still hold.
          </p>
          <ul className="flex flex-col gap-2">
            {mine.map((p) => (
              <li
                key={p.pairId}
                className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-slate-200 p-2 text-sm"
                data-testid="pair-due"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{p.question}</p>
                  <p className="text-slate-600">{truncate(p.answer, 200)}</p>
                  <p className="text-xs text-slate-500">
                    {p.ownerName ? (p.ownerId === user?.id ? 'Yours' : `Owner: ${p.ownerName}`) : 'No owner'} · due
                    since {formatDate(p.dueSince)} · every {p.reviewIntervalDays} days
                  </p>
                </div>
                {can('editor') && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => confirm.mutate(p.pairId)}
                    disabled={confirm.isPending}
                  >
                    <Check aria-hidden /> Still right
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-600">Nothing is past its review date.</p>
      )}
      {can('admin') && <OwnershipForm />}
    </Card>
  );
}
