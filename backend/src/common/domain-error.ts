import type { ErrorCode, ErrorParams } from './error-catalogue.js';

/**
 * A broken business rule. Deciders and rules throw these without knowing about HTTP or words: the
 * exception filter turns `kind` into the status code and `code` into the user's message through
 * the catalogue it is given (common/error-catalogue.ts, filled by each context's errors.ts).
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'unprocessable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    readonly details?: unknown,
    /** The body's `error` in place of the status text, for a refusal a client tells apart by name. */
    readonly errorName?: string,
    /** Values for the text's placeholders, e.g. the unknown parameter's name. */
    readonly params?: ErrorParams,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export const invalid = (code: ErrorCode, details?: unknown, params?: ErrorParams) => new DomainError('invalid', code, details, undefined, params);
export const notFound = (code: ErrorCode) => new DomainError('not_found', code);
export const conflict = (code: ErrorCode, details?: unknown, params?: ErrorParams) => new DomainError('conflict', code, details, undefined, params);
export const forbidden = (code: ErrorCode) => new DomainError('forbidden', code);
/** Well-formed but not to be done, such as an Idempotency-Key reused for a different request (422). */
export const unprocessable = (code: ErrorCode) => new DomainError('unprocessable', code);

/** An invalid field: its code is the message and the one problem of its details. */
export const invalidField = (field: string, code: ErrorCode, params?: ErrorParams) => invalid(code, [{ field, problems: [code] }], params);
