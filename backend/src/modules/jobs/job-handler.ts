import type { Job } from 'bullmq';
import type { JobData, JobDefinition, JobName, JobResult } from './job-definition.js';

export const JOB_HANDLER = Symbol('JOB_HANDLER');
export const JOB_FAILURE_HANDLER = Symbol('JOB_FAILURE_HANDLER');

export interface JobContext {
  /** Aborted when the job runs out of time or its worker loses the job. */
  signal: AbortSignal;
  /** Epoch milliseconds by which the job must be done (the spec's wait limit). */
  deadline: number;
}

export type TypedJob<Name extends JobName> = Job<JobData<Name>, JobResult<Name>, Name>;

type Handler<Name extends JobName> = (job: TypedJob<Name>, context: JobContext) => Promise<JobResult<Name>>;
type FailureHandler<Name extends JobName> = (job: TypedJob<Name>, error: Error) => Promise<void>;

/**
 * Marks the method that runs one job, given the job's definition (`defineJob`, beside the
 * handler): the worker runs it on the job's queue under its time limit. The worker finds every
 * handler at start and refuses to boot when a job has none or two; payload and result types follow
 * from the job's name.
 */
export function OnJob<Name extends JobName>(job: JobDefinition<Name>) {
  return <Method extends Handler<Name>>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<Method>) => {
    Reflect.defineMetadata(JOB_HANDLER, job, descriptor.value!);
  };
}

/** Marks the method called once a job has failed for good (attempts used up, or stalled too often). */
export function OnJobFailed<Name extends JobName>(job: JobDefinition<Name>) {
  return <Method extends FailureHandler<Name>>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<Method>) => {
    Reflect.defineMetadata(JOB_FAILURE_HANDLER, job, descriptor.value!);
  };
}

/** The time a step may still take, leaving a little for recording the outcome. */
export function remainingMs(context: JobContext, reserveMs = 300): number {
  return Math.max(1, context.deadline - Date.now() - reserveMs);
}

export class JobTimeoutError extends Error {
  constructor(name: string, timeoutMs: number) {
    super(`Job ${name} did not finish within ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}
