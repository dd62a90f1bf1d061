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
  };
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
