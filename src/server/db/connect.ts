/**
 * Opens the database. With DATABASE_URL: a real PostgreSQL. Without: embedded PGlite with a persistent
 * data folder, served in-process over the PostgreSQL wire protocol (db/pglite-wire-server.ts), so the app, Drizzle and pg-boss run
 * exactly the same code on both (docs/decisions/002-embedded-postgres.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Connection string pg-boss and other processes use. */
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

// `count(*)` and bigint come back as strings by default: numbers are what we want for sizes and counts.
pg.types.setTypeParser(20, (v) => Number(v));

const MIGRATIONS_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../drizzle');

export async function openDatabase(opts: { url?: string; embeddedDir: string; poolSize: number }): Promise<Database> {
  let url = opts.url;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbedded(opts.embeddedDir);
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: stopEmbedded ? Math.min(opts.poolSize, 6) : opts.poolSize,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection (database restart) must not crash the process: idle clients report on the
  // pool, checked-out ones on themselves; the query in flight fails and the error handler answers 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    url,
    embedded: Boolean(stopEmbedded),
    async close() {
      await pool.end().catch(() => undefined);
      await stopEmbedded?.();
    },
  };
}

/** Applies pending migrations; processes starting at the same moment take turns (PostgreSQL advisory lock). */
export async function runMigrations(db: Db, pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(724300117)');
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(724300117)').catch(() => undefined);
    client.release();
  }
}

/**
 * The embedded database's memory settings: PostgreSQL's defaults (128 MB of shared buffers) are sized for a server
 * of its own; a firm's knowledge base and DDQs fit in far less, and every megabyte here is resident in the product's
 * process (see docs/decisions/063-embedded-database-memory.md).
 */
const EMBEDDED_SETTINGS = ['shared_buffers=32MB', 'maintenance_work_mem=32MB'];

async function startEmbedded(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { startPgliteWireServer } = await import('./pglite-wire-server');
  fs.mkdirSync(dir, { recursive: true });
  const lock = acquireDirLock(dir);
  const isNewCluster = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const options = { dataDir: dir, postgresqlconf: EMBEDDED_SETTINGS };
  let pglite = await PGlite.create(options);
  if (isNewCluster) {
    // Creating the cluster runs initdb in a WebAssembly memory of its own that the instance keeps: reopening
    // lets it go (about 400 MB less resident memory for as long as the product runs).
    await pglite.close();
    pglite = await PGlite.create(options);
  }
  const server = await startPgliteWireServer(pglite);
  return {
    url: server.url,
    async stop() {
      await server.stop().catch(() => undefined);
      await pglite.close().catch(() => undefined);
      lock.release();
    },
  };
}

/** One process per embedded data folder: two would corrupt it. */
function acquireDirLock(dir: string) {
  const file = path.join(dir, '..', 'pglite.lock');
  try {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${pid}. Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.`,
      );
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(file, String(process.pid));
  return {
    release() {
      try {
        if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
      } catch {
        /* already gone */
      }
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
