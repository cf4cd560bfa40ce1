/** Job names, importable by domain code without importing the handlers. */
export const LEARN_JOB = 'learn-source-document';
export const COMPLETE_JOB = 'complete-ddq';
export const REQUEUE_JOB = 'requeue-stalled-work';
export const PURGE_AUTH_JOB = 'purge-auth-state';
export const BACKTEST_JOB = 'backtest-knowledge';
