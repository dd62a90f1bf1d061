import type { LimitKind } from '../../config/rate-limits.js';
import type { ErrorCode } from '../../common/error-catalogue.js';
import { RetryLaterException, waitingTime } from '../../common/http/retry-later.js';

const CODE_OF: Record<LimitKind, ErrorCode> = {
  chat: 'limit.chat',
  ai: 'limit.ai',
  conversations: 'limit.conversations',
  writes: 'limit.writes',
  'sign-in': 'limit.sign_in',
  uploads: 'limit.uploads',
  imports: 'limit.imports',
};

/** The 429 of a reached limit; its text (limits/errors.ts) says in words how long to wait. */
export function limitReached(kind: LimitKind, retryAfterSeconds: number): RetryLaterException {
  return new RetryLaterException(429, CODE_OF[kind], retryAfterSeconds, { limit: kind }, { wait: waitingTime(retryAfterSeconds) });
}

/** The chat is open in more windows than the limit: the extra one falls back to asking every second. */
export function streamLimitReached(perUser: number, retryAfterSeconds: number): RetryLaterException {
  return new RetryLaterException(
    429,
    'limit.streams',
    retryAfterSeconds,
    { limit: 'streams', max_streams: perUser },
    { wait: waitingTime(retryAfterSeconds), max_streams: perUser },
  );
}
