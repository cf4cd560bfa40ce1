/**
 * File storage, addressed by opaque keys the server makes (never by user-supplied names).
 * Drivers: local disk (default, under the data folder); S3-compatible object storage (production).
 */
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, data: Buffer | Uint8Array | Readable, opts?: { maxBytes?: number }): Promise<{ size: number }>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
}

export type StorageArea = 'source-documents' | 'ddq-completions' | 'outputs' | 'uploads';

/** A fresh opaque key: `<area>/<firmId>/<random>`. */
export function newStorageKey(area: StorageArea, firmId: string): string {
  return `${area}/${firmId}/${crypto.randomUUID()}`;
}

const KEY_PATTERN = /^(source-documents|ddq-completions|outputs|uploads)\/[0-9a-f-]{36}\/[0-9a-f-]{36}(\.[a-z]+)?$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

export class StorageLimitError extends Error {
  constructor(public readonly limitBytes: number) {
    super(`File exceeds ${limitBytes} bytes`);
  }
}
