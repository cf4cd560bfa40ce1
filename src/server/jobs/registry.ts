/** Every background job of the product, declared once. */
import type { JobDefinition } from './define';
import { purgeAuthStateJob } from './purge-auth-state';
import { learnSourceDocumentJob } from './learn-source-document';
import { completeDdqJob } from './complete-ddq';
import { requeueStalledWorkJob } from './requeue-stalled-work';
import { backtestKnowledgeJob } from './backtest-knowledge';

export const jobRegistry = [
  learnSourceDocumentJob,
  completeDdqJob,
  requeueStalledWorkJob,
  purgeAuthStateJob,
  backtestKnowledgeJob,
] as unknown as JobDefinition[];
