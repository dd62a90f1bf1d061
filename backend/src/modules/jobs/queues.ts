import type { DefaultJobOptions } from 'bullmq';

/**
 * The queues, and what holds for every job on one: its retries, how long finished jobs are kept,
 * how many run at once. A job's own facts (payload, result, time limit, id) are declared beside
 * its handler, in the context that handles it (`defineJob`, job-definition.ts).
 */
export const QUEUES = {
  health: 'health',
  categorisation: 'categorisation',
  performanceAnalysis: 'performance-analysis',
  coachChat: 'coach-chat',
  /** The training planner: one job per plan request (modules/training-plans/generation). */
  planGeneration: 'plan-generation',
  /** Admins' rebuilds of read models from the log (debug view). */
  readModelRebuild: 'read-model-rebuild',
  /** Lifters' imports of their training history from other apps (modules/imports). */
  imports: 'imports',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const KEEP_FINISHED = { removeOnComplete: { age: 24 * 3600, count: 5000 }, removeOnFail: { age: 7 * 24 * 3600, count: 5000 } };

/** Retries with exponential backoff: AI providers fail in bursts (rate limits, overload). */
export const QUEUE_DEFAULTS: Record<QueueName, DefaultJobOptions> = {
  [QUEUES.health]: { removeOnComplete: 100, removeOnFail: 100 },
  [QUEUES.categorisation]: { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, ...KEEP_FINISHED },
  [QUEUES.performanceAnalysis]: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, ...KEEP_FINISHED },
  [QUEUES.coachChat]: { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, ...KEEP_FINISHED },
  [QUEUES.planGeneration]: { attempts: 2, backoff: { type: 'exponential', delay: 5000 }, ...KEEP_FINISHED },
  // An admin retries a failed rebuild by hand; the last ones stay to show their outcome.
  [QUEUES.readModelRebuild]: { attempts: 1, removeOnComplete: 50, removeOnFail: 50 },
  // A retry resumes after the last batch the import recorded (its import_jobs row says which).
  [QUEUES.imports]: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, ...KEEP_FINISHED },
};

export const AI_QUEUES = [QUEUES.categorisation, QUEUES.performanceAnalysis, QUEUES.coachChat, QUEUES.planGeneration] as const;

/** Every queue whose jobs the worker runs through `@OnJob` handlers. */
export const JOB_QUEUES = [QUEUES.health, ...AI_QUEUES, QUEUES.readModelRebuild, QUEUES.imports] as const;

/** Jobs one worker process runs at once, where not WORKER_CONCURRENCY: a rebuild holds the whole log in memory. */
export const QUEUE_CONCURRENCY: Partial<Record<QueueName, number>> = { [QUEUES.readModelRebuild]: 1 };
