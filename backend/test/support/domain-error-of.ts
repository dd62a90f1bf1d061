import type { DomainError } from '../../src/common/domain-error.js';

/** Runs a decision that must refuse, and hands back its domain error for closer checks. */
export function domainErrorOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a domain error');
}
