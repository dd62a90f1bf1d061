import type { GroupedReadModel } from '../../../projections/read-model.js';
import { RECOUNT } from '../../../projections/read-model.js';
import type { ExerciseSet, TrainingMonth } from '../rules/training-month.js';
import { addToMonth, removeFromMonth, summariseMonth } from '../rules/training-month.js';
import type { WorkoutEntryRow } from './workout-entries.entity.js';
import { datedSetOf, isCounted, workoutEntriesReadModel } from './workout-entries.projection.js';
import type { TrainingMonthRow } from './training-months.entity.js';
import { TrainingMonthEntity } from './training-months.entity.js';

const setOf = (entry: WorkoutEntryRow): ExerciseSet => ({
  machineId: entry.machine_id,
  set: datedSetOf(entry),
});

/**
 * A user's months, fed by the changes of workout entries: a set joining is counted in, a set
 * leaving counted out, and only a set leaving that was its exercise's best of the month or the last logged (or a
 * logged set seen a second time: the live runner inserts its entry row unread, so the change comes
 * again) has the month's sets read again.
 */
export const trainingMonthsReadModel: GroupedReadModel<TrainingMonthRow, WorkoutEntryRow> = {
  name: 'training-months',
  entity: TrainingMonthEntity,
  key: ['user_id', 'month'],
  version: 1,
  source: workoutEntriesReadModel,
  membersWhere: 'deleted_at IS NULL',
  keysOf: ({ before, after }) => [before, after].filter(isCounted).map((entry) => ({ user_id: entry.user_id, month: entry.month })),
  evolve(row, { before, after }) {
    if (row && !isCounted(before) && isCounted(after) && after.logged_position <= row.last_logged_seq) return RECOUNT;
    // Without a row, only a set joining can start one (its month is the row's).
    const month = row?.month ?? (isCounted(after) ? after.month : null);
    if (month === null) return row;
    let summary = row && monthOfRow(row);
    if (summary && isCounted(before) && before.month === month) {
      summary = removeFromMonth(summary, setOf(before));
      if (!summary) return RECOUNT;
    }
    if (isCounted(after) && after.month === month) summary = summary ? addToMonth(summary, setOf(after)) : summariseMonth([setOf(after)]);
    return summary && monthRow(row ?? after!, summary);
  },
  summarise(entries) {
    const live = entries.filter(isCounted);
    const summary = summariseMonth(live.map(setOf));
    return summary && monthRow(live[0]!, summary);
  },
};

function monthOfRow(row: TrainingMonthRow): TrainingMonth {
  return { setsByDay: row.sets_by_day, bests: row.bests, lastLoggedSeq: row.last_logged_seq };
}

function monthRow({ user_id, month }: Pick<TrainingMonthRow, 'user_id' | 'month'>, summary: TrainingMonth): TrainingMonthRow {
  return {
    user_id,
    month,
    sets_by_day: summary.setsByDay,
    days: Object.keys(summary.setsByDay).sort().join(','),
    bests: summary.bests,
    last_logged_seq: summary.lastLoggedSeq,
  };
}
