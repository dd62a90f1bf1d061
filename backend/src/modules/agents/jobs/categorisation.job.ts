import { createHash } from 'node:crypto';
import type { Category } from '../../../common/exercise-categories.js';
import type { OwnedJob } from '../../jobs/index.js';
import { defineJob, QUEUES } from '../../jobs/index.js';
import { normaliseText } from '../../coach/index.js';

export interface CategoriseMachineJob extends OwnedJob {
  machineId: string;
  machineName: string;
  /** The `MachineCreated` event this reacts to. */
  causationId: string;
}

export interface CategoriseNameJob extends OwnedJob {
  exerciseName: string;
}

export interface CategorisationResult {
  categories: Category[];
  /** 'cache' when answered from the per-name cache; 'rate_limited' when the provider refused. */
  source: 'model' | 'cache' | 'rate_limited';
  /** For machine jobs: whether the categories were recorded on the machine. */
  recorded?: boolean;
}

declare module '../../jobs/index.js' {
  interface JobTypes {
    'categorise-machine': { data: CategoriseMachineJob; result: CategorisationResult };
    'categorise-name': { data: CategoriseNameJob; result: CategorisationResult };
  }
}

/** The categories of a new machine (after `MachineCreated`): `categorise.<machine>`. */
export const CATEGORISE_MACHINE = defineJob({
  name: 'categorise-machine',
  queue: QUEUES.categorisation,
  // The spec's wait limit for the categoriser (section 7).
  timeLimitMs: 10_000,
  idPrefix: 'categorise',
  idParts: ({ machineId }) => [machineId],
});

/** The categories of a name `categorizeExercise` asked for: `categorise-name.<owner>.<digest of the normalised name>`. */
export const CATEGORISE_NAME = defineJob({
  name: 'categorise-name',
  queue: QUEUES.categorisation,
  timeLimitMs: 10_000,
  idPrefix: 'categorise-name',
  idParts: ({ ownerId, exerciseName }) => [ownerId, digest(normaliseText(exerciseName))],
});

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}
