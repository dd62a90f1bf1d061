import { plainToInstance } from 'class-transformer';
import { IsIn, IsOptional, isFQDN, isIP, Matches, MinLength, ValidateBy, ValidateIf, validateSync } from 'class-validator';
import type { ValidationArguments } from 'class-validator';
import { RATE_LIMIT_FORMAT } from './rate-limits.js';

const got = ({ value }: ValidationArguments) => `(got "${String(value)}")`;

/** A whole number from `min` to `max`, given as text; `what` names the rule in the message. */
const WholeNumber = (min: number, max: number, what: (name: string) => string) =>
  ValidateBy({
    name: 'wholeNumber',
    validator: {
      validate: (value) => typeof value === 'string' && /^-?\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      defaultMessage: (args) => `${what(args!.property)} ${got(args!)}`,
    },
  });
const inRange = (min: number, max: number) => WholeNumber(min, max, (name) => `${name} must be a whole number from ${min} to ${max}`);
const IsRateLimit = () => Matches(RATE_LIMIT_FORMAT, { message: (args) => `${args.property} must be points/seconds, e.g. 20/600 ${got(args)}` });
const URL_OF = { http: /^https?:\/\//, postgres: /^postgres(ql)?:\/\//, redis: /^rediss?:\/\// };

/**
 * The environment variables the app reads (README's configuration table), each with its rule.
 * Unset and empty are the same (compose and Kubernetes pass unset variables as empty strings).
 */
export class Environment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'], { message: (args) => `NODE_ENV must be development, production or test ${got(args)}` })
  NODE_ENV?: 'development' | 'production' | 'test';

  @IsOptional()
  @WholeNumber(0, 65535, () => 'PORT must be a port number')
  PORT?: string;

  /** The address the api listens on: 127.0.0.1 unless set (the container image sets 0.0.0.0). */
  @IsOptional()
  @ValidateBy({
    name: 'listenAddress',
    validator: {
      validate: (value) => typeof value === 'string' && (isIP(value) || isFQDN(value, { require_tld: false })),
      defaultMessage: (args) => `HOST must be an IP address or a host name, e.g. 0.0.0.0 to listen on every interface ${got(args!)}`,
    },
  })
  HOST?: string;

  @Matches(URL_OF.postgres, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @IsOptional()
  @Matches(URL_OF.redis, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  @ValidateIf((env: Environment) => env.NODE_ENV === 'production' || env.SESSION_SECRET !== undefined)
  @MinLength(32, { message: 'SESSION_SECRET must be set to at least 32 characters in production' })
  SESSION_SECRET?: string;

  @IsOptional()
  @Matches(URL_OF.http, { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL?: string;

  /** The sign-in form without an identity provider: anyone can sign in as anyone, so it is opt-in and local only. */
  @IsOptional()
  @IsIn(['0', '1'], { message: (args) => `DEV_LOGIN must be 0 or 1 ${got(args)}` })
  DEV_LOGIN?: '0' | '1';

  @ValidateIf((env: Environment) => env.GOOGLE_CLIENT_SECRET !== undefined)
  @MinLength(1, { message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together' })
  GOOGLE_CLIENT_ID?: string;

  @ValidateIf((env: Environment) => env.GOOGLE_CLIENT_ID !== undefined && env.GOOGLE_CLIENT_SECRET === undefined)
  @MinLength(1, { message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together' })
  GOOGLE_CLIENT_SECRET?: string;

  @ValidateIf((env: Environment) => env.OPENAI_BASE_URL !== undefined)
  // Without a key the offline coach answers; a base URL alone would silently be ignored.
  @MinLength(1, { message: 'OPENAI_BASE_URL needs OPENAI_API_KEY (any value for servers that take no key)' })
  OPENAI_API_KEY?: string;

  @IsOptional()
  @Matches(URL_OF.http, { message: 'OPENAI_BASE_URL must be an http(s) URL' })
  OPENAI_BASE_URL?: string;

  /** AI jobs mostly wait seconds for the model, so one process runs many at once. */
  @IsOptional() @inRange(1, 64) WORKER_CONCURRENCY?: string;
  @IsOptional() @inRange(1000, 600_000) JOB_LOCK_MS?: string;
  @IsOptional() @inRange(0, 600_000) ANALYSIS_DEBOUNCE_MS?: string;

  /** Uploads: local disk by default, an S3-compatible bucket when S3_BUCKET is set (several api instances share it). */
  @IsOptional() @inRange(1024, 50 * 1024 * 1024) UPLOAD_MAX_BYTES?: string;
  @IsOptional() @inRange(1024, 200 * 1024 * 1024) IMPORT_MAX_BYTES?: string;
  @IsOptional() UPLOAD_DIR?: string;
  /** What one user may keep stored: files and bytes (the stored, re-encoded size). */
  @IsOptional() @inRange(1, 1_000_000) UPLOAD_QUOTA_FILES?: string;
  @IsOptional() @inRange(1024, 1024 ** 4) UPLOAD_QUOTA_BYTES?: string;
  /** Images one api process decodes at once; a 49-megapixel PNG takes about 200 MB while it is decoded. */
  @IsOptional() @inRange(1, 16) UPLOAD_DECODE_CONCURRENCY?: string;
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)' })
  S3_BUCKET?: string;
  @IsOptional() @Matches(URL_OF.http, { message: 'S3_ENDPOINT must be an http(s) URL' }) S3_ENDPOINT?: string;
  @IsOptional() S3_REGION?: string;
  @ValidateIf((env: Environment) => env.S3_SECRET_ACCESS_KEY !== undefined)
  @MinLength(1, { message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together' })
  S3_ACCESS_KEY_ID?: string;
  @ValidateIf((env: Environment) => env.S3_ACCESS_KEY_ID !== undefined)
  @MinLength(1, { message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together' })
  S3_SECRET_ACCESS_KEY?: string;
  @IsOptional() @IsIn(['0', '1'], { message: (args) => `S3_FORCE_PATH_STYLE must be 0 or 1 ${got(args)}` }) S3_FORCE_PATH_STYLE?: '0' | '1';
  /** Cost and flood limits, `points/seconds` each (config/rate-limits.ts). */
  @IsOptional() @IsRateLimit() RATE_LIMIT_CHAT?: string;
  @IsOptional() @IsRateLimit() RATE_LIMIT_AI?: string;
  @IsOptional() @IsRateLimit() RATE_LIMIT_CONVERSATIONS?: string;
  @IsOptional() @IsRateLimit() RATE_LIMIT_WRITES?: string;
  @IsOptional() @IsRateLimit() RATE_LIMIT_SIGN_IN?: string;
  @IsOptional() @IsRateLimit() RATE_LIMIT_UPLOADS?: string;
  @IsOptional() @IsRateLimit() RATE_LIMIT_IMPORTS?: string;
  /** Coach replies one user may have waiting at once, over all their conversations. */
  @IsOptional() @inRange(1, 100) AI_JOBS_WAITING_PER_USER?: string;
  /** Coach chat streams (server-sent events) one user may have open at once, over all api replicas. */
  @IsOptional() @inRange(1, 100) CHAT_STREAMS_PER_USER?: string;
  /** How long an open stream's slot lasts without its replica renewing it (a crashed replica's slots free after it). */
  @IsOptional() @inRange(1000, 600_000) CHAT_STREAM_LEASE_MS?: string;
  @IsOptional() @inRange(100, 600_000) CHAT_STREAM_SESSION_CHECK_MS?: string;

  @IsOptional() QUEUE_PREFIX?: string;
  @IsOptional() ADMIN_EMAILS?: string;
  @IsOptional() FRONTEND_DIST?: string;
  @IsOptional() @inRange(100, 60_000) FIRST_SCREEN_WAIT_MS?: string;
  @IsOptional() OPENAI_MODEL?: string;
  @IsOptional() GOOGLE_AUTH_URL?: string;
  @IsOptional() GOOGLE_TOKEN_URL?: string;
  @IsOptional() GOOGLE_USERINFO_URL?: string;
}

/** The environment, checked: every problem is listed (one per variable), in the order of the class. */
export function validateEnvironment(raw: Record<string, string | undefined>): { environment: Environment; problems: string[] } {
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''));
  const environment = plainToInstance(Environment, given);
  const problems = validateSync(environment, { forbidUnknownValues: false }).map((error) => Object.values(error.constraints ?? {})[0]!);
  return { environment, problems: [...problems, ...devLoginProblems(environment), ...sessionSecretProblems(environment)] };
}

/** The secrets everyone can read: the built-in development one and infra/k8s/secret.example.yaml's placeholder. */
export const PUBLIC_SESSION_SECRETS = ['hantelwerk-dev-session-secret-not-for-production', 'CHANGE_ME_to_a_long_random_string'];

/** Whoever knows the session secret can sign session cookies: production takes none that is published. */
function sessionSecretProblems(env: Environment): string[] {
  if (env.NODE_ENV !== 'production' || env.SESSION_SECRET === undefined) return [];
  const published = PUBLIC_SESSION_SECRETS.includes(env.SESSION_SECRET) || /change[-_ ]?me/i.test(env.SESSION_SECRET);
  return published ? ['SESSION_SECRET is a published example, not a secret: set it to a long random string (e.g. openssl rand -hex 32)'] : [];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The dev form signs anyone in as any address: it runs only on the developer's own machine. */
function devLoginProblems(env: Environment): string[] {
  if (env.DEV_LOGIN !== '1') return [];
  if (env.NODE_ENV === 'production') return ['DEV_LOGIN=1 is refused in production'];
  const host = env.PUBLIC_URL && URL.canParse(env.PUBLIC_URL) ? new URL(env.PUBLIC_URL).hostname : 'localhost';
  return LOOPBACK_HOSTS.has(host) ? [] : [`DEV_LOGIN=1 needs a loopback PUBLIC_URL (localhost, 127.0.0.1 or [::1]; got "${env.PUBLIC_URL}")`];
}
