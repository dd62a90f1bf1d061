import type { QueueName } from './queues.js';
import { QUEUES } from './queues.js';

/**
 * Plan generation runs up to a minute: a false alarm (a busy worker taken for dead) would cost a
 * whole plan again (30 s at the default lock; the 5 s lock was lost under the rebuild-under-load
 * benchmark). An import of a large history runs minutes in batches that each hold the event loop a while.
 */
export const LONG_JOB_LOCK_FACTOR = 6;
const LONG_JOB_QUEUES: readonly QueueName[] = [QUEUES.planGeneration, QUEUES.imports];

/**
 * A rebuild of every read model folds the whole log with every core busy, and a false alarm starts
 * it from the beginning: the 30 s lock was lost rebuilding 400,000 events while other test files
 * kept both cores busy (issue 46). An admin's rare rebuild may wait two minutes more for a dead
 * worker's takeover instead.
 */
const REBUILD_LOCK_FACTOR = 24;

export interface LockSettings {
  /** A running job's lock; its worker renews it every half of this while alive. */
  lockDuration: number;
  /** How often some worker looks for jobs whose lock ran out. */
  stalledInterval: number;
}

/**
 * BullMQ's lock and stall check for a queue. A dead worker's job is moved back to waiting by the
 * first stall check that finds its lock gone, having marked it at the check before, so it waits at
 * most `lockDuration + stalledInterval` after the last renewal (`worstRestartMs`): 7.5 s for the
 * short AI jobs with the 5 s default lock, against 60 s with the 30 s lock BullMQ suggests.
 */
export function lockSettings(queue: QueueName, lockMs: number): LockSettings {
  const factor = queue === QUEUES.readModelRebuild ? REBUILD_LOCK_FACTOR : LONG_JOB_QUEUES.includes(queue) ? LONG_JOB_LOCK_FACTOR : 1;
  const lockDuration = lockMs * factor;
  return { lockDuration, stalledInterval: Math.ceil(lockDuration / 2) };
}

export const worstRestartMs = ({ lockDuration, stalledInterval }: LockSettings) => lockDuration + stalledInterval;
