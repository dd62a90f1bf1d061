import { monthOf } from '../rules/calendar.js';
import type { DatedSet } from '../rules/exercise-summary.js';
import type { RecordedEvent } from '../../../event-store/event.js';
import type { WorkoutEvent } from '../workouts.events.js';
import { WORKOUT_EVENT_TYPES, valuesOf } from '../workouts.events.js';
import type { TrainingEvent } from '../trainings/trainings.events.js';
import type { EventReadModel } from '../../../projections/read-model.js';
import type { WorkoutEntryRow } from './workout-entries.entity.js';
import { WorkoutEntryEntity } from './workout-entries.entity.js';

/** The `workout_entries` read model; a machine's deletion deletes each of its sets by an event of its own. */
export const workoutEntriesReadModel: EventReadModel<WorkoutEntryRow> = {
  name: 'workout-entries',
  entity: WorkoutEntryEntity,
  key: ['id'],
  version: 2,
  byUser: true,
  eventTypes: [...WORKOUT_EVENT_TYPES, 'TrainingRecorded'],
  keysOf: (event) =>
    event.type === 'TrainingRecorded'
      ? ((event.data as TrainingEvent['data']).entryIds ?? []).map((id) => ({ id }))
      : [{ id: (event.data as { entryId: string }).entryId }],
  // Logging appends to a new stream whose id no entry has.
  startsRow: (event) => event.type === 'WorkoutLogged',
  evolve(row, recorded) {
    // A guided training recorded when it ends takes its sets: on another stream, so no version to compare; a set keeps its first training.
    if (recorded.type === 'TrainingRecorded') {
      const { trainingId } = recorded.data as TrainingEvent['data'];
      return row && row.session_id === null ? { ...row, session_id: trainingId } : row;
    }
    const event = recorded as WorkoutEvent & RecordedEvent;
    const version = recorded.streamVersion;
    const at = new Date(event.data.at);
    if (event.type === 'WorkoutLogged') {
      const { entryId, userId, machineId, createdBy, sessionId } = event.data;
      const { maxWeight, reps, date, notes, setType, rpe } = valuesOf(event.data);
      return (
        row ?? {
          id: entryId,
          user_id: userId,
          machine_id: machineId,
          max_weight: maxWeight,
          reps,
          date,
          month: monthOf(date),
          notes,
          set_type: setType,
          rpe,
          session_id: sessionId ?? null,
          created_by: createdBy,
          created_at: at,
          updated_at: at,
          logged_position: recorded.position,
          deleted_at: null,
          version,
        }
      );
    }
    if (!row || row.deleted_at || row.version >= version) return row;
    if (event.type === 'WorkoutDeleted') return { ...row, deleted_at: at, version };
    // A move is no edit of the set: its values and updated_at stay; the grouped read models see the
    // row leave one machine and join the other and count both again.
    if (event.type === 'WorkoutMoved') return { ...row, machine_id: event.data.machineId, version };
    const { maxWeight, reps, date, notes, setType, rpe } = valuesOf(event.data);
    return { ...row, max_weight: maxWeight, reps, date, month: monthOf(date), notes, set_type: setType, rpe, updated_at: at, version };
  },
};

/** An entry as the summing rules take a set: dated, and placed in the order of logging. */
export const datedSetOf = (entry: WorkoutEntryRow): DatedSet => ({
  id: entry.id,
  date: entry.date,
  seq: entry.logged_position,
  max_weight: entry.max_weight,
  reps: entry.reps,
});

/** A set that is there: logged and not deleted. */
export const isLive = (row: WorkoutEntryRow | null): row is WorkoutEntryRow => row !== null && row.deleted_at === null;

/** A set the figures count (volume, records, best sets, progress): live and no warm-up (docs/decisions/README.md). */
export const isCounted = (row: WorkoutEntryRow | null): row is WorkoutEntryRow => isLive(row) && row.set_type !== 'warmup';
