/**
 * The review workspace's state: the shown answers (filter, kept order), the selected one, the selection for bulk
 * approval, unsaved edits and regenerations, kept in the address; and the keyboard, turning key presses into the
 * same actions as the buttons. A keyboard command returns true when it did something (the walk counts keys).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BULK_APPROVE_MIN_CONFIDENCE, draftsFirst, type TReview, type TReviewItem } from '@contract/index';
import {
  filterCounts,
  findFilter,
  reviewProgress,
  WORKSPACE_FILTERS,
  type FilterContext,
  type WorkspaceFilter,
} from './workspace-filters';
import { isTypingTarget, keepSelection, keyCommand, moveSelection, type KeyCommand } from './workspace-keys';
import { readPlace, writePlace } from './workspace-location';
import { useReviewActions, type RegenerateResult } from './use-review-actions';
import { useBulkApprove } from './use-bulk-approve';
import { canApprove, otherCandidates } from './detail-sections';

/** Drafts first, then document order, fixed when the answers load: approving a draft does not move it in the list. */
function useStableOrder(items: readonly TReviewItem[]): TReviewItem[] {
  const rank = useRef<Map<string, number> | null>(null);
  return useMemo(() => {
    if (!rank.current || items.some((i) => !rank.current!.has(i.id)))
      rank.current = new Map(draftsFirst(items).map((i, n) => [i.id, n]));
    const r = rank.current;
    return [...items].sort((a, b) => r.get(a.id)! - r.get(b.id)!);
  }, [items]);
}

/** Answered items at ≥ 90 % not approved yet: what "approve every confident answer" approves. */
export const confidentUnapproved = (items: readonly TReviewItem[]) =>
  items.filter(
    (i) =>
      i.outcome === 'answered' &&
      (i.confidence ?? 0) >= BULK_APPROVE_MIN_CONFIDENCE &&
      canApprove(i) &&
      !i.edited &&
      !i.prefilled,
  );

export function useReviewWorkspace(
  completionId: string,
  review: TReview | undefined,
  context: FilterContext,
  filters: readonly WorkspaceFilter[] = WORKSPACE_FILTERS,
) {
  const [initial] = useState(() => readPlace(completionId));
  const [filterId, setFilterId] = useState(() => findFilter(initial.filter, filters).id);
  const [selectedId, setSelectedId] = useState<string | null>(initial.item);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [regenerated, setRegenerated] = useState<Record<string, RegenerateResult>>({});
  const lastIndex = useRef(0);

  const all = useStableOrder(review?.items ?? []);
  const filter = findFilter(filterId, filters);
  const items = useMemo(() => all.filter((i) => filter.matches(i, context)), [all, filter, context]);
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const counts = useMemo(() => filterCounts(all, context, filters), [all, context, filters]);
  const progress = useMemo(() => reviewProgress(all), [all]);
  const confident = useMemo(() => confidentUnapproved(all), [all]);

  // The selection stays put while it is shown; when it leaves the filter (approved under "Not approved yet"), the
  // answer now at its place is selected.
  const selected = review
    ? ids.includes(selectedId ?? '')
      ? selectedId
      : (ids[Math.min(lastIndex.current, ids.length - 1)] ?? null)
    : selectedId;
  const selectedIndex = selected ? ids.indexOf(selected) : -1;
  if (selectedIndex >= 0) lastIndex.current = selectedIndex;
  const item = items[selectedIndex] ?? null;

  useEffect(() => {
    if (review) writePlace(completionId, { filter: filterId, item: selected });
  }, [completionId, review, filterId, selected]);

  const actions = useReviewActions(completionId, {
    regenerated: (r) => setRegenerated((m) => ({ ...m, [r.item.id]: r })),
  });
  const bulk = useBulkApprove(completionId);

  const setDraft = useCallback(
    (itemId: string, draft: string | null) =>
      setDrafts(({ [itemId]: _previous, ...others }) => (draft === null ? others : { ...others, [itemId]: draft })),
    [],
  );
  const select = useCallback((id: string) => setSelectedId(id), []);
  const toggleChecked = useCallback(
    (id: string) =>
      setChecked((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const changeFilter = useCallback(
    (id: string) => {
      setFilterId(id);
      const shown = all.filter((i) => findFilter(id, filters).matches(i, context)).map((i) => i.id);
      setSelectedId(keepSelection(shown, selected));
    },
    [all, filters, context, selected],
  );
  const step = (by: number) => setSelectedId(moveSelection(ids, selected, by));
  const approveAndNext = () => {
    if (item && canApprove(item)) actions.approve.mutate(item.id);
    step(1);
  };

  /** Carries out one keyboard command on the selected answer; false when there was nothing to do. */
  const run = (command: KeyCommand): boolean => {
    switch (command.type) {
      case 'next':
      case 'previous':
        step(command.type === 'next' ? 1 : -1);
        return true;
      case 'bulkApprove':
        if (!confident.length || bulk.busy) return false;
        bulk.approve.mutate({ minConfidence: BULK_APPROVE_MIN_CONFIDENCE });
        return true;
      case 'undo':
        bulk.undoLast();
        return Boolean(bulk.last);
    }
    if (!item) return false;
    switch (command.type) {
      case 'approve':
        if (!canApprove(item)) return false;
        actions.approve.mutate(item.id);
        return true;
      case 'approveAndNext':
        approveAndNext();
        return true;
      case 'edit':
        setDraft(item.id, drafts[item.id] ?? item.answer ?? '');
        return true;
      case 'regenerate':
        if (actions.busy) return false;
        actions.regenerate.mutate(item);
        return true;
      case 'pick': {
        const candidate = otherCandidates(item)[command.candidate - 1];
        if (!candidate || actions.busy) return false;
        actions.pick.mutate({ itemId: item.id, pairId: candidate.pairId });
        return true;
      }
      case 'toggleSelect':
        toggleChecked(item.id);
        return true;
    }
  };
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = keyCommand(e, isTypingTarget(e.target));
      if (command && runRef.current(command)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return {
    filters,
    filterId,
    changeFilter,
    counts,
    progress,
    items,
    all,
    selected,
    selectedIndex,
    item,
    select,
    checked,
    toggleChecked,
    clearChecked: () => setChecked(new Set()),
    drafts,
    setDraft,
    regenerated,
    actions,
    bulk,
    confident,
    approveAndNext,
  };
}

export type ReviewWorkspace = ReturnType<typeof useReviewWorkspace>;
