#!/usr/bin/env node
// Runs the integration suite on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL (in a fresh database
// created for the run and dropped after it). The two passes run side by side, each with its own port blocks
// (TEST_PORT_BLOCK_SHIFT); a pass's output is printed whole when it ends, so the two never interleave.
// INTEGRATION_SEQUENTIAL=1 runs them one after the other with live output.
//
// `--browser` (used by `npm test`) also runs the browser suite (Playwright, against the built front end) in the lane
// of the shorter pass: embedded PGlite || (PostgreSQL, then the browser suite). Without DATABASE_URL the browser
// suite runs beside the PGlite pass; with INTEGRATION_SEQUENTIAL=1 it runs last.
import { spawn } from 'node:child_process';
import pg from 'pg';

const args = process.argv.slice(2);
const withBrowser = args.includes('--browser');
const extra = args.filter((a) => a !== '--browser');
const sequential = process.env.INTEGRATION_SEQUENTIAL === '1';

function vitest(label, env, live) {
  return run(
    `integration tests on ${label}`,
    'npx',
    ['vitest', 'run', '--project', 'integration', ...extra],
    env,
    live,
  );
}

function browser(live) {
  return run('browser tests (Chromium)', 'npx', ['playwright', 'test'], {}, live);
}

function run(label, command, commandArgs, env, live) {
  const started = Date.now();
  if (live) console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      if (!live) {
        console.log(`\n=== ${label} ===`);
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
const embedded = () =>
  vitest('embedded PGlite', { ...rest, DATABASE_URL: '' }, sequential || (!DATABASE_URL && !withBrowser));

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

/** Runs the steps of one lane in turn; a failed step ends the lane. */
async function lane(...steps) {
  for (const step of steps) {
    const status = await step();
    if (status !== 0) return status;
  }
  return 0;
}

const browserStep = withBrowser ? [() => browser(sequential)] : [];
let status;
if (sequential) status = await lane(embedded, ...(DATABASE_URL ? [onServer] : []), ...browserStep);
else if (!DATABASE_URL && !withBrowser) status = await embedded();
else {
  const results = await Promise.all([lane(embedded), lane(...(DATABASE_URL ? [onServer] : []), ...browserStep)]);
  status = results.find((s) => s !== 0) ?? 0;
}
process.exit(status);
