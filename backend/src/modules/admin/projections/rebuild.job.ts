import { defineJob, QUEUES } from '../../jobs/index.js';

export interface RebuildReadModelsJob {
  /** Read model names (app/read-models.ts), in that list's order. */
  readModels: string[];
  /** The admin who asked. */
  requestedBy: string;
}

export interface RebuildReadModelsResult {
  readModels: string[];
  events: number;
  position: number;
  milliseconds: number;
  eventsPerSecond: number;
}

/** What a running rebuild reports as its BullMQ progress. */
export interface RebuildJobProgress {
  percent: number;
  phase: 'fold' | 'fill' | 'swap' | 'done';
  events: number;
  eventsPerSecond: number;
  position: number;
  head: number;
}

declare module '../../jobs/index.js' {
  interface JobTypes {
    'rebuild-read-models': { data: RebuildReadModelsJob; result: RebuildReadModelsResult };
  }
}

/** An admin's rebuild of read models from the log; its id is `rebuild.<random>` (rebuild-requests.ts). */
export const REBUILD_READ_MODELS = defineJob({
  name: 'rebuild-read-models',
  queue: QUEUES.readModelRebuild,
  // Not the spec's: a rebuild folds the whole log (~40 s per million events here); the limit only
  // stops one that hangs.
  timeLimitMs: 60 * 60_000,
});

/** At most one rebuild waits or runs at a time: a second request finds the first. */
export const REBUILD_DEDUPLICATION_ID = 'read-model-rebuild';
