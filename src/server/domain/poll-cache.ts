/**
 * The screens poll the same few lists every 1-5 s from every open tab. Identical reads of one firm within
 * POLL_CACHE_MS share one database query (single flight + a short cache). Any change made through this
 * process clears the firm's entries at once; a change made by another process shows within POLL_CACHE_MS,
 * well inside the screens' own polling interval.
 */
export const POLL_CACHE_MS = 500;

const entries = new Map<string, { until: number; value: Promise<unknown> }>();

export function cachedPoll<T>(firmId: string, name: string, load: () => Promise<T>): Promise<T> {
  const key = `${firmId}:${name}`;
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { until: now + POLL_CACHE_MS, value });
  value.catch(() => entries.delete(key));
  if (entries.size > 50_000) entries.clear();
  return value;
}

/** Forget everything cached for a firm (after it changed something). */
export function invalidateFirm(firmId: string): void {
  for (const key of entries.keys()) if (key.startsWith(`${firmId}:`)) entries.delete(key);
}
