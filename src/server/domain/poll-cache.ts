/**
 * The screens poll the same few reads every 1-5 s from every open tab. Identical reads of one firm within their
 * time to live share one database query and one JSON serialisation (single flight + a short cache of the JSON
 * text). Any change made through this process clears the firm's entries at once; a change made by another process
 * (the worker) shows within the time to live, inside the screens' own polling interval.
 */
export const POLL_CACHE_MS = 500;

const entries = new Map<string, { until: number; json: Promise<string> }>();

/** The JSON text of `load()` for this firm, shared by every identical read within `ttlMs`. */
export function cachedPoll(firmId: string, name: string, load: () => Promise<unknown>, ttlMs = POLL_CACHE_MS): Promise<string> {
  const key = `${firmId}:${name}`;
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.until > now) return hit.json;
  const json = load().then((value) => JSON.stringify(value));
  entries.set(key, { until: now + ttlMs, json });
  json.catch(() => entries.delete(key));
  if (entries.size > 50_000) entries.clear();
  return json;
}

/** Forget everything cached for a firm (after it changed something). */
export function invalidateFirm(firmId: string): void {
  for (const key of entries.keys()) if (key.startsWith(`${firmId}:`)) entries.delete(key);
}
