import { conversationsReadModel } from './conversations/conversations.projection.js';
import { currencyLedgerReadModel } from './currency-ledger/currency-ledger.projection.js';
import { dashboardDaysReadModel } from './dashboard-days/dashboard-days.projection.js';
import { feedbackReadModel } from './feedback/feedback.projection.js';
import { inventoryReadModel } from './inventory/inventory.projection.js';
import { machinesReadModel } from './machines/machines.projection.js';
import type { AnyReadModel } from './read-model.js';
import { trainingPlanRelationsReadModel } from './training-plan-relations/training-plan-relations.projection.js';
import { trainingPlansReadModel } from './training-plans/training-plans.projection.js';
import { usersReadModel } from './users/users.projection.js';
import { workoutEntriesReadModel } from './workout-entries/workout-entries.projection.js';

/** Every read model of the system, each after its source: the live runner, rebuilds and the replay CLI use this list. */
export const allReadModels: readonly AnyReadModel[] = [
  usersReadModel,
  machinesReadModel,
  workoutEntriesReadModel,
  dashboardDaysReadModel,
  currencyLedgerReadModel,
  conversationsReadModel,
  inventoryReadModel,
  feedbackReadModel,
  trainingPlansReadModel,
  trainingPlanRelationsReadModel,
];

/** Every read-model table's entity, for the TypeORM data source. */
export const readModelEntities = allReadModels.map((model) => model.entity);
