import type { RecordedEvent } from '../../../event-store/event.js';
import type { PlanEvent } from '../training-plans.events.js';
import { PLAN_RELATION_EVENT_TYPES } from '../training-plans.events.js';
import type { EventReadModel } from '../../../projections/read-model.js';
import type { TrainingPlanRelationRow } from './training-plan-relations.entity.js';
import { TrainingPlanRelationEntity } from './training-plan-relations.entity.js';

type Handled = Extract<PlanEvent, { type: 'PlanMachineLinked' | 'PlanMachineUnlinked' }> & RecordedEvent;

/**
 * The `training-plan-relations` read model. A removed day or a deleted plan unlinks its exercises
 * with one event each, so a row never needs the plan to know it is gone.
 */
export const trainingPlanRelationsReadModel: EventReadModel<TrainingPlanRelationRow> = {
  name: 'training-plan-relations',
  entity: TrainingPlanRelationEntity,
  key: ['id'],
  version: 1,
  byUser: true,
  eventTypes: PLAN_RELATION_EVENT_TYPES,
  keysOf: (event) => [{ id: (event.data as { relationId: string }).relationId }],
  evolve(row, recorded) {
    const event = recorded as Handled;
    const version = recorded.streamVersion;
    if (event.type === 'PlanMachineLinked') {
      const { relationId, planId, userId, machineId, dayId, at } = event.data;
      return (
        row ?? {
          id: relationId,
          user_id: userId,
          training_plan_id: planId,
          machine_id: machineId,
          day_id: dayId,
          created_date: new Date(at),
          deleted_at: null,
          version,
        }
      );
    }
    if (!row || row.version >= version) return row;
    return { ...row, deleted_at: new Date(event.data.at), version };
  },
};
