/**
 * Where the reviewer is (filter and selected answer), kept in the address (?filter=…&item=…) so a reload or a shared
 * link opens the same place, and in localStorage per completion so coming back to the review from elsewhere does too.
 */

export interface WorkspacePlace {
  filter: string | null;
  item: string | null;
}

const storageKey = (completionId: string) => `ddq-review:${completionId}`;

/** The place in the address, else the one stored for this completion. */
export function readPlace(completionId: string, search: string = window.location.search): WorkspacePlace {
  const params = new URLSearchParams(search);
  if (params.has('filter') || params.has('item')) return { filter: params.get('filter'), item: params.get('item') };
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(storageKey(completionId)) ?? 'null',
    ) as Partial<WorkspacePlace> | null;
    return {
      filter: typeof stored?.filter === 'string' ? stored.filter : null,
      item: typeof stored?.item === 'string' ? stored.item : null,
    };
  } catch {
    return { filter: null, item: null };
  }
}

/** The address's search part for a place (the filter left out when it is the default). */
export function placeSearch(place: WorkspacePlace, defaultFilter = 'all'): string {
  const params = new URLSearchParams();
  if (place.filter && place.filter !== defaultFilter) params.set('filter', place.filter);
  if (place.item) params.set('item', place.item);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Keeps the place in the address (replacing the history entry: moving through answers is not navigation) and in storage. */
export function writePlace(completionId: string, place: WorkspacePlace): void {
  const search = placeSearch(place);
  if (search !== window.location.search)
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  try {
    window.localStorage.setItem(storageKey(completionId), JSON.stringify(place));
  } catch {
    // Storage full or disabled: the address still has it.
  }
}
