import { e1rmOf, summariseDay, volumeOf } from '../../modules/workouts/rules/performance.js';
import type { DerivedReadModel } from '../read-model.js';
import type { WorkoutEntryRow } from '../workout-entries/workout-entries.entity.js';
import { isLive, workoutEntriesReadModel } from '../workout-entries/workout-entries.projection.js';
import type { DashboardDayRow, DaySet } from './dashboard-days.entity.js';
import { DashboardDayEntity } from './dashboard-days.entity.js';

const dayOf = (entry: WorkoutEntryRow) => ({ machine_id: entry.machine_id, date: entry.date });

/**
 * The dashboard's read model, fed by the changes of workout entries: an edit that moves a set to
 * another day takes it out of the day its entry row says it was in, and into the new one.
 */
export const dashboardDaysReadModel: DerivedReadModel<DashboardDayRow, WorkoutEntryRow> = {
  name: 'dashboard-days',
  entity: DashboardDayEntity,
  key: ['machine_id', 'date'],
  version: 2,
  source: workoutEntriesReadModel,
  keysOf: ({ before, after }) => [...(isLive(before) ? [dayOf(before)] : []), ...(isLive(after) ? [dayOf(after)] : [])],
  evolve(row, { before, after }) {
    const entry = (after ?? before)!;
    const sets = (row?.sets ?? []).filter((set) => set.id !== entry.id);
    const here = isLive(after) && (!row || (row.machine_id === after.machine_id && row.date === after.date));
    if (here)
      sets.push({ id: after.id, seq: after.logged_position, max_weight: after.max_weight, reps: after.reps, logged_at: after.created_at.toISOString() });
    const owner = row ?? (here ? { ...dayOf(after), user_id: after.user_id } : null);
    return owner ? summarisedDay(owner, sets) : null;
  },
};

function summarisedDay(day: Pick<DashboardDayRow, 'machine_id' | 'date' | 'user_id'>, sets: DaySet[]): DashboardDayRow | null {
  const summary = summariseDay(sets);
  if (!summary) return null;
  const { best, heaviest, topVolume, latest } = summary;
  return {
    machine_id: day.machine_id,
    date: day.date,
    user_id: day.user_id,
    sets,
    set_count: summary.setCount,
    volume: summary.volume,
    best_entry_id: best.id,
    best_max_weight: best.max_weight,
    best_reps: best.reps,
    best_e1rm: e1rmOf(best),
    heaviest_entry_id: heaviest.id,
    heaviest_weight: heaviest.max_weight,
    top_volume_entry_id: topVolume.id,
    top_volume: volumeOf(topVolume),
    latest_entry_id: latest.id,
    latest_seq: latest.seq,
    latest_max_weight: latest.max_weight,
    latest_reps: latest.reps,
    latest_logged_at: new Date(latest.logged_at),
  };
}
