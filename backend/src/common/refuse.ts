import { DomainError, conflict, forbidden, invalid, invalidField, notFound, unprocessable } from './domain-error.js';
import type { ErrorCode, ErrorParams } from './error-catalogue.js';

/** The domain errors of common/domain-error.ts for the deciders and rules, by code of a context's errors.ts. */
export const refuse = {
  invalid: (code: ErrorCode) => invalid(code),
  field: (field: string, code: ErrorCode) => invalidField(field, code),
  notFound: (code: ErrorCode) => notFound(code),
  conflict: (code: ErrorCode, details?: unknown, params?: ErrorParams) => conflict(code, details, params),
  forbidden: (code: ErrorCode) => forbidden(code),
  /** The spec's client recognises this refusal by its `error`, "Insufficient funds" (spec §8, Shop). */
  insufficientFunds: () => new DomainError('conflict', 'shop.insufficient_funds', undefined, 'Insufficient funds'),
  unprocessable: (code: ErrorCode) => unprocessable(code),
};
