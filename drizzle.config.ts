import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema/index.ts', './src/server/db/job-leases-schema.ts'],
  out: './drizzle',
});
