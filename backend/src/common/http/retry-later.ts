import { HttpException } from '@nestjs/common';
import type { ErrorCode, ErrorParams } from '../error-catalogue.js';

/**
 * A refusal the client may try again after a while: too many requests (429) or a dependency that
 * is down (503). The exception filter words `code` and sends `Retry-After`;
 * `details.retry_after_seconds` says the same in the body.
 */
export class RetryLaterException extends HttpException {
  constructor(
    status: 429 | 503,
    code: ErrorCode,
    readonly retryAfterSeconds: number,
    details: Record<string, unknown> = {},
    params: ErrorParams = {},
  ) {
    super({ code, params, details: { retry_after_seconds: retryAfterSeconds, ...details } }, status);
  }
}

/** "30 Sekunden", "etwa 5 Minuten": how long to wait, as the user reads it. */
export function waitingTime(seconds: number): string {
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'}`;
  return `etwa ${Math.ceil(seconds / 60)} Minuten`;
}
