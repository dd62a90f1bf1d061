import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
  /** BullMQ lock duration; a job whose worker died is picked up again after about this long. */
  lockMs: number;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
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
  /** The language model; null means the built-in offline coach. */
  openai: OpenAiConfig | null;
  worker: WorkerConfig;
  /** How long a performance analysis waits for further sets before it runs (debounce). */
  analysisDebounceMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
}

const DEV_SESSION_SECRET = 'hantelwerk-dev-session-secret-not-for-production';
const defaultFrontendDist = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));

/** Reads and checks the environment once at start; every problem is listed, not just the first. */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  // Compose and Kubernetes pass unset variables as empty strings; both mean "not set".
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value !== '')) as NodeJS.ProcessEnv;
  const problems: string[] = [];
  const nodeEnv = (env.NODE_ENV ?? 'development') as NodeEnv;
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${env.NODE_ENV}")`);
  }
  const production = nodeEnv === 'production';

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number (got "${env.PORT}")`);

  const databaseUrl = env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// URL');

  const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must be a redis:// URL');

  const sessionSecret = env.SESSION_SECRET ?? (production ? '' : DEV_SESSION_SECRET);
  if (sessionSecret.length < 32) problems.push('SESSION_SECRET must be set to at least 32 characters in production');

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  if (!/^https?:\/\//.test(publicUrl)) problems.push('PUBLIC_URL must be an http(s) URL');

  const google = readGoogle(env, problems);
  const openai = readOpenAi(env, problems);
  const worker = {
    // AI jobs mostly wait seconds for the model, so one process runs many at once.
    concurrency: readInteger(env, 'WORKER_CONCURRENCY', 32, 1, 64, problems),
    lockMs: readInteger(env, 'JOB_LOCK_MS', 30_000, 1000, 600_000, problems),
  };
  const analysisDebounceMs = readInteger(env, 'ANALYSIS_DEBOUNCE_MS', 20_000, 0, 600_000, problems);
  const frontendDist = env.FRONTEND_DIST ?? defaultFrontendDist;

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv,
    port,
    databaseUrl,
    redisUrl,
    queuePrefix: env.QUEUE_PREFIX ?? 'bull',
    sessionSecret,
    publicUrl,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    google,
    devLoginEnabled: !production && google === null,
    frontendDist: existsSync(frontendDist) ? frontendDist : null,
    openai,
    worker,
    analysisDebounceMs,
  };
}

function readOpenAi(env: NodeJS.ProcessEnv, problems: string[]): OpenAiConfig | null {
  const apiKey = env.OPENAI_API_KEY;
  const baseUrl = env.OPENAI_BASE_URL?.replace(/\/$/, '') ?? null;
  if (baseUrl !== null && !/^https?:\/\//.test(baseUrl)) problems.push('OPENAI_BASE_URL must be an http(s) URL');
  if (!apiKey) {
    // Without a key the offline coach answers; a base URL alone would silently be ignored.
    if (baseUrl !== null) problems.push('OPENAI_BASE_URL needs OPENAI_API_KEY (any value for servers that take no key)');
    return null;
  }
  return { apiKey, baseUrl, model: env.OPENAI_MODEL ?? 'gpt-4o-mini' };
}

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function readGoogle(env: NodeJS.ProcessEnv, problems: string[]): GoogleAuthConfig | null {
  const clientId = env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GOOGLE_CLIENT_SECRET;
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    return null;
  }
  return {
    clientId,
    clientSecret,
    authorizationUrl: env.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    userInfoUrl: env.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
  };
}
