import type { Job } from 'bullmq';
import type { FailedJobDto } from './queue-response.dto.js';

/** The last attempt's stack is what an operator reads first; earlier attempts repeat it. */
const STACK_LINES = 15;

export function toFailedJob(job: Job, queue: string): FailedJobDto {
  const stack = job.stacktrace?.at(-1);
  return {
    id: job.id!,
    queue,
    name: job.name,
    error: job.failedReason ?? 'Unbekannter Fehler',
    stacktrace: stack ? stack.split('\n').slice(0, STACK_LINES).join('\n') : null,
    attempts_made: job.attemptsMade,
    data: job.data,
    created_at: new Date(job.timestamp).toISOString(),
    failed_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
