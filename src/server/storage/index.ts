import type { Config } from '../config';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export * from './storage';

export function createStorage(config: Config): Storage {
  if (config.storage.driver === 's3') return createS3Storage(config.storage.s3!);
  return createLocalDiskStorage(config.storage.dir);
}
