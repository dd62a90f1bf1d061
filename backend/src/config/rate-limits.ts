/**
 * The cost and flood limits (README's configuration table): how many requests of a kind one key
 * (a user, or for sign-in an IP address) may make within a window.
 */
export const LIMIT_KINDS = ['chat', 'ai', 'conversations', 'writes', 'sign-in', 'uploads', 'imports'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export interface RateLimit {
  points: number;
  windowSeconds: number;
}

export type RateLimitSettings = Record<LimitKind, RateLimit>;

/** Each limit's variable and default, `points/seconds`. Writes are generous: a lifter logs a set a minute, not ten a second. */
export const RATE_LIMIT_VARIABLES: Record<LimitKind, { variable: string; fallback: string }> = {
  chat: { variable: 'RATE_LIMIT_CHAT', fallback: '20/600' },
  ai: { variable: 'RATE_LIMIT_AI', fallback: '30/600' },
  conversations: { variable: 'RATE_LIMIT_CONVERSATIONS', fallback: '30/600' },
  writes: { variable: 'RATE_LIMIT_WRITES', fallback: '600/60' },
  'sign-in': { variable: 'RATE_LIMIT_SIGN_IN', fallback: '30/600' },
  // A profile picture or a feedback screenshot now and then; each upload is decoded, the costliest request there is.
  uploads: { variable: 'RATE_LIMIT_UPLOADS', fallback: '30/3600' },
  // Previews and imports of a history file: a lifter brings theirs once, and tries a few files at most.
  imports: { variable: 'RATE_LIMIT_IMPORTS', fallback: '20/3600' },
};

export const RATE_LIMIT_FORMAT = /^[1-9]\d{0,8}\/[1-9]\d{0,6}$/;

export function readRateLimits(env: Readonly<Record<string, string | undefined>>): RateLimitSettings {
  const entries = Object.entries(RATE_LIMIT_VARIABLES).map(([kind, { variable, fallback }]) => {
    const [points, windowSeconds] = (env[variable] || fallback).split('/').map(Number);
    return [kind, { points: points!, windowSeconds: windowSeconds! }];
  });
  return Object.fromEntries(entries) as RateLimitSettings;
}
