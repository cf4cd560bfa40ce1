/**
 * The real S3 of the integration tests: Ceph RADOS Gateway started by scripts/start-test-s3.sh, which prints
 * S3_TEST_ENDPOINT and its keys. Tests that need it are skipped when S3_TEST_ENDPOINT is not set.
 */
import crypto from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createS3Client, type S3StorageOptions } from '../../src/server/storage/s3';

export const s3TestEndpoint = process.env.S3_TEST_ENDPOINT;

export interface TestBucket {
  options: S3StorageOptions;
  /** Settings that point the app at this bucket. */
  env: Record<string, string>;
  client: S3Client;
  exists(key: string): Promise<boolean>;
  keys(prefix?: string): Promise<string[]>;
  remove(): Promise<void>;
}

/** A fresh bucket for one test file (removed with everything in it by `remove`). */
export async function createTestBucket(): Promise<TestBucket> {
  if (!s3TestEndpoint) throw new Error('S3_TEST_ENDPOINT is not set: run scripts/start-test-s3.sh');
  const options: S3StorageOptions = {
    bucket: `ddq-test-${crypto.randomBytes(5).toString('hex')}`,
    region: 'us-east-1',
    endpoint: s3TestEndpoint,
    forcePathStyle: true,
    accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? 'ddq-test-access-key',
    secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'ddq-test-secret-key-0123456789abcdef',
  };
  const client = createS3Client(options);
  await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  const keys = async (prefix?: string) => {
    const out: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      out.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return out;
  };
  return {
    options,
    client,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: options.bucket,
      S3_REGION: options.region,
      S3_ENDPOINT: options.endpoint!,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: options.accessKeyId!,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey!,
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return true;
      } catch (err) {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw err;
      }
    },
    keys,
    async remove() {
      for (const key of await keys()) await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
      await client.send(new DeleteBucketCommand({ Bucket: options.bucket }));
      client.destroy();
    },
  };
}
