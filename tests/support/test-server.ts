/**
 * Starts the real product in-process for integration tests: embedded PGlite in a temporary data folder,
 * or the PostgreSQL in DATABASE_URL when it is set. Sign-in goes through the real OpenID Connect flow.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import crypto from 'node:crypto';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type Config } from '../../src/server/config';
import { boot, type RunningServer } from '../../src/server/boot';
import { HttpClient } from './http-client';

export interface TestServer extends RunningServer {
  url: string;
  dataDir: string;
  /** The server's log lines (JSON) at level error and above (or TEST_LOG_LEVEL, which also prints them). */
  logLines: string[];
}

/**
 * Ports for test servers come from 20000-31999, below the kernel's ephemeral range (32768-60999): a port picked by
 * listening on 0 and closing is an ephemeral one, and any outgoing connection or `listen(0)` of the test run (a
 * model stand-in, another file's server, an embedded database) may take it before the server under test binds it
 * (CI saw EADDRINUSE so). Each vitest worker draws from its own block of 1,000, so parallel files never pick the
 * same port; a port found busy is skipped. TEST_PORT_BLOCK_SHIFT moves a whole run to other blocks, so the PGlite and
 * PostgreSQL passes of the integration suite (scripts/run-integration.mjs) can run side by side.
 */
const PORT_BLOCK = 1000;
const PORT_BASE = 20000;
const PORT_BLOCKS = 12;
let nextPortOffset = crypto.randomInt(PORT_BLOCK);

export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 1);
  const shift = Number(process.env.TEST_PORT_BLOCK_SHIFT ?? 0);
  const block = PORT_BASE + ((Math.max(1, worker) - 1 + shift) % PORT_BLOCKS) * PORT_BLOCK;
  for (let tries = 0; tries < PORT_BLOCK; tries++) {
    const port = block + (nextPortOffset++ % PORT_BLOCK);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${block}-${block + PORT_BLOCK - 1}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** `configure` adjusts the validated config, for settings no environment value can give (e.g. answering thresholds above 100). */
export async function startTestServer(
  env: Record<string, string> = {},
  configure: (config: Config) => Config = (c) => c,
): Promise<TestServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-test-'));
  const config = configure(
    loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Jobs run in this process (ROLE=all would otherwise start a supervised worker process).
      WORKER_IN_PROCESS: 'true',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '10000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...env,
    }),
  );
  const logLines: string[] = [];
  const print = Boolean(process.env.TEST_LOG_LEVEL);
  const destination = { write: (line: string) => void (logLines.push(line), print && process.stdout.write(line)) };
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'error' }, destination) as unknown as FastifyBaseLogger;
  const server = await boot(config, { logger });
  return { ...server, url: config.publicUrl, dataDir, logLines };
}

export interface SignedInUser {
  client: HttpClient;
  name: string;
  email: string;
  firm: string;
}

/** The firm passphrase test people choose (a new firm) and give (an existing one) unless a test says otherwise. */
export const TEST_FIRM_PASSPHRASE = 'correct horse battery staple';

/** Signs a person in through the local OpenID provider, exactly as a browser does. */
export async function signIn(
  baseUrl: string,
  who: { name?: string; email?: string; firm: string; passphrase?: string },
): Promise<SignedInUser> {
  const client = new HttpClient(baseUrl);
  const name = who.name ?? 'Test User';
  const email = who.email ?? `user-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const { res: page, url: pageUrl } = await client.follow('/auth/login');
  if (page.status !== 200 || !pageUrl.includes('/auth/local/'))
    throw new Error(`Expected the sign-in page, got ${page.status} at ${pageUrl}`);
  await page.text();
  const { res, url } = await client.follow(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name,
      email,
      firm: who.firm,
      passphrase: who.passphrase ?? TEST_FIRM_PASSPHRASE,
    }).toString(),
  });
  await res.arrayBuffer();
  if (!client.cookies.has('ddq_session'))
    throw new Error(`Sign-in did not create a session (ended at ${url} with ${res.status})`);
  return { client, name, email, firm: who.firm };
}

/** One line per test: a brand-new firm with one signed-in user. */
export function signInNewFirm(baseUrl: string, prefix = 'Firm'): Promise<SignedInUser> {
  return signIn(baseUrl, { firm: `${prefix} ${crypto.randomUUID().slice(0, 8)}` });
}
