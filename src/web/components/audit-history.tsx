/**
 * The audit trail of one answer or one pair (decision 091), folded: opening it loads who changed what and when.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { apiPath, type TAuditEvent } from '@contract/index';
import { queryFnOf } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';

/** "approved", "edited: Yes → No", "assigned to Eddie": one line of a history. */
export function auditLine(e: Pick<TAuditEvent, 'action' | 'before' | 'after'>): string {
  const before = (e.before ?? {}) as { answer?: string | null };
  const after = (e.after ?? {}) as { answer?: string | null; assigneeName?: string; body?: string };
  if (after.assigneeName) return `${e.action} to ${after.assigneeName}`;
  if (after.body) return `${e.action}: ${after.body}`;
  if (before.answer !== undefined && after.answer !== undefined && before.answer !== after.answer)
    return `${e.action}: ${before.answer ?? '(none)'} → ${after.answer ?? '(none)'}`;
  return e.action;
}

export function AuditHistory({
  call,
  params,
  label,
  empty,
  testId,
}: {
  /** The history of an answer ({ id, itemId }) or of a pair ({ pairId }). */
  call: 'answerAudit' | 'pairAudit';
  params: Record<string, string>;
  label: string;
  empty: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const history = useQuery({
    queryKey: [apiPath(call, params)],
    queryFn: queryFnOf(call, { params }),
    enabled: open,
  });
  const events = Array.isArray(history.data) ? history.data : [];
  return (
    <details className="text-sm" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="flex cursor-pointer items-center gap-1 text-slate-600">
        <History className="h-4 w-4" aria-hidden /> {label}
      </summary>
      <ul className="mt-2 flex flex-col gap-1" data-testid={testId}>
        {events.map((e) => (
          <li key={e.id} className="break-words text-slate-700">
            <span className="text-xs text-slate-500">{formatDateTime(e.at)}</span> {e.actorName ?? 'Someone'}{' '}
            {auditLine(e)}
          </li>
        ))}
        {history.isSuccess && events.length === 0 && <li className="text-slate-500">{empty}</li>}
      </ul>
    </details>
  );
}
