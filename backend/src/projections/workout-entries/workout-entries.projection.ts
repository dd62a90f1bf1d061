import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { MachineEvent } from '../../modules/machines/machines.events.js';
import type { WorkoutEvent } from '../../modules/workouts/workouts.events.js';
import { WORKOUT_EVENT_TYPES, deletedWithItsMachine } from '../../modules/workouts/workouts.events.js';
import type { Projection } from '../projection.js';
import { applyWorkoutEntriesBatch } from './workout-entries.batch.js';

type Handled = WorkoutEvent | Extract<MachineEvent, { type: 'MachineDeleted' }>;

/**
 * The `workout_entries` read model (spec §3 WorkoutEntry). Rows keep the entry stream version;
 * deleted entries stay as tombstones. A deleted machine takes its entries along at once; the
 * `WorkoutDeleted` events that follow it then find nothing left to do.
 */
export const workoutEntriesProjection: Projection = {
  name: 'workout-entries',
  tables: ['workout_entries'],
  eventTypes: [...WORKOUT_EVENT_TYPES, 'MachineDeleted'],
  async apply(db: Queryable, recorded: RecordedEvent) {
    const event = recorded as unknown as Handled & RecordedEvent;
    const version = recorded.streamVersion;
    switch (event.type) {
      case 'WorkoutLogged': {
        const { entryId, userId, machineId, maxWeight, reps, date, notes, createdBy, at } = event.data;
        await db.query(
          `INSERT INTO workout_entries
             (id, user_id, machine_id, max_weight, reps, date, notes, created_by, created_at, updated_at, logged_position, version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
          [entryId, userId, machineId, maxWeight, reps, date, notes, createdBy, at, recorded.position, version],
        );
        return;
      }
      case 'WorkoutEdited': {
        const { entryId, maxWeight, reps, date, notes, at } = event.data;
        await db.query(
          `UPDATE workout_entries SET max_weight = $3, reps = $4, date = $5, notes = $6, updated_at = $7, version = $2
           WHERE id = $1 AND version < $2 AND deleted_at IS NULL`,
          [entryId, version, maxWeight, reps, date, notes, at],
        );
        return;
      }
      case 'WorkoutDeleted':
        if (deletedWithItsMachine(event.data)) return;
        await db.query('UPDATE workout_entries SET deleted_at = $3, version = $2 WHERE id = $1 AND version < $2 AND deleted_at IS NULL', [
          event.data.entryId,
          version,
          event.data.at,
        ]);
        return;
      case 'MachineDeleted':
        await db.query('UPDATE workout_entries SET deleted_at = $2 WHERE machine_id = $1 AND deleted_at IS NULL', [
          event.data.machineId,
          event.data.at,
        ]);
        return;
    }
  },
  applyBatch: applyWorkoutEntriesBatch,
  // For the lists per user and machine; the batch path looks rows up by id (by machine only for a
  // machine's deletion, at most one scan a batch).
  indexesBuiltAfterRebuild: ['workout_entries_user_date_idx', 'workout_entries_machine_idx'],
};
