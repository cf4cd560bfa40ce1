/** Helpers of the crash tests: what a server process logged, and how many times the database says a job started. */
import pg from 'pg';
import type { AppProcess } from './app-process';

/** The embedded database's loopback address, from the process's start-up log line (the latest start). */
export function embeddedDatabaseUrl(p: AppProcess): string {
  const host = [...p.output().matchAll(/embedded PGlite \((127\.0\.0\.1:\d+)\)/g)].at(-1)?.[1];
  if (!host) throw new Error(`${p.name} did not log its embedded database:\n${p.output().slice(-2000)}`);
  return `postgresql://postgres:postgres@${host}/postgres?sslmode=disable`;
}

/** The process id of the worker process the ROLE=all server started last. */
export function workerPid(p: AppProcess): number {
  const pid = [...p.output().matchAll(/"workerPid":(\d+)/g)].at(-1)?.[1];
  if (!pid) throw new Error(`${p.name} did not log a worker process:\n${p.output().slice(-2000)}`);
  return Number(pid);
}

/** Polls `check` every 20 ms until it returns a value (not undefined); throws after `timeoutMs`. */
export async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** The processing attempts and status of a training document or a completion, read from the database. */
export async function processingRow(databaseUrl: string, table: 'source_documents' | 'ddq_completions', id: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ attempts: number; status: string }>(
      `select attempts, status from ${table} where id = $1`,
      [id],
    );
    return rows[0];
  } finally {
    await db.end();
  }
}

/** Milliseconds from `since` until the row was claimed by a second run (attempts 2), read every 20 ms. */
export async function msUntilResumed(
  databaseUrl: () => string,
  table: 'source_documents' | 'ddq_completions',
  id: string,
  since: number,
): Promise<number> {
  await until(
    `${table} ${id} to be resumed`,
    60_000,
    async () => ((await processingRow(databaseUrl(), table, id))?.attempts ?? 0) >= 2 || undefined,
  );
  return Date.now() - since;
}
