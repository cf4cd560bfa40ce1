#!/usr/bin/env node
// Runs the integration suite on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL (in a fresh database
// created for the run and dropped after it). The two passes run side by side, each with its own port blocks
// (TEST_PORT_BLOCK_SHIFT); a pass's output is printed whole when it ends, so the two never interleave.
// INTEGRATION_SEQUENTIAL=1 runs them one after the other with live output.
import { spawn } from 'node:child_process';
import pg from 'pg';

const extra = process.argv.slice(2);
const sequential = process.env.INTEGRATION_SEQUENTIAL === '1';

function vitest(label, env, live) {
  const started = Date.now();
  if (live) console.log(`\n=== integration tests on ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'integration', ...extra], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      if (!live) {
        console.log(`\n=== integration tests on ${label} ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(
        `=== ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`,
      );
      resolve(code ?? 1);
    });
  });
}

const { DATABASE_URL, ...rest } = process.env;
const embedded = () => vitest('embedded PGlite', { ...rest, DATABASE_URL: '' }, sequential || !DATABASE_URL);

async function onServer() {
  const name = `ddq_it_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    return await vitest(`PostgreSQL (${name})`, { DATABASE_URL: url.href, TEST_PORT_BLOCK_SHIFT: '6' }, sequential);
  } finally {
    await admin
      .query(`drop database if exists ${name} with (force)`)
      .catch((e) => console.warn('drop failed:', e.message));
    await admin.end();
  }
}

let status;
if (!DATABASE_URL) status = await embedded();
else if (sequential) {
  status = await embedded();
  if (status === 0) status = await onServer();
} else {
  const results = await Promise.all([embedded(), onServer()]);
  status = results.find((s) => s !== 0) ?? 0;
}
process.exit(status);
