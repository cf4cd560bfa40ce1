/**
 * Assigning answers to a colleague: one or many questions of a completion, to an editor or admin of the
 * firm, with an optional due date. The colleague is notified in the app.
 */
import { useId, useState } from 'react';
import { roleAllows } from '@contract/index';
import { Dialog } from '@web/components/ui/dialog';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { useAssign, useTeam } from '@web/hooks/use-team';
import { toast } from '@web/hooks/use-toast';
import { apiErrorMessage } from './use-review-actions';

interface Props {
  completionId: string;
  itemIds: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAssigned?: () => void;
}

export function AssignDialog({ completionId, itemIds, open, onOpenChange, onAssigned }: Props) {
  const team = useTeam();
  const assign = useAssign(completionId);
  const [assigneeId, setAssigneeId] = useState('');
  const [dueDate, setDueDate] = useState('');
  const personId = useId();
  const dueId = useId();
  const people = (team.data ?? []).filter((m) => roleAllows(m.role, 'editor'));
  const count = itemIds.length === 1 ? 'this question' : `${itemIds.length} questions`;
  const submit = () =>
    assign.mutate(
      { itemIds, assigneeId, dueDate: dueDate || null },
      {
        onSuccess: () => {
          const who = people.find((p) => p.id === assigneeId)?.name ?? 'your colleague';
          toast({
            title: `Assigned ${count} to ${who}`,
            description: 'They will see it under "Assigned to me".',
            variant: 'success',
          });
          onOpenChange(false);
          onAssigned?.();
        },
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Assign ${count}`}
      description="Pick a colleague who can edit answers, and a due date if there is one."
      testId="assign-dialog"
    >
      <div className="flex flex-col gap-3">
        <Label htmlFor={personId}>Colleague</Label>
        <select
          id={personId}
          className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
          value={assigneeId}
          onChange={(e) => setAssigneeId(e.target.value)}
        >
          <option value="">Choose a colleague…</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.email})
            </option>
          ))}
        </select>
        <Label htmlFor={dueId}>Due date (optional)</Label>
        <input
          id={dueId}
          type="date"
          className="rounded-md border border-slate-300 px-2 py-2 text-sm"
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
        />
        {assign.error && (
          <p role="alert" className="text-sm text-red-700">
            {apiErrorMessage(assign.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!assigneeId || assign.isPending}>
            Assign
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
