/**
 * The review workspace's team bar: how many answers of this DDQ are assigned to me and still open, who
 * still owes answers, assigning the selected answers (editors), and the audit CSV (what went out, who approved it).
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, UserPlus } from 'lucide-react';
import { apiPath } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/hooks/use-auth';
import { useRole } from '@web/hooks/use-role';
import { useCompletionAssignments } from '@web/hooks/use-team';
import { AssignDialog } from './assign-dialog';

interface Props {
  completionId: string;
  selectedIds: string[];
  /** How many answers are approved: when it changes, who owes what (and my header count) is asked again. */
  reviewed: number;
  onAssigned: () => void;
}

export function TeamBar({ completionId, selectedIds, reviewed, onAssigned }: Props) {
  const owed = useCompletionAssignments(completionId);
  const client = useQueryClient();
  const { refetch } = owed;
  useEffect(() => {
    void refetch();
    void client.invalidateQueries({ queryKey: [apiPath('notifications')] });
  }, [reviewed, refetch, client]);
  const { user } = useAuth();
  const editor = useRole().can('editor');
  const [assigning, setAssigning] = useState(false);
  const mineOpen = (owed.data?.assignments ?? []).filter((a) => a.assigneeId === user?.id && !a.done).length;
  const owing = owed.data?.owing ?? [];
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span
        className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700"
        data-testid="assigned-to-me-count"
      >
        Assigned to me: {mineOpen} open
      </span>
      <span className="text-slate-600" data-testid="owed-answers">
        {owing.length
          ? `Still owed: ${owing.map((o) => `${o.assigneeName} ${o.open}${o.overdue ? ` (${o.overdue} late)` : ''}`).join(', ')}`
          : 'No one owes answers on this DDQ.'}
      </span>
      <div className="ml-auto flex flex-wrap gap-2">
        {editor && (
          <Button size="sm" variant="outline" disabled={!selectedIds.length} onClick={() => setAssigning(true)}>
            <UserPlus aria-hidden /> Assign selected ({selectedIds.length})
          </Button>
        )}
        <Button size="sm" variant="outline" asChild>
          <a href={apiPath('completionAuditCsv', { id: completionId })} download>
            <FileSpreadsheet aria-hidden /> Download audit (CSV)
          </a>
        </Button>
      </div>
      {assigning && (
        <AssignDialog
          completionId={completionId}
          itemIds={selectedIds}
          open={assigning}
          onOpenChange={setAssigning}
          onAssigned={onAssigned}
        />
      )}
    </div>
  );
}
