/**
 * S3-compatible storage driver (AWS S3, Cloudflare R2, MinIO, Ceph RADOS Gateway, ...) on AWS SDK v3.
 * Keys are the same opaque keys as on local disk. Browser uploads go straight to the bucket through presigned
 * PUT addresses (DirectUploads); checksums are only computed when an operation requires them, which is what
 * real S3, R2 and MinIO accept for presigned uploads.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidKey, StorageLimitError, type DirectUploads, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Custom endpoint (anything but AWS S3), e.g. http://127.0.0.1:7480. */
  endpoint?: string;
  /** Address objects as <endpoint>/<bucket>/<key> instead of <bucket>.<endpoint>/<key>. */
  forcePathStyle: boolean;
  /** Static credentials; without them the SDK's default chain applies (AWS_* variables, instance roles, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function createS3Client(opts: S3StorageOptions): S3Client {
  // The SDK versions are pinned (package.json); its notice that future versions will need Node 22 is not for operators.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The origin presigned addresses point at (path-style: the endpoint; virtual-hosted: the bucket's host). */
function browserOrigin(opts: S3StorageOptions): string {
  if (!opts.endpoint) return `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`;
  const endpoint = new URL(opts.endpoint);
  return opts.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${opts.bucket}.${endpoint.host}`;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

export function createS3Storage(opts: S3StorageOptions): Storage {
  const client = createS3Client(opts);
  const Bucket = opts.bucket;
  const Key = (key: string) => {
    assertValidKey(key);
    return key;
  };

  /** Where this bucket's objects live (origin and path prefix), as the SDK addresses them. */
  const objectBase = (async () => {
    const probe = new URL(
      await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: 'probe' }), { expiresIn: 60 }),
    );
    return { origin: probe.origin, prefix: probe.pathname.slice(0, -'probe'.length) };
  })();
  objectBase.catch(() => undefined); // surfaced on first use

  const head = async (key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  };

  const directUploads: DirectUploads = {
    origin: browserOrigin(opts),
    async uploadUrl(key, { contentType, expiresInSeconds }) {
      const command = new PutObjectCommand({
        Bucket,
        Key: Key(key),
        ...(contentType ? { ContentType: contentType } : {}),
      });
      return getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        ...(contentType ? { signableHeaders: new Set(['content-type']) } : {}),
      });
    },
    async keyOf(uploadUrl) {
      let url: URL;
      try {
        url = new URL(uploadUrl);
      } catch {
        return undefined;
      }
      const base = await objectBase;
      if (url.origin !== base.origin || !url.pathname.startsWith(base.prefix)) return undefined;
      const key = url.pathname.slice(base.prefix.length);
      try {
        assertValidKey(key);
      } catch {
        return undefined;
      }
      return key;
    },
    async adopt(fromKey, toKey, maxBytes) {
      const found = await head(fromKey);
      if (!found) return undefined;
      const size = found.ContentLength ?? 0;
      if (size > maxBytes) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: fromKey }));
        throw new StorageLimitError(maxBytes);
      }
      // Copy exactly the version that was measured: a later PUT to the still-valid address cannot swap it.
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: Key(toKey),
          CopySource: `${Bucket}/${fromKey}`,
          CopySourceIfMatch: found.ETag,
          MetadataDirective: 'COPY',
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: fromKey }));
      return { size };
    },
  };

  return {
    driver: 's3',
    directUploads,
    async put(key, data, putOpts = {}) {
      const limit = putOpts.maxBytes ?? Number.POSITIVE_INFINITY;
      if (!(data instanceof Readable)) {
        const body = Buffer.from(data);
        if (body.length > limit) throw new StorageLimitError(limit);
        await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentLength: body.length }));
        return { size: body.length };
      }
      // A stream of unknown length is spooled to a temporary file first (S3 needs the length up front).
      Key(key);
      const tmp = path.join(os.tmpdir(), `ddq-s3-${crypto.randomBytes(8).toString('hex')}.part`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > limit) done(new StorageLimitError(limit));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(data, counter, fs.createWriteStream(tmp, { mode: 0o600 }));
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(tmp), ContentLength: size }),
        );
      } finally {
        await fsp.rm(tmp, { force: true });
      }
      return { size };
    },
    async get(key) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
      return Buffer.from(await res.Body!.transformToByteArray());
    },
    async stream(key) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
      return res.Body as Readable;
    },
    async size(key) {
      return (await head(key))?.ContentLength;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}
