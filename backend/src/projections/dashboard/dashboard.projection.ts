import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { MachineEvent } from '../../modules/machines/machines.events.js';
import type { RankedSet } from '../../modules/workouts/rules/performance.js';
import { bestSetOfDay, summarise } from '../../modules/workouts/rules/performance.js';
import type { WorkoutEvent } from '../../modules/workouts/workouts.events.js';
import { WORKOUT_EVENT_TYPES, deletedWithItsMachine } from '../../modules/workouts/workouts.events.js';
import type { Projection } from '../projection.js';
import { applyDashboardBatch } from './dashboard.batch.js';
import { NEWER, beats, holderColumns, takeIf } from './summary-sql.js';

type Handled = WorkoutEvent | Extract<MachineEvent, { type: 'MachineDeleted' }>;

/**
 * The dashboard read model: totals per user, one chart point per machine and training day (the
 * day's best set by score), and per machine the entry count, latest set and personal records.
 *
 * It keeps its own copy of every set (`dashboard_entries`, with the entry stream version and a
 * tombstone), which makes each event apply once: a logged set that is already there, or an edit
 * or deletion of a version already applied, changes nothing. A new set is folded in with one
 * statement; edits and deletions recompute the affected days and the machine from that copy, with
 * the same pure rules (rules/performance.ts) the on-log comparisons mirror.
 */
export const dashboardProjection: Projection = {
  name: 'dashboard',
  tables: ['dashboard_entries', 'dashboard_points', 'dashboard_machines', 'dashboard_totals'],
  eventTypes: [...WORKOUT_EVENT_TYPES, 'MachineDeleted'],
  async apply(db: Queryable, recorded: RecordedEvent) {
    const event = recorded as unknown as Handled & RecordedEvent;
    const version = recorded.streamVersion;
    switch (event.type) {
      case 'WorkoutLogged': {
        const { entryId, userId, machineId, date, maxWeight, reps } = event.data;
        await db.query(LOG_SET_SQL, [entryId, userId, machineId, date, recorded.position, maxWeight, reps, version]);
        return;
      }
      case 'WorkoutEdited': {
        const { entryId, date, maxWeight, reps } = event.data;
        const { rows } = await db.query<{ user_id: string; machine_id: string; old_date: string; new_date: string; delta: number }>(
          `WITH old AS (
             SELECT entry_id, date, score FROM dashboard_entries WHERE entry_id = $1 AND version < $2 AND NOT deleted FOR UPDATE
           )
           UPDATE dashboard_entries entry SET date = $3, max_weight = $4, reps = $5, version = $2
           FROM old WHERE entry.entry_id = old.entry_id
           RETURNING entry.user_id, entry.machine_id, old.date AS old_date, entry.date AS new_date, entry.score - old.score AS delta`,
          [entryId, version, date, maxWeight, reps],
        );
        const changed = rows[0];
        if (!changed) return;
        await db.query('UPDATE dashboard_totals SET volume = volume + $2 WHERE user_id = $1', [changed.user_id, changed.delta]);
        await recomputeDays(db, changed.machine_id, changed.user_id, [changed.old_date, changed.new_date]);
        await recomputeMachine(db, changed.machine_id, changed.user_id);
        return;
      }
      case 'WorkoutDeleted': {
        if (deletedWithItsMachine(event.data)) return;
        const { rows } = await db.query<{ user_id: string; machine_id: string; date: string; score: number }>(
          `UPDATE dashboard_entries SET deleted = true, version = $2 WHERE entry_id = $1 AND version < $2 AND NOT deleted
           RETURNING user_id, machine_id, date, score`,
          [event.data.entryId, version],
        );
        const gone = rows[0];
        if (!gone) return;
        await db.query('UPDATE dashboard_totals SET workouts = workouts - 1, volume = volume - $2 WHERE user_id = $1', [gone.user_id, gone.score]);
        await recomputeDays(db, gone.machine_id, gone.user_id, [gone.date]);
        await recomputeMachine(db, gone.machine_id, gone.user_id);
        return;
      }
      case 'MachineDeleted': {
        // All its sets at once; the WorkoutDeleted events that follow find them gone already.
        await db.query(
          `WITH gone AS (
             UPDATE dashboard_entries SET deleted = true WHERE machine_id = $1 AND NOT deleted RETURNING user_id, score
           ), sums AS (
             SELECT user_id, count(*)::int AS workouts, sum(score) AS volume FROM gone GROUP BY user_id
           )
           UPDATE dashboard_totals totals SET workouts = totals.workouts - sums.workouts, volume = totals.volume - sums.volume
           FROM sums WHERE totals.user_id = sums.user_id`,
          [event.data.machineId],
        );
        await db.query('DELETE FROM dashboard_points WHERE machine_id = $1', [event.data.machineId]);
        await db.query('DELETE FROM dashboard_machines WHERE machine_id = $1', [event.data.machineId]);
        return;
      }
    }
  },
  applyBatch: applyDashboardBatch,
  // For the chart per user; the batch path looks points up by machine and day.
  indexesBuiltAfterRebuild: ['dashboard_points_user_date_idx'],
};

