/**
 * A broken business rule. Deciders and rules throw these without knowing about HTTP or words: the
 * exception filter turns `kind` into the status code and `code` into the user's message through
 * the catalogue it is given (modules/error-messages.ts). The HTTP layer may give a message in place
 * of a code; a code the catalogue does not know is shown as it is.
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'unprocessable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    readonly details?: unknown,
    /** The body's `error` in place of the status text, for a refusal a client tells apart by name. */
    readonly errorName?: string,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export const invalid = (code: string, details?: unknown) => new DomainError('invalid', code, details);
export const notFound = (code: string) => new DomainError('not_found', code);
export const conflict = (code: string, details?: unknown) => new DomainError('conflict', code, details);
export const forbidden = (code: string) => new DomainError('forbidden', code);
/** Well-formed but not to be done, such as an Idempotency-Key reused for a different request (422). */
export const unprocessable = (code: string) => new DomainError('unprocessable', code);

/** An invalid field: its code is the message and the one problem of its details. */
export const invalidField = (field: string, code: string) => invalid(code, [{ field, problems: [code] }]);
