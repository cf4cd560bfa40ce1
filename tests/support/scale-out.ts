/** Helpers of the scale-out tests: a scratch database, signed-in clients on several web processes, exactly-once checks. */
import crypto from 'node:crypto';
import pg from 'pg';
import type { TDdqCompletion } from '@contract/index';
import { HttpClient } from './http-client';
import { signIn, type SignedInUser } from './test-server';

/**
 * Settings shared by the processes of one deployment in these tests: one database, one file folder, one public
 * address (as behind a load balancer), lexical answering (light and fast), one job at a time per worker, and a
 * short job lease so a job whose worker died is taken over within seconds. The queue's expiry is ten minutes:
 * a test that finishes in time shows the lease, not the expiry, recovered the job.
 */
export function deploymentEnv(opts: {
  databaseUrl: string;
  dataDir: string;
  publicPort: number;
  leaseSeconds: number;
}): Record<string, string> {
  return {
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: opts.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${opts.publicPort}`,
    EMBEDDINGS: 'off',
    WORKER_CONCURRENCY: '1',
    JOB_LEASE_SECONDS: String(opts.leaseSeconds),
    JOB_TIMEOUT_SECONDS: '600',
  };
}

/** A fresh database on the server of `adminUrl`, dropped by `drop`, so no other process takes its jobs. */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ddq_scale_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await c.end();
    },
  };
}

/**
 * Signs in on the first web process (the local provider keeps its grants in that process's memory) and returns a
 * client per web process sharing the session cookie: sessions live in PostgreSQL, so every process accepts it.
 */
export async function signInOnAll(
  urls: string[],
  firm: string,
): Promise<{ user: SignedInUser; clients: HttpClient[] }> {
  const user = await signIn(urls[0]!, { firm });
  const clients = urls.map((url, i) => {
    if (i === 0) return user.client;
    const c = new HttpClient(url);
    c.cookies.set('ddq_session', user.client.cookies.get('ddq_session')!);
    return c;
  });
  return { user, clients };
}

export interface ExactlyOnce {
  completionId: string;
  status: string;
  attempts: number;
  items: number;
  distinctItems: number;
  usedRefs: number;
}

/** What the database says about how often each completion ran, and about the firm's usage counts. */
export async function exactlyOnceFacts(databaseUrl: string, completionIds: string[], firmId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<ExactlyOnce>(
      `select c.id as "completionId", c.status, c.attempts,
              (select count(*)::int from completion_items i where i.completion_id = c.id) as items,
              (select count(distinct item_index)::int from completion_items i where i.completion_id = c.id) as "distinctItems",
              (select coalesce(sum(jsonb_array_length(i.source_pair_ids)), 0)::int from completion_items i where i.completion_id = c.id) as "usedRefs"
         from ddq_completions c where c.id = any($1::uuid[])`,
      [completionIds],
    );
    const usage = await db.query<{ total: number }>(
      'select coalesce(sum(usage_count), 0)::int as total from qa_pairs where firm_id = $1',
      [firmId],
    );
    const docs = await db.query<{ attempts: number; pairs: number }>(
      'select d.attempts, (select count(*)::int from qa_pairs p where p.source_document_id = d.id) as pairs from source_documents d where d.firm_id = $1',
      [firmId],
    );
    return { completions: rows, usageTotal: usage.rows[0]!.total, documents: docs.rows };
  } finally {
    await db.end();
  }
}

/** Polls a completion through any of the clients until it is final. */
export async function waitForCompletion(
  clients: HttpClient[],
  id: string,
  timeoutMs: number,
  onPoll?: (all: TDdqCompletion[]) => void,
): Promise<TDdqCompletion> {
  const deadline = Date.now() + timeoutMs;
  for (let i = 0; Date.now() < deadline; i++) {
    const res = await clients[i % clients.length]!.json<TDdqCompletion[]>('/api/ddq-completions');
    if (res.status === 200) {
      onPoll?.(res.body);
      const row = res.body.find((c) => c.id === id);
      if (row && (row.status === 'completed' || row.status === 'error')) return row;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`completion ${id} did not finish within ${timeoutMs} ms`);
}
