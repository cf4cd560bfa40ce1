/**
 * The screens poll the same few reads every 1-5 s from every open tab. Identical reads of one firm within their
 * time to live share one database query and one JSON serialisation (single flight + a short cache of the JSON
 * text). Once that time is up, the next read starts a refresh; if the database has not answered within
 * REFRESH_WAIT_MS (it is busy: on the embedded database a worker's transaction holds it), reads are answered with
 * the previous text, at most STALE_MS older than its time to live, until the refresh lands. Any change made through
 * this process clears the firm's entries at once (the next read waits for fresh data); a change made by another
 * process (the worker) shows within the time to live plus one refresh.
 */
export const POLL_CACHE_MS = 500;
/** How long a read waits for a refresh before it takes the previous text. */
const REFRESH_WAIT_MS = 25;
/** How much older than its time to live a value may be served while it is being refreshed. */
const STALE_MS = 2000;

interface Entry {
  /** Fresh until then. */
  until: number;
  /** The latest load (fresh, or in flight). */
  json: Promise<string>;
  /** The last value that loaded, and when. */
  last?: { json: string; at: number };
  refreshing: boolean;
}

const entries = new Map<string, Entry>();

function load(key: string, entry: Entry | undefined, read: () => Promise<unknown>, ttlMs: number): Promise<string> {
  const json = read().then((value) => JSON.stringify(value));
  // Not fresh until it has loaded: meanwhile reads get the last value (or, without one, wait for this load).
  const next: Entry = { until: 0, json, last: entry?.last, refreshing: true };
  entries.set(key, next);
  json.then(
    (text) => {
      if (entries.get(key) !== next) return; // invalidated meanwhile
      next.last = { json: text, at: Date.now() };
      next.until = Date.now() + ttlMs;
      next.refreshing = false;
    },
    () => {
      if (entries.get(key) === next) entries.delete(key);
    },
  );
  if (entries.size > 50_000) entries.clear();
  return json;
}

/** The JSON text of `read()` for this firm, shared by every identical read within `ttlMs`. */
export function cachedPoll(
  firmId: string,
  name: string,
  read: () => Promise<unknown>,
  ttlMs = POLL_CACHE_MS,
): Promise<string> {
  const key = `${firmId}:${name}`;
  const entry = entries.get(key);
  const now = Date.now();
  if (entry && (entry.until > now || (entry.refreshing && !entry.last))) return entry.json;
  const json = entry?.refreshing ? entry.json : load(key, entry, read, ttlMs);
  const previous = entry?.last && now - entry.last.at <= ttlMs + STALE_MS ? entry.last.json : undefined;
  return previous === undefined ? json : unlessSlow(json, previous);
}

/** The refresh if it lands within REFRESH_WAIT_MS (or fails), else the previous text. */
function unlessSlow(json: Promise<string>, previous: string): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const fallback = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(previous), REFRESH_WAIT_MS);
    timer.unref();
  });
  return Promise.race([json, fallback]).finally(() => clearTimeout(timer));
}

/** Forget everything cached for a firm (after it changed something). */
export function invalidateFirm(firmId: string): void {
  for (const key of entries.keys()) if (key.startsWith(`${firmId}:`)) entries.delete(key);
}
