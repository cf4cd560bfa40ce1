/** The review workspace's "Assigned to me" filter: the answers of this DDQ assigned to the signed-in person. */
import type { TOwedAnswers } from '@contract/index';
import type { WorkspaceFilter } from './workspace-filters';

export const ASSIGNED_TO_ME_FILTER: WorkspaceFilter = {
  id: 'assigned',
  label: 'Assigned to me',
  matches: (item, context) => context.assignedToMe?.has(item.id) ?? false,
};

/** Ids of the answers assigned to `userId`, open or done. */
export function assignedTo(owed: TOwedAnswers | undefined, userId: string | undefined): ReadonlySet<string> {
  return new Set((owed?.assignments ?? []).filter((a) => a.assigneeId === userId).map((a) => a.itemId));
}
