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
  /** Drivers whose files the browser uploads straight to (S3): see DirectUploads. */
  readonly directUploads?: DirectUploads;
}

/**
 * Uploads that go from the browser to the object store, not through the app: the app hands out a short-lived
 * signed address for one key, and later adopts what arrived there. The app never fetches an address a user
 * sends back; it only reads the key out of it and looks at its own bucket.
 */
export interface DirectUploads {
  /** Origin the browser sends uploads to (for the page's Content-Security-Policy connect-src). */
  readonly origin: string;
  /** A signed PUT address for `key`, valid `expiresInSeconds`; with `contentType`, only that type is accepted. */
  uploadUrl(key: string, opts: { contentType?: string; expiresInSeconds: number }): Promise<string>;
  /** The key an upload address of this store points at, or undefined when it is not one of this store's. */
  keyOf(uploadUrl: string): Promise<string | undefined>;
  /**
   * Moves the object at `fromKey` (which its uploader can still overwrite until the address expires) to `toKey`,
   * which only the server knows. Undefined when nothing was uploaded; StorageLimitError (object deleted) when
   * it is larger than `maxBytes`.
   */
  adopt(fromKey: string, toKey: string, maxBytes: number): Promise<{ size: number } | undefined>;
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
