import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startPgliteWireServer, type PgliteWireServer } from './pglite-wire-server';

let db: PGlite;
let server: PgliteWireServer;
beforeAll(async () => {
  db = await PGlite.create();
  server = await startPgliteWireServer(db);
});
afterAll(async () => {
  await server.stop();
  await db.close();
});

describe('PGlite wire server', () => {
  it('keeps concurrent parameterised queries of many connections apart', async () => {
    const pool = new pg.Pool({ connectionString: server.url, max: 8 });
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        i % 2
          ? pool.query<{ v: number }>('select $1::int * 2 as v', [i])
          : pool.query<{ v: number }>('select $1::int + $2::int + $3::int as v', [i, 1, 1]),
      ),
    );
    results.forEach((r, i) => expect(r.rows[0]!.v).toBe(i % 2 ? i * 2 : i + 2));
    await pool.end();
  });

  it('runs nobody else while a connection is inside a transaction', async () => {
    const a = new pg.Client({ connectionString: server.url });
    const b = new pg.Client({ connectionString: server.url });
    await Promise.all([a.connect(), b.connect()]);
    await a.query('create table if not exists t (n int)');
    await a.query('begin');
    await a.query('insert into t values (1)');
    let bDone = false;
    const bQuery = b.query<{ c: string }>('select count(*) as c from t').then((r) => {
      bDone = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(bDone).toBe(false); // waits for a's transaction
    await a.query('rollback');
    expect((await bQuery).rows[0]!.c).toBe('0');
    await Promise.all([a.end(), b.end()]);
  });

  it('rolls back the transaction of a client that vanished', async () => {
    const a = new pg.Client({ connectionString: server.url });
    await a.connect();
    await a.query('create table if not exists v (n int)');
    await a.query('begin');
    await a.query('insert into v values (1)');
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    a.on('error', () => undefined);
    const b = new pg.Client({ connectionString: server.url });
    await b.connect();
    expect((await b.query<{ c: string }>('select count(*) as c from v')).rows[0]!.c).toBe('0');
    await b.end();
  });
});
