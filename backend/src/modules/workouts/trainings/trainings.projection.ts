import type { EventReadModel } from '../../../projections/read-model.js';
import type { TrainingRow } from './training.entity.js';
import { TrainingEntity } from './training.entity.js';
import type { TrainingEvent } from './trainings.events.js';
import { TRAINING_EVENT_TYPES } from './trainings.events.js';

/** The `trainings` read model: one row per recorded training. */
export const trainingsReadModel: EventReadModel<TrainingRow> = {
  name: 'trainings',
  entity: TrainingEntity,
  key: ['id'],
  version: 1,
  byUser: true,
  eventTypes: TRAINING_EVENT_TYPES,
  keysOf: (event) => [{ id: (event.data as { trainingId: string }).trainingId }],
  startsRow: (event) => event.type === 'TrainingRecorded',
  evolve(row, recorded) {
    const { data } = recorded as unknown as TrainingEvent;
    return (
      row ?? {
        id: data.trainingId,
        user_id: data.userId,
        title: data.title,
        started_at: new Date(data.startedAt),
        duration_min: data.durationMin,
        notes: data.notes,
        source: data.source,
        created_at: new Date(data.at),
        version: recorded.streamVersion,
      }
    );
  },
};
