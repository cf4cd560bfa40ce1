/**
 * Approvals still on their way to the server ("approve and next" does not wait for them): said on screen, and a
 * reload or leaving the page while some are queued asks first, as the browser would drop them.
 */
import { useEffect } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { plural } from '@web/lib/format';
import { approveKey } from './use-review-actions';

export function PendingApprovals({ completionId }: { completionId: string }) {
  const pending = useIsMutating({ mutationKey: approveKey(completionId) });
  useEffect(() => {
    if (!pending) return;
    const hold = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [pending]);
  if (!pending) return null;
  return (
    <p className="text-xs text-slate-500" data-pending-approvals={pending} role="status">
      Saving {plural(pending, 'approval')}…
    </p>
  );
}
