#!/usr/bin/env node
// Runs the integration suite on embedded PGlite, then again on PostgreSQL when DATABASE_URL is set
// (in a fresh database created for the run and dropped after it).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const extra = process.argv.slice(2);
function vitest(label, env) {
  console.log(`\n=== integration tests on ${label} ===`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return r.status ?? 1;
}

const { DATABASE_URL, ...rest } = process.env;
let status = vitest('embedded PGlite', { ...rest, DATABASE_URL: '' });
if (status === 0 && DATABASE_URL) {
  const name = `ddq_it_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    status = vitest(`PostgreSQL (${name})`, { DATABASE_URL: url.href });
  } finally {
    await admin
      .query(`drop database if exists ${name} with (force)`)
      .catch((e) => console.warn('drop failed:', e.message));
    await admin.end();
  }
}
process.exit(status);
