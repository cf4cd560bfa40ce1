/**
 * Database schema (Drizzle), one file per concern. Every table holding firm data carries `firm_id`, and every query
 * filters by it. Migrations are generated from these files (and ../job-leases-schema.ts) into ./drizzle with
 * `npm run db:generate` and applied at start-up.
 */
export { firms, users, sessions, loginAttempts } from './accounts';
export { sourceDocuments, ddqCompletions, uploadTickets } from './documents';
export { qaPairs, textEmbeddings } from './knowledge';
export { completionItems } from './completion-items';
export { answerAssignments, answerComments, notifications, auditEvents } from './collaboration';
export { backtestRuns } from './backtest';
