import type { Config } from '../config';
import { createLocalDiskStorage } from './local-disk';
import type { Storage } from './storage';

export * from './storage';

export function createStorage(config: Config): Storage {
  return createLocalDiskStorage(config.storage.dir);
}
