/**
 * The header's notifications: a bell with the unread count, and the count of answers assigned to me and
 * not approved yet. Opening it lists my open assignments per DDQ (each a link to its review, filtered to mine) and the
 * latest notifications, and marks those read.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Bell } from 'lucide-react';
import { countOpenAssignments, type TAssignment } from '@contract/index';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/format';
import { useMarkNotificationsRead, useMyAssignments, useNotifications } from '@web/hooks/use-team';

/** Open assignments grouped by completion, in the order they came. */
export function openByCompletion(
  assignments: readonly TAssignment[],
): { completionId: string; name: string; count: number; overdue: number }[] {
  return countOpenAssignments(assignments, (a) => ({ id: a.completionId, name: a.completionName })).map(
    ({ id, name, open, overdue }) => ({ completionId: id, name, count: open, overdue }),
  );
}

export function NotificationsMenu() {
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const mine = useMyAssignments();
  const markRead = useMarkNotificationsRead();
  const box = useRef<HTMLDivElement>(null);
  const unread = notifications.data?.unread ?? 0;
  const assigned = notifications.data?.openAssignments ?? 0;

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next) {
      void mine.refetch();
      if (unread > 0) markRead.mutate();
    }
  };

  return (
    <div className="relative" ref={box}>
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-label={`Notifications: ${unread} unread, ${assigned} assigned to me`}
        className="relative flex items-center gap-1 rounded-lg px-2 py-2 text-sm text-slate-600 hover:bg-slate-100"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 && (
          <span
            data-testid="unread-count"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold text-white"
          >
            {unread}
          </span>
        )}
        {assigned > 0 && (
          <span
            data-testid="assigned-count"
            className="rounded-full bg-brand-50 px-2 text-xs font-medium text-brand-700"
          >
            {assigned} assigned
          </span>
        )}
      </button>
      {open && (
        <div
          role="dialog"
          aria-label="Notifications"
          className="absolute right-0 z-50 mt-2 w-96 max-w-[90vw] rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <h2 className="text-sm font-semibold text-slate-900">Assigned to me</h2>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {openByCompletion(mine.data ?? []).map((g) => (
              <li key={g.completionId}>
                <Link
                  href={`/ddq-completions/${g.completionId}/review?filter=assigned`}
                  onClick={() => setOpen(false)}
                  className="flex justify-between rounded-md px-2 py-1 text-brand-700 hover:bg-brand-50"
                >
                  <span className="truncate">{g.name}</span>
                  <span>
                    {g.count} to answer{g.overdue > 0 && <span className="ml-1 text-red-700">({g.overdue} late)</span>}
                  </span>
                </Link>
              </li>
            ))}
            {assigned === 0 && <li className="px-2 text-slate-500">Nothing assigned to you.</li>}
          </ul>
          <h2 className="mt-3 text-sm font-semibold text-slate-900">Notifications</h2>
          <ul className="mt-1 flex max-h-72 flex-col gap-1 overflow-y-auto text-sm">
            {(notifications.data?.items ?? []).map((n) => (
              <li key={n.id} className={cn('rounded-md px-2 py-1', !n.read && 'bg-amber-50')}>
                {n.completionId ? (
                  <Link
                    href={`/ddq-completions/${n.completionId}/review${n.kind === 'assignment' ? '?filter=assigned' : n.itemId ? `?item=${n.itemId}` : ''}`}
                    onClick={() => setOpen(false)}
                    className="text-slate-800 hover:underline"
                  >
                    {n.message}
                  </Link>
                ) : (
                  n.message
                )}
                <div className="text-xs text-slate-500">{formatDateTime(n.createdAt)}</div>
              </li>
            ))}
            {(notifications.data?.items ?? []).length === 0 && (
              <li className="px-2 text-slate-500">No notifications yet.</li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
