/** Every background job of the product, declared once. */
import type { JobDefinition } from './define';
import { purgeAuthStateJob } from './purge-auth-state';

export const jobRegistry: JobDefinition[] = [purgeAuthStateJob as unknown as JobDefinition];
