import { conversationsReadModel } from '../modules/agents/read-models/index.js';
import { feedbackReadModel } from '../modules/feedback/read-models/index.js';
import { trainingPlanRelationsReadModel, trainingPlansReadModel } from '../modules/training-plans/read-models/index.js';
import { usersReadModel } from '../modules/users/read-models/index.js';
import { currencyLedgerReadModel, inventoryReadModel } from '../modules/wallet/read-models/index.js';
import {
  dashboardDaysReadModel,
  exerciseSummariesReadModel,
  machinesReadModel,
  trainingMonthsReadModel,
  workoutEntriesReadModel,
} from '../modules/workouts/read-models/index.js';
import { trainingsReadModel } from '../modules/workouts/trainings/trainings.projection.js';
import type { AnyReadModel } from '../projections/read-model.js';

/** Every read model of the system, each after its source: the live runner, rebuilds and the replay CLI use this list. */
export const allReadModels: readonly AnyReadModel[] = [
  usersReadModel,
  machinesReadModel,
  workoutEntriesReadModel,
  dashboardDaysReadModel,
  exerciseSummariesReadModel,
  trainingMonthsReadModel,
  trainingsReadModel,
  currencyLedgerReadModel,
  conversationsReadModel,
  inventoryReadModel,
  feedbackReadModel,
  trainingPlansReadModel,
  trainingPlanRelationsReadModel,
];

/**
 * The worker thread a rebuild folds user shards in, with these read models (rebuild-shards.worker.ts);
 * it exists once built, so the tests, which run the sources, fold in their own thread.
 */
export const rebuildShardsWorker = new URL('./rebuild-shards.worker.js', import.meta.url);

/** Every read-model table's entity, for the TypeORM data source. */
export const readModelEntities = allReadModels.map((model) => model.entity);
