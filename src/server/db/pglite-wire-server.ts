/**
 * Serves an in-process PGlite over the PostgreSQL wire protocol on a loopback port, so `pg`, Drizzle and
 * pg-boss use it exactly like a real server.
 *
 * Why not `@electric-sql/pglite-socket`: it interleaves the messages of concurrent connections one by one,
 * so one connection's Parse can replace another's unnamed statement between its Parse and its Bind ("bind
 * message supplies 1 parameters, but prepared statement requires 2") under concurrent load. PGlite is one
 * backend session, so here each connection's messages are run as whole batches up to Sync (or a simple
 * Query), one batch at a time, and while a connection is inside a transaction nobody else runs.
 */
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
/** Messages that end a batch: Sync, Query, Flush, FunctionCall, CopyData/Done/Fail. */
const FLUSH_TYPES = new Set(['S', 'Q', 'H', 'F', 'd', 'c', 'f'].map((c) => c.charCodeAt(0)));
const TERMINATE = 'X'.charCodeAt(0);

interface Connection {
  id: number;
  socket: net.Socket;
  buffer: Buffer;
  started: boolean;
  pending: Buffer[];
  chain: Promise<void>;
  closed: boolean;
}

export interface PgliteWireServer {
  url: string;
  stop(): Promise<void>;
}

export async function startPgliteWireServer(
  db: PGlite,
  opts: { host?: string; maxConnections?: number } = {},
): Promise<PgliteWireServer> {
  const host = opts.host ?? '127.0.0.1';
  let nextId = 1;
  let owner: Connection | null = null; // the connection whose transaction is open
  let busy = false;
  const waiters: { conn: Connection; go: () => void }[] = [];
  const connections = new Set<Connection>();

  const acquire = (conn: Connection) =>
    new Promise<void>((resolve) => {
      waiters.push({ conn, go: resolve });
      dispatch();
    });
  function dispatch() {
    if (busy) return;
    const i = waiters.findIndex((w) => owner === null || owner === w.conn || owner.closed);
    if (i < 0) return;
    const [w] = waiters.splice(i, 1);
    busy = true;
    w!.go();
  }
  const release = () => {
    busy = false;
    dispatch();
  };

  async function run(conn: Connection, batch: Buffer) {
    await acquire(conn);
    try {
      if (conn.closed) return;
      await db.execProtocolRawStream(new Uint8Array(batch), {
        onRawData: (data) => {
          if (!conn.closed && conn.socket.writable) conn.socket.write(Buffer.from(data));
        },
      });
    } catch {
      conn.socket.destroy();
    } finally {
      owner = db.isInTransaction() ? conn : null;
      if (owner === conn && conn.closed) {
        await db.exec('ROLLBACK').catch(() => undefined);
        owner = null;
      }
      release();
    }
  }

  function enqueue(conn: Connection, batch: Buffer) {
    conn.chain = conn.chain.then(() => run(conn, batch));
  }

  function onData(conn: Connection, chunk: Buffer) {
    conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, chunk]) : chunk;
    for (;;) {
      if (!conn.started) {
        if (conn.buffer.length < 8) return;
        const len = conn.buffer.readInt32BE(0);
        const code = conn.buffer.readInt32BE(4);
        if (len === 8 && code === SSL_REQUEST) {
          conn.buffer = conn.buffer.subarray(8);
          conn.socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST) {
          conn.socket.end();
          return;
        }
        if (conn.buffer.length < len) return;
        const startup = conn.buffer.subarray(0, len);
        conn.buffer = conn.buffer.subarray(len);
        conn.started = true;
        enqueue(conn, Buffer.from(startup));
        continue;
      }
      if (conn.buffer.length < 5) return;
      const type = conn.buffer[0]!;
      const len = 1 + conn.buffer.readInt32BE(1);
      if (conn.buffer.length < len) return;
      const message = Buffer.from(conn.buffer.subarray(0, len));
      conn.buffer = conn.buffer.subarray(len);
      if (type === TERMINATE) {
        conn.socket.end();
        return;
      }
      conn.pending.push(message);
      if (FLUSH_TYPES.has(type)) {
        const batch = Buffer.concat(conn.pending);
        conn.pending = [];
        enqueue(conn, batch);
      }
    }
  }

  const server = net.createServer((socket) => {
    if (connections.size >= (opts.maxConnections ?? 32)) {
      socket.end();
      return;
    }
    socket.setNoDelay(true);
    const conn: Connection = {
      id: nextId++,
      socket,
      buffer: Buffer.alloc(0),
      started: false,
      pending: [],
      chain: Promise.resolve(),
      closed: false,
    };
    connections.add(conn);
    socket.on('data', (chunk) => onData(conn, chunk));
    const close = () => {
      if (conn.closed) return;
      conn.closed = true;
      connections.delete(conn);
      // A transaction left open by a vanished client is rolled back once its queued batches are done.
      conn.chain = conn.chain.then(async () => {
        if (owner !== conn) return;
        await acquire(conn);
        try {
          if (owner === conn) {
            await db.exec('ROLLBACK').catch(() => undefined);
            owner = null;
          }
        } finally {
          release();
        }
      });
    };
    socket.on('close', close);
    socket.on('error', close);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgresql://postgres:postgres@${host}:${port}/postgres?sslmode=disable`,
    async stop() {
      for (const c of connections) c.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
