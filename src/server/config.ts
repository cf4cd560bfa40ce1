/**
 * Configuration: read once from the environment at start-up, validated with zod.
 * Every setting is documented in .env.example; the defaults run the product offline on embedded parts.
 */
import { z } from 'zod';
import path from 'node:path';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    ROLE: z.enum(['web', 'worker', 'all']).default('all'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    TRUST_PROXY: bool.default(false),
    AUTH_PROVIDER: z.enum(['local', 'entra']).optional(),
    LOCAL_SIGN_IN_ALLOW_NETWORK: bool.default(false),
    ENTRA_TENANT_ID: z.string().optional(),
    ENTRA_CLIENT_ID: z.string().optional(),
    ENTRA_CLIENT_SECRET: z.string().optional(),
    ENTRA_AUTHORITY: z.url().default('https://login.microsoftonline.com'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    STORAGE_DIR: z.string().optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_UPLOAD_URL_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    WORKER_IN_PROCESS: bool.default(false),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
    JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(20),
    EMBEDDINGS: z.enum(['use', 'off']).default('use'),
    ANSWER_MIN_CONFIDENCE: z.coerce.number().min(0).max(100).optional(),
    ANSWER_DRAFT_CONFIDENCE: z.coerce.number().min(0).max(100).optional(),
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_MODEL: z.string().optional(),
    LLM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
    SMTP_URL: z
      .url()
      .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
      .optional(),
    SMTP_FROM: z.string().max(300).optional(),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    const entra = env.AUTH_PROVIDER === 'entra' || (!env.AUTH_PROVIDER && env.ENTRA_CLIENT_ID);
    if (entra) {
      for (const key of ['ENTRA_TENANT_ID', 'ENTRA_CLIENT_ID', 'ENTRA_CLIENT_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required for Microsoft Entra ID sign-in` });
      }
    }
    if (!entra && !env.LOCAL_SIGN_IN_ALLOW_NETWORK && env.PUBLIC_URL && !isLoopback(new URL(env.PUBLIC_URL).hostname)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          `the built-in sign-in is for one's own machine, and ${env.PUBLIC_URL} is not local: configure Microsoft 365 sign-in (ENTRA_TENANT_ID, ENTRA_CLIENT_ID, ENTRA_CLIENT_SECRET), ` +
          'or set LOCAL_SIGN_IN_ALLOW_NETWORK=true to let anyone who reaches it create a firm (joining a firm still takes its passphrase)',
      });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when STORAGE_DRIVER=s3' });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message:
          'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or set neither to use the AWS default credentials)',
      });
    }
    if ((env.OPENAI_BASE_URL || env.OPENAI_API_KEY) && !env.OPENAI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_MODEL'],
        message: 'OPENAI_MODEL is required when a generative model is configured',
      });
    }
    if (env.JOB_LEASE_SECONDS >= env.JOB_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['JOB_LEASE_SECONDS'],
        message: 'JOB_LEASE_SECONDS must be shorter than JOB_TIMEOUT_SECONDS',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'PUBLIC_URL is required in production (the address users open)',
      });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

/** A host name only this machine reaches. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example for every setting.`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const authProvider = e.AUTH_PROVIDER ?? (e.ENTRA_CLIENT_ID ? 'entra' : 'local');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    role: e.ROLE,
    runsWeb: e.ROLE !== 'worker',
    runsWorker: e.ROLE !== 'web',
    dataDir,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, embeddedDir: path.join(dataDir, 'pglite') },
    session: { ttlMs: e.SESSION_TTL_HOURS * 3600_000 },
    trustProxy: e.TRUST_PROXY,
    auth:
      authProvider === 'entra'
        ? ({
            provider: 'entra',
            tenantId: e.ENTRA_TENANT_ID!,
            clientId: e.ENTRA_CLIENT_ID!,
            clientSecret: e.ENTRA_CLIENT_SECRET!,
            authority: e.ENTRA_AUTHORITY.replace(/\/+$/, ''),
          } as const)
        : ({ provider: 'local', allowNetwork: e.LOCAL_SIGN_IN_ALLOW_NETWORK } as const),
    storage: {
      driver: e.STORAGE_DRIVER,
      dir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'files')),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
      uploadUrlExpirySeconds: e.S3_UPLOAD_URL_EXPIRY_SECONDS,
    },
    worker: {
      /** ROLE=all: run jobs in this process instead of a supervised child process. */
      inProcess: e.WORKER_IN_PROCESS,
      concurrency: e.WORKER_CONCURRENCY,
      jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
      maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
      /** A running job's lease; a worker renews it every quarter of this, and a job whose lease ran out is handed on. */
      leaseSeconds: e.JOB_LEASE_SECONDS,
    },
    answering: {
      embeddings: e.EMBEDDINGS === 'use',
      minConfidence: e.ANSWER_MIN_CONFIDENCE,
      draftConfidence: e.ANSWER_DRAFT_CONFIDENCE,
      llm: e.OPENAI_MODEL
        ? {
            baseURL: e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
            apiKey: e.OPENAI_API_KEY ?? 'not-needed',
            model: e.OPENAI_MODEL,
            concurrency: e.LLM_CONCURRENCY,
            timeoutMs: e.LLM_TIMEOUT_MS,
            maxRetries: e.LLM_MAX_RETRIES,
          }
        : undefined,
    },
    /** Optional e-mail of new assignments (the app's own notifications need nothing). */
    mail: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? 'DDQ Wingman <no-reply@localhost>' } : undefined,
    rateLimits: { signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE, uploadsPerMinute: e.RATE_LIMIT_UPLOADS_PER_MINUTE },
    logLevel: e.LOG_LEVEL,
  };
}
