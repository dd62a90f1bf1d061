import { SetMetadata } from '@nestjs/common';
import type { QueueName } from './queues.js';

/** Recorded work that should have a job: its queue, the job id derived from it, and how to queue it. */
export interface PendingJob {
  queue: QueueName;
  jobId: string;
  enqueue(): Promise<unknown>;
}

/** Which stretch of time the reconciler looks at: work recorded since `since`, and settled before `settledBefore`. */
export interface ReconcileWindow {
  since: Date;
  settledBefore: Date;
}

/** A context's recorded work that waits for a job (a question without a reply, a set without its analysis). */
export interface PendingWorkSource {
  findPending(window: ReconcileWindow): Promise<PendingJob[]>;
}

export const PENDING_WORK_SOURCE = Symbol('PENDING_WORK_SOURCE');

/** Marks a provider as a PendingWorkSource; the job reconciler finds them all. */
export const FindsPendingWork = () => SetMetadata(PENDING_WORK_SOURCE, true);
