import { createParamDecorator } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { invalidField } from '../domain-error.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The IETF draft (httpapi-idempotency-key-header) sends the key as a structured-field string,
 * `"8e03978e-…"`; most clients send it bare. Both are read; inside, visible ASCII without quotes,
 * backslashes or commas (two keys sent in one request arrive joined by a comma), at most 255
 * characters.
 */
const KEY = /^[\x21\x23-\x2b\x2d-\x5b\x5d-\x7e]{1,255}$/;

/** The key of a request, null without one; a malformed key is a 400 rather than a write without protection. */
export function parseIdempotencyKey(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const quoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"');
  const key = quoted ? raw.slice(1, -1) : raw.trim();
  if (!KEY.test(key)) throw invalidField(IDEMPOTENCY_KEY_HEADER, 'request.idempotency_key_invalid');
  return key;
}

/** `@IdempotencyKey() key: string | null` in a controller: see common/idempotent-id.ts for its use. */
export const IdempotencyKey = createParamDecorator((_: unknown, ctx: ExecutionContext): string | null =>
  parseIdempotencyKey(ctx.switchToHttp().getRequest<Request>().get(IDEMPOTENCY_KEY_HEADER)),
);
