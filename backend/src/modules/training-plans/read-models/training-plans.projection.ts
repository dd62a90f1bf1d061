import type { RecordedEvent } from '../../../event-store/event.js';
import type { PlanEvent } from '../training-plans.events.js';
import { PLAN_EVENT_TYPES, evolveDays } from '../training-plans.events.js';
import type { EventReadModel } from '../../../projections/read-model.js';
import type { TrainingPlanRow } from './training-plans.entity.js';
import { TrainingPlanEntity } from './training-plans.entity.js';

/** The `training-plans` read model: what `GET /api/training-plans` answers; days follow the plan's own rules (evolveDays). */
export const trainingPlansReadModel: EventReadModel<TrainingPlanRow> = {
  name: 'training-plans',
  entity: TrainingPlanEntity,
  key: ['id'],
  version: 1,
  byUser: true,
  eventTypes: PLAN_EVENT_TYPES,
  keysOf: (event) => [{ id: (event.data as { planId: string }).planId }],
  evolve(row, recorded) {
    const event = recorded as PlanEvent & RecordedEvent;
    const version = recorded.streamVersion;
    const at = new Date(event.data.at);
    if (event.type === 'PlanCreated') {
      const { planId, userId, userEmail, name, description, isActive, source } = event.data;
      return (
        row ?? {
          id: planId,
          user_id: userId,
          user_email: userEmail,
          plan_name: name,
          plan_description: description,
          training_days: evolveDays([], event),
          is_active: isActive,
          source,
          created_date: at,
          updated_date: at,
          deleted_at: null,
          version,
        }
      );
    }
    if (!row || row.version >= version) return row;
    const updated = { ...row, updated_date: at, version };
    switch (event.type) {
      case 'PlanRenamed':
        return { ...updated, plan_name: event.data.name };
      case 'PlanDescriptionChanged':
        return { ...updated, plan_description: event.data.description };
      case 'PlanActivated':
        return { ...updated, is_active: true };
      case 'PlanDeactivated':
        return { ...updated, is_active: false };
      case 'PlanDeleted':
        return { ...updated, is_active: false, deleted_at: at };
      // Links to exercises are the relations' read model; the plan row only moves on.
      case 'PlanMachineLinked':
      case 'PlanMachineUnlinked':
        return { ...row, version };
      default:
        return { ...updated, training_days: evolveDays(row.training_days, event) };
    }
  },
};
