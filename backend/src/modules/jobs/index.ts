/** What the jobs context offers the other contexts; they import nothing else of it. */
export { batchingLoader } from './batching-loader.js';
export { JobTimeoutError, OnJob, OnJobFailed, remainingMs } from './job-handler.js';
export { currentJob, OwnerErasedError } from './job-scope.js';
export type { JobContext, TypedJob } from './job-handler.js';
export { REDIS, RedisModule, redisKey } from './redis.module.js';
export { ALL_QUEUES, allQueuesProvider } from './ai-queues.js';
export type { QueuesByName } from './ai-queues.js';
export { JobHandlers, JobHandlersModule } from './job-handlers.js';
export { RedisAvailability } from './redis-availability.js';
export { NeedsRedisGuard } from './needs-redis.guard.js';
export { FindsPendingWork } from './pending-work.js';
export type { PendingJob, PendingWorkSource, ReconcileWindow } from './pending-work.js';
export { JOB_ERRORS } from './errors.js';
export { QueueModule } from './queue.module.js';
export { QUEUES } from './queues.js';
export type { QueueName } from './queues.js';
export { defineJob } from './job-definition.js';
export type { AllJobs, JobName, JobQueue, OwnedJob } from './job-definition.js';
/**
 * @public The interface each context's jobs merge into (`declare module '…/jobs/index.js'`), which
 * knip does not count as a use.
 */
export type { JobTypes } from './job-definition.js';
export { RegisteredJobs } from './registered-jobs.js';
