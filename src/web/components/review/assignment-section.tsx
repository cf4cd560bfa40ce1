/**
 * The selected answer's assignment and history, a section of the review workspace's detail panel: whom it
 * is assigned to and by when, a button to assign it (editors), and the audit trail of the answer, folded.
 */
import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useRole } from '@web/hooks/use-role';
import { useCompletionAssignments } from '@web/hooks/use-team';
import { AuditHistory } from '@web/components/audit-history';
import { AssignDialog } from './assign-dialog';
import type { DetailSectionProps } from './detail-sections';

export function AssignmentSection({ completionId, item }: DetailSectionProps) {
  const owed = useCompletionAssignments(completionId);
  const editor = useRole().can('editor');
  const [assigning, setAssigning] = useState(false);
  const assignment = (owed.data?.assignments ?? []).find((a) => a.itemId === item.id);
  return (
    <section className="flex flex-col gap-2" aria-label="Assignment">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {assignment ? (
          <span data-testid="assignment">
            Assigned to <strong>{assignment.assigneeName}</strong>
            {assignment.dueDate && <> · due {assignment.dueDate}</>}
            {assignment.done ? (
              <Badge tone="green" className="ml-2">
                Done
              </Badge>
            ) : (
              assignment.overdue && (
                <Badge tone="red" className="ml-2">
                  Late
                </Badge>
              )
            )}
          </span>
        ) : (
          <span className="text-slate-500">Not assigned to anyone.</span>
        )}
        {editor && (
          <Button size="sm" variant="outline" onClick={() => setAssigning(true)}>
            <UserPlus aria-hidden /> {assignment ? 'Reassign' : 'Assign'}
          </Button>
        )}
      </div>
      <AuditHistory
        call="answerAudit"
        params={{ id: completionId, itemId: item.id }}
        label="History of this answer"
        empty="No changes yet: this is my answer as I wrote it."
        testId="answer-history"
      />
      {assigning && (
        <AssignDialog completionId={completionId} itemIds={[item.id]} open={assigning} onOpenChange={setAssigning} />
      )}
    </section>
  );
}