/** One statement per new set: the set, its day's point, its machine's summary, the user's totals. */
const LOG_SET_SQL = `
  WITH ins AS (
    INSERT INTO dashboard_entries (entry_id, user_id, machine_id, date, seq, max_weight, reps, version)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
    ON CONFLICT (entry_id) DO NOTHING
    RETURNING entry_id, user_id, machine_id, date, seq, max_weight, reps, score, e1rm
  ), point AS (
    INSERT INTO dashboard_points AS p (machine_id, date, user_id, entry_id, seq, max_weight, reps, score)
    SELECT machine_id, date, user_id, entry_id, seq, max_weight, reps, score FROM ins
    ON CONFLICT (machine_id, date) DO UPDATE
      SET entry_id = EXCLUDED.entry_id, seq = EXCLUDED.seq, max_weight = EXCLUDED.max_weight, reps = EXCLUDED.reps, score = EXCLUDED.score
      WHERE EXCLUDED.score > p.score OR (EXCLUDED.score = p.score AND EXCLUDED.seq < p.seq)
  ), summary AS (
    INSERT INTO dashboard_machines AS m (machine_id, user_id, entry_count,
      latest_entry_id, latest_date, latest_seq, latest_max_weight, latest_reps,
      weight_entry_id, weight_value, weight_date, weight_seq,
      e1rm_entry_id, e1rm_value, e1rm_date, e1rm_seq,
      volume_entry_id, volume_value, volume_date, volume_seq)
    SELECT machine_id, user_id, 1,
      entry_id, date, seq, max_weight, reps,
      entry_id, max_weight, date, seq,
      entry_id, e1rm, date, seq,
      entry_id, score, date, seq
    FROM ins
    ON CONFLICT (machine_id) DO UPDATE SET
      entry_count = m.entry_count + 1,
      ${takeIf(NEWER, ['latest_entry_id', 'latest_date', 'latest_seq', 'latest_max_weight', 'latest_reps'])},
      ${takeIf(beats('weight'), holderColumns('weight'))},
      ${takeIf(beats('e1rm'), holderColumns('e1rm'))},
      ${takeIf(beats('volume'), holderColumns('volume'))}
  ), totals AS (
    INSERT INTO dashboard_totals AS t (user_id, workouts, volume)
    SELECT user_id, 1, score FROM ins
    ON CONFLICT (user_id) DO UPDATE SET workouts = t.workouts + 1, volume = t.volume + EXCLUDED.volume
  )
  SELECT count(*)::int AS applied FROM ins`;

interface SetRow {
  entry_id: string;
  date: string;
  seq: number;
  max_weight: number;
  reps: number;
}

const toRankedSet = (row: SetRow): RankedSet => ({
  entryId: row.entry_id,
  date: row.date,
  seq: row.seq,
  maxWeight: row.max_weight,
  reps: row.reps,
});

async function recomputeDays(db: Queryable, machineId: string, userId: string, dates: string[]): Promise<void> {
  const days = [...new Set(dates)];
  const { rows } = await db.query<SetRow>(
    `SELECT entry_id, date, seq, max_weight, reps FROM dashboard_entries
     WHERE machine_id = $1 AND date = ANY($2::date[]) AND NOT deleted`,
    [machineId, days],
  );
  for (const day of days) {
    const best = bestSetOfDay(rows.filter((row) => row.date === day).map(toRankedSet));
    if (!best) {
      await db.query('DELETE FROM dashboard_points WHERE machine_id = $1 AND date = $2', [machineId, day]);
      continue;
    }
    await db.query(
      `INSERT INTO dashboard_points (machine_id, date, user_id, entry_id, seq, max_weight, reps, score)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (machine_id, date) DO UPDATE SET entry_id = EXCLUDED.entry_id, seq = EXCLUDED.seq,
         max_weight = EXCLUDED.max_weight, reps = EXCLUDED.reps, score = EXCLUDED.score`,
      [machineId, day, userId, best.entryId, best.seq, best.maxWeight, best.reps, best.maxWeight * best.reps],
    );
  }
}

async function recomputeMachine(db: Queryable, machineId: string, userId: string): Promise<void> {
  const { rows } = await db.query<SetRow>(
    'SELECT entry_id, date, seq, max_weight, reps FROM dashboard_entries WHERE machine_id = $1 AND NOT deleted',
    [machineId],
  );
  const summary = summarise(rows.map(toRankedSet));
  const holder = (record: 'weight' | 'e1rm' | 'volume') => {
    const value = summary[record];
    return value ? [value.entryId, value.value, value.date, value.seq] : [null, null, null, null];
  };
  const latest = summary.latest;
  await db.query(
    `INSERT INTO dashboard_machines (machine_id, user_id, entry_count,
       latest_entry_id, latest_date, latest_seq, latest_max_weight, latest_reps,
       weight_entry_id, weight_value, weight_date, weight_seq,
       e1rm_entry_id, e1rm_value, e1rm_date, e1rm_seq,
       volume_entry_id, volume_value, volume_date, volume_seq)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     ON CONFLICT (machine_id) DO UPDATE SET entry_count = EXCLUDED.entry_count,
       latest_entry_id = EXCLUDED.latest_entry_id, latest_date = EXCLUDED.latest_date, latest_seq = EXCLUDED.latest_seq,
       latest_max_weight = EXCLUDED.latest_max_weight, latest_reps = EXCLUDED.latest_reps,
       weight_entry_id = EXCLUDED.weight_entry_id, weight_value = EXCLUDED.weight_value,
       weight_date = EXCLUDED.weight_date, weight_seq = EXCLUDED.weight_seq,
       e1rm_entry_id = EXCLUDED.e1rm_entry_id, e1rm_value = EXCLUDED.e1rm_value,
       e1rm_date = EXCLUDED.e1rm_date, e1rm_seq = EXCLUDED.e1rm_seq,
       volume_entry_id = EXCLUDED.volume_entry_id, volume_value = EXCLUDED.volume_value,
       volume_date = EXCLUDED.volume_date, volume_seq = EXCLUDED.volume_seq`,
    [
      machineId,
      userId,
      summary.entryCount,
      latest?.entryId ?? null,
      latest?.date ?? null,
      latest?.seq ?? null,
      latest?.maxWeight ?? null,
      latest?.reps ?? null,
      ...holder('weight'),
      ...holder('e1rm'),
      ...holder('volume'),
    ],
  );
}
