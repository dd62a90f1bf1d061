/**
 * A broken business rule. Deciders throw these without knowing about HTTP; the exception filter
 * turns `kind` into the status code, `message` is shown to the user as it is.
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, details?: unknown) => new DomainError('invalid', message, details);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string, details?: unknown) => new DomainError('conflict', message, details);
export const forbidden = (message: string) => new DomainError('forbidden', message);
