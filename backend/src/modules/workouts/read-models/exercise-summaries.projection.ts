import type { DatedSet, ExerciseSummary } from '../rules/exercise-summary.js';
import { addToExercise, removeFromExercise, summariseExercise } from '../rules/exercise-summary.js';
import { e1rmOf, volumeOf } from '../rules/performance.js';
import type { GroupedReadModel } from '../../../projections/read-model.js';
import { RECOUNT } from '../../../projections/read-model.js';
import type { WorkoutEntryRow } from './workout-entries.entity.js';
import { datedSetOf, isCounted, workoutEntriesReadModel } from './workout-entries.projection.js';
import type { ExerciseSummaryRow } from './exercise-summaries.entity.js';
import { ExerciseSummaryEntity } from './exercise-summaries.entity.js';

/**
 * Per exercise, its sets summed up (beside dashboard-days, fed by the same entry changes): a new
 * set is folded in, a set leaving that held nothing is taken out, and only a set leaving that held
 * a record or was the newest has the exercise counted again from its sets.
 */
export const exerciseSummariesReadModel: GroupedReadModel<ExerciseSummaryRow, WorkoutEntryRow> = {
  name: 'exercise-summaries',
  entity: ExerciseSummaryEntity,
  key: ['machine_id'],
  version: 1,
  source: workoutEntriesReadModel,
  membersWhere: 'deleted_at IS NULL',
  // An edit never moves a set to another exercise; a merge does (WorkoutMoved): then both are keys.
  keysOf: ({ before, after }) => [before, after].filter(isCounted).map((entry) => ({ machine_id: entry.machine_id })),
  evolve(row, { before, after }) {
    // A set moved by a merge leaves one exercise and joins the other: each is counted again from its sets.
    if (isCounted(before) && isCounted(after) && before.machine_id !== after.machine_id) return RECOUNT;
    // A set logged before the last one counted is a change seen a second time (or a recount's leftover): count again.
    if (row && !isCounted(before) && isCounted(after) && after.logged_position <= row.last_logged_seq) return RECOUNT;
    let summary = row && summaryOf(row);
    if (summary && isCounted(before)) {
      summary = removeFromExercise(summary, datedSetOf(before));
      if (!summary) return RECOUNT;
    }
    if (isCounted(after)) summary = summary ? addToExercise(summary, datedSetOf(after)) : summariseExercise([datedSetOf(after)]);
    // The last logged set changes only when this one was logged after it.
    return summary && summaryRow(row ?? after!, summary, summary.lastLoggedSeq === row?.last_logged_seq ? row.last_logged_at : after!.created_at);
  },
  summarise(entries) {
    const live = entries.filter(isCounted);
    const summary = summariseExercise(live.map(datedSetOf));
    return summary && summaryRow(live[0]!, summary, live.find((entry) => entry.logged_position === summary.lastLoggedSeq)!.created_at);
  },
};

function summaryOf(row: ExerciseSummaryRow): ExerciseSummary<DatedSet> {
  return {
    setCount: row.set_count,
    volume: row.volume,
    best: { id: row.best_entry_id, date: row.best_date, seq: row.best_seq, max_weight: row.best_max_weight, reps: row.best_reps },
    heaviest: { id: row.heaviest_entry_id, date: row.heaviest_date, seq: row.heaviest_seq, max_weight: row.heaviest_max_weight, reps: row.heaviest_reps },
    topVolume: {
      id: row.top_volume_entry_id,
      date: row.top_volume_date,
      seq: row.top_volume_seq,
      max_weight: row.top_volume_max_weight,
      reps: row.top_volume_reps,
    },
    latest: { id: row.latest_entry_id, date: row.latest_date, seq: row.latest_seq, max_weight: row.latest_max_weight, reps: row.latest_reps },
    lastLoggedSeq: row.last_logged_seq,
  };
}

function summaryRow(owner: Pick<ExerciseSummaryRow, 'machine_id' | 'user_id'>, summary: ExerciseSummary<DatedSet>, lastLoggedAt: Date): ExerciseSummaryRow {
  const { best, heaviest, topVolume, latest } = summary;
  return {
    machine_id: owner.machine_id,
    user_id: owner.user_id,
    set_count: summary.setCount,
    volume: summary.volume,
    best_entry_id: best.id,
    best_date: best.date,
    best_seq: best.seq,
    best_max_weight: best.max_weight,
    best_reps: best.reps,
    best_e1rm: e1rmOf(best),
    heaviest_entry_id: heaviest.id,
    heaviest_date: heaviest.date,
    heaviest_seq: heaviest.seq,
    heaviest_max_weight: heaviest.max_weight,
    heaviest_reps: heaviest.reps,
    top_volume_entry_id: topVolume.id,
    top_volume_date: topVolume.date,
    top_volume_seq: topVolume.seq,
    top_volume_max_weight: topVolume.max_weight,
    top_volume_reps: topVolume.reps,
    top_volume: volumeOf(topVolume),
    latest_entry_id: latest.id,
    latest_date: latest.date,
    latest_seq: latest.seq,
    latest_max_weight: latest.max_weight,
    latest_reps: latest.reps,
    last_logged_seq: summary.lastLoggedSeq,
    last_logged_at: lastLoggedAt,
  };
}
