/**
 * The selected answer's assignment and history, a section of the review workspace's detail panel: whom it
 * is assigned to and by when, a button to assign it (editors), and the audit trail of the answer, folded.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History, UserPlus } from 'lucide-react';
import { apiPath, type TAuditEvent } from '@contract/index';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useRole } from '@web/hooks/use-role';
import { useCompletionAssignments } from '@web/hooks/use-team';
import { formatDateTime } from '@web/lib/format';
import { AssignDialog } from './assign-dialog';
import type { DetailSectionProps } from './detail-sections';

/** "approved", "edited: Yes → No": one line of an answer's history. */
export function auditLine(e: Pick<TAuditEvent, 'action' | 'before' | 'after'>): string {
  const before = (e.before ?? {}) as { answer?: string | null };
  const after = (e.after ?? {}) as { answer?: string | null; assigneeName?: string; body?: string };
  if (after.assigneeName) return `${e.action} to ${after.assigneeName}`;
  if (after.body) return `${e.action}: ${after.body}`;
  if (before.answer !== undefined && after.answer !== undefined && before.answer !== after.answer) return `${e.action}: ${before.answer ?? '(none)'} → ${after.answer ?? '(none)'}`;
  return e.action;
}

function AnswerHistory({ completionId, itemId }: { completionId: string; itemId: string }) {
  const [open, setOpen] = useState(false);
  const history = useQuery<TAuditEvent[]>({ queryKey: [apiPath('answerAudit', { id: completionId, itemId })], enabled: open });
  return (
    <details className="text-sm" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="flex cursor-pointer items-center gap-1 text-slate-600">
        <History className="h-4 w-4" aria-hidden /> History of this answer
      </summary>
      <ul className="mt-2 flex flex-col gap-1" data-testid="answer-history">
        {(history.data ?? []).map((e) => (
          <li key={e.id} className="break-words text-slate-700">
            <span className="text-xs text-slate-500">{formatDateTime(e.at)}</span> {e.actorName ?? 'Someone'} {auditLine(e)}
          </li>
        ))}
        {history.data?.length === 0 && <li className="text-slate-500">No changes yet: this is my answer as I wrote it.</li>}
      </ul>
    </details>
  );
}

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
      <AnswerHistory completionId={completionId} itemId={item.id} />
      {assigning && <AssignDialog completionId={completionId} itemIds={[item.id]} open={assigning} onOpenChange={setAssigning} />}
    </section>
  );
}
