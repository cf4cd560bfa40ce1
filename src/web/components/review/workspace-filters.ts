/**
 * The review workspace's filters, one entry each: its id (kept in the address), its label and which answers it
 * shows. A new filter (e.g. "Assigned to me") is one more entry; `FilterContext` carries what such a filter needs.
 */
import { matchesReviewFilter, type TReviewItem } from '@contract/index';
import { sentenceCaseOutcome } from '@web/components/outcome-badge';

/** What a filter may look at besides the answer itself (the signed-in reviewer, for one). */
export interface FilterContext {
  me?: { id: string; name?: string };
  /** Ids of the answers assigned to the signed-in reviewer. */
  assignedToMe?: ReadonlySet<string>;
}

export interface WorkspaceFilter {
  id: string;
  label: string;
  matches: (item: TReviewItem, context: FilterContext) => boolean;
}

export const WORKSPACE_FILTERS: WorkspaceFilter[] = [
  { id: 'all', label: 'All', matches: () => true },
  { id: 'answered', label: sentenceCaseOutcome('answered'), matches: (i) => i.outcome === 'answered' },
  { id: 'draft', label: sentenceCaseOutcome('draft'), matches: (i) => i.outcome === 'draft' },
  { id: 'none', label: sentenceCaseOutcome('none'), matches: (i) => i.outcome === 'none' },
  { id: 'low', label: 'Low confidence', matches: (i) => matchesReviewFilter(i, 'low') },
  { id: 'edited', label: 'Edited', matches: (i) => i.edited },
  { id: 'approved', label: 'Approved', matches: (i) => i.approved },
  { id: 'to-review', label: 'Not approved yet', matches: (i) => !i.approved },
];

export function findFilter(
  id: string | null | undefined,
  filters: readonly WorkspaceFilter[] = WORKSPACE_FILTERS,
): WorkspaceFilter {
  return filters.find((f) => f.id === id) ?? filters[0]!;
}

/** How many answers each filter shows, by filter id. */
export function filterCounts(
  items: readonly TReviewItem[],
  context: FilterContext,
  filters: readonly WorkspaceFilter[] = WORKSPACE_FILTERS,
): Record<string, number> {
  return Object.fromEntries(filters.map((f) => [f.id, items.reduce((n, i) => n + Number(f.matches(i, context)), 0)]));
}

/** "N of M reviewed": an answer is reviewed once approved. */
export function reviewProgress(items: readonly TReviewItem[]): { reviewed: number; total: number } {
  return { reviewed: items.reduce((n, i) => n + Number(i.approved), 0), total: items.length };
}
