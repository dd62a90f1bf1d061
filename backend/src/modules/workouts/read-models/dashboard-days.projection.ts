import type { DaySummary, LoggedSet } from '../rules/performance.js';
import { addToDay, e1rmOf, summariseDay, volumeOf } from '../rules/performance.js';
import type { GroupedReadModel } from '../../../projections/read-model.js';
import { RECOUNT } from '../../../projections/read-model.js';
import type { WorkoutEntryRow } from './workout-entries.entity.js';
import { isCounted, workoutEntriesReadModel } from './workout-entries.projection.js';
import type { DashboardDayRow } from './dashboard-days.entity.js';
import { DashboardDayEntity } from './dashboard-days.entity.js';

const dayOf = (entry: WorkoutEntryRow) => ({ machine_id: entry.machine_id, date: entry.date });
const isOn = (day: DashboardDayRow, entry: WorkoutEntryRow) => day.machine_id === entry.machine_id && day.date === entry.date;
const setOf = (entry: WorkoutEntryRow): LoggedSet => ({ id: entry.id, seq: entry.logged_position, max_weight: entry.max_weight, reps: entry.reps });

/**
 * The dashboard's read model: a day's sets summed up, fed by the changes of workout entries (an
 * edit that moves a set to another day takes it out of the day its entry row says it was in). A
 * newly logged set is folded into its day; a set leaving a day, or changed within it, has the day
 * counted again from its sets, as its best may have been that set.
 */
export const dashboardDaysReadModel: GroupedReadModel<DashboardDayRow, WorkoutEntryRow> = {
  name: 'dashboard-days',
  entity: DashboardDayEntity,
  key: ['machine_id', 'date'],
  version: 3,
  source: workoutEntriesReadModel,
  membersWhere: 'deleted_at IS NULL',
  keysOf: ({ before, after }) => [...(isCounted(before) ? [dayOf(before)] : []), ...(isCounted(after) ? [dayOf(after)] : [])],
  evolve(row, { before, after }) {
    if (row && isCounted(before) && isOn(row, before)) return RECOUNT;
    if (!isCounted(after) || (row && !isOn(row, after))) return row;
    // Only the day's newest set is folded in; one logged earlier (moved here by an edit) or counted
    // already (the same change a second time) has the day counted again.
    if (row && after.logged_position <= row.latest_seq) return RECOUNT;
    const set = setOf(after);
    return dayRow(row ?? after, row ? addToDay(summaryOf(row), set) : summariseDay([set])!);
  },
  summarise(entries) {
    const live = entries.filter(isCounted);
    const day = summariseDay(live.map(setOf));
    return day && dayRow(live[0]!, day);
  },
};

/** The summary a row keeps, with each best as the set it was. */
function summaryOf(row: DashboardDayRow): DaySummary<LoggedSet> {
  return {
    setCount: row.set_count,
    volume: row.volume,
    best: { id: row.best_entry_id, seq: row.best_seq, max_weight: row.best_max_weight, reps: row.best_reps },
    heaviest: { id: row.heaviest_entry_id, seq: row.heaviest_seq, max_weight: row.heaviest_weight, reps: row.heaviest_reps },
    topVolume: { id: row.top_volume_entry_id, seq: row.top_volume_seq, max_weight: row.top_volume_max_weight, reps: row.top_volume_reps },
    latest: { id: row.latest_entry_id, seq: row.latest_seq, max_weight: row.latest_max_weight, reps: row.latest_reps },
  };
}

function dayRow(day: Pick<DashboardDayRow, 'machine_id' | 'date' | 'user_id'>, summary: DaySummary<LoggedSet>): DashboardDayRow {
  const { best, heaviest, topVolume, latest } = summary;
  return {
    machine_id: day.machine_id,
    date: day.date,
    user_id: day.user_id,
    set_count: summary.setCount,
    volume: summary.volume,
    best_entry_id: best.id,
    best_seq: best.seq,
    best_max_weight: best.max_weight,
    best_reps: best.reps,
    best_e1rm: e1rmOf(best),
    heaviest_entry_id: heaviest.id,
    heaviest_seq: heaviest.seq,
    heaviest_weight: heaviest.max_weight,
    heaviest_reps: heaviest.reps,
    top_volume_entry_id: topVolume.id,
    top_volume_seq: topVolume.seq,
    top_volume_max_weight: topVolume.max_weight,
    top_volume_reps: topVolume.reps,
    top_volume: volumeOf(topVolume),
    latest_entry_id: latest.id,
    latest_seq: latest.seq,
    latest_max_weight: latest.max_weight,
    latest_reps: latest.reps,
  };
}
