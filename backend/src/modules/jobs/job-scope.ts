import { AsyncLocalStorage } from 'node:async_hooks';

interface JobScope {
  jobId: string;
  /** The user the job works for; null for a job of no user (an admin's rebuild). */
  ownerId: string | null;
}

const scope = new AsyncLocalStorage<JobScope>();

/**
 * Runs a job's handler (or its failure handler) so that the writes it makes are known as a job's:
 * the account context's admission (modules/account/account-admission.ts) refuses them for a user
 * erased meanwhile. The scope follows every await of the handler, the command bus included.
 */
export function runInJobScope<T>(job: JobScope, work: () => Promise<T>): Promise<T> {
  return scope.run(job, work);
}

/** The job whose handler this code runs in; undefined outside any job (an HTTP request). */
export const currentJob = (): JobScope | undefined => scope.getStore();

/**
 * A job's outcome for a user whose account was erased while it ran: nothing of it is recorded, and
 * the job ends without a retry (JobWorkers takes its record out of Redis).
 */
export class OwnerErasedError extends Error {
  constructor(readonly userId: string) {
    super(`User ${userId} was erased while the job ran; its outcome is not recorded`);
    this.name = 'OwnerErasedError';
  }
}
