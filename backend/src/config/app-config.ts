import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Environment } from './environment.js';
import { PUBLIC_SESSION_SECRETS, validateEnvironment } from './environment.js';
import type { RateLimitSettings } from './rate-limits.js';
import { readRateLimits } from './rate-limits.js';

export type NodeEnv = 'development' | 'production' | 'test';

export interface GoogleAuthConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface OpenAiConfig {
  apiKey: string;
  /** An OpenAI-compatible endpoint; null means api.openai.com. */
  baseUrl: string | null;
  model: string;
}

export interface WorkerConfig {
  /** Jobs one worker process runs at once, per queue. */
  concurrency: number;
  /** BullMQ lock of the short AI jobs (modules/jobs/job-locks.ts); a dead worker's job runs again within 1.5 times this. */
  lockMs: number;
}

export type UploadStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible server (MinIO, R2, …); null means AWS itself. */
      endpoint: string | null;
      region: string;
      forcePathStyle: boolean;
      /** null: the AWS SDK's own chain (environment, instance role, …). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

export interface UploadsConfig {
  /** Largest file accepted, in bytes; larger is a 413. */
  maxBytes: number;
  /** What one user may keep stored, in files and bytes; more is a 413. */
  quota: { files: number; bytes: number };
  /** Images one api process decodes at once; the others wait their turn. */
  decodeConcurrency: number;
  storage: UploadStorageConfig;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  /** The address the api listens on (HOST); loopback unless set, so a dev machine's sign-in form stays its own. */
  host: string;
  databaseUrl: string;
  redisUrl: string;
  /** BullMQ key prefix (BullMQ's default `bull`, which the cluster autoscaler watches); tests give every run its own. */
  queuePrefix: string;
  sessionSecret: string;
  /** Where browsers reach the app; its scheme decides whether cookies are Secure. */
  publicUrl: string;
  adminEmails: readonly string[];
  google: GoogleAuthConfig | null;
  devLoginEnabled: boolean;
  /** Built frontend served by the api; null when there is none (dev with Vite, tests). */
  frontendDist: string | null;
  /** Longest the api waits for a first screen's reads before it sends the page undrawn (first-screen.ts). */
  firstScreenWaitMs: number;
  /** The language model; null means the built-in offline coach. */
  openai: OpenAiConfig | null;
  worker: WorkerConfig;
  /** How long a performance analysis waits for further sets before it runs (debounce). */
  analysisDebounceMs: number;
  uploads: UploadsConfig;
  /** Largest history file an import reads, in bytes; larger is a 413. */
  importMaxBytes: number;
  /** Cost and flood limits per user (per IP address for sign-in). */
  rateLimits: RateLimitSettings;
  /** Coach replies one user may have waiting at once. */
  aiJobsWaitingPerUser: number;
  /** Open coach chat streams per user, counted over all api replicas in Redis. */
  chatStreams: ChatStreamsConfig;
}

export interface ChatStreamsConfig {
  perUser: number;
  /** A slot not renewed for this long is free again; its replica renews it every third of it. */
  leaseMs: number;
  /** How often an open stream looks its session up itself, so it ends with the session while Redis cannot say so. */
  sessionCheckMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
}

const DEV_SESSION_SECRET = PUBLIC_SESSION_SECRETS[0]!;
const defaultFrontendDist = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));
const defaultUploadDir = fileURLToPath(new URL('../../../.data/uploads', import.meta.url));

/**
 * Reads the environment once at start, checked by the class-validator rules of `Environment`:
 * every problem is listed, not just the first. @nestjs/config then holds the result (config.module.ts).
 */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const { environment: env, problems } = validateEnvironment(rawEnv);
  if (problems.length > 0) throw new ConfigError(problems);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = Number(env.PORT ?? 3000);
  const google = readGoogle(env);
  const frontendDist = env.FRONTEND_DIST ?? defaultFrontendDist;
  return {
    nodeEnv,
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    queuePrefix: env.QUEUE_PREFIX ?? 'bull',
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    google,
    devLoginEnabled: env.DEV_LOGIN === '1',
    frontendDist: existsSync(frontendDist) ? frontendDist : null,
    firstScreenWaitMs: Number(env.FIRST_SCREEN_WAIT_MS ?? 3000),
    openai: env.OPENAI_API_KEY
      ? { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL?.replace(/\/$/, '') ?? null, model: env.OPENAI_MODEL ?? 'gpt-4o-mini' }
      : null,
    worker: { concurrency: Number(env.WORKER_CONCURRENCY ?? 32), lockMs: Number(env.JOB_LOCK_MS ?? 5_000) },
    analysisDebounceMs: Number(env.ANALYSIS_DEBOUNCE_MS ?? 20_000),
    uploads: {
      maxBytes: Number(env.UPLOAD_MAX_BYTES ?? 10 * 1024 * 1024),
      quota: { files: Number(env.UPLOAD_QUOTA_FILES ?? 200), bytes: Number(env.UPLOAD_QUOTA_BYTES ?? 100 * 1024 * 1024) },
      decodeConcurrency: Number(env.UPLOAD_DECODE_CONCURRENCY ?? 1),
      storage: readUploadStorage(env),
    },
    importMaxBytes: Number(env.IMPORT_MAX_BYTES ?? 20 * 1024 * 1024),
    rateLimits: readRateLimits(env as unknown as Record<string, string | undefined>),
    aiJobsWaitingPerUser: Number(env.AI_JOBS_WAITING_PER_USER ?? 3),
    chatStreams: {
      perUser: Number(env.CHAT_STREAMS_PER_USER ?? 5),
      leaseMs: Number(env.CHAT_STREAM_LEASE_MS ?? 30_000),
      sessionCheckMs: Number(env.CHAT_STREAM_SESSION_CHECK_MS ?? 20_000),
    },
  };
}

function readUploadStorage(env: Environment): UploadStorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local', dir: env.UPLOAD_DIR ?? defaultUploadDir };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT?.replace(/\/$/, '') ?? null,
    region: env.S3_REGION ?? 'us-east-1',
    // Self-hosted S3-compatible servers rarely have a DNS name per bucket.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : env.S3_ENDPOINT !== undefined,
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : null,
  };
}

function readGoogle(env: Environment): GoogleAuthConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authorizationUrl: env.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    userInfoUrl: env.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
  };
}
