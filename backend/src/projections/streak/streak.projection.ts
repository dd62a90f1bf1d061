import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { MachineEvent } from '../../modules/machines/machines.events.js';
import type { UserEvent } from '../../modules/users/users.events.js';
import { berlinDate } from '../../modules/workouts/rules/calendar.js';
import type { WorkoutEvent } from '../../modules/workouts/workouts.events.js';
import { WORKOUT_EVENT_TYPES, deletedWithItsMachine } from '../../modules/workouts/workouts.events.js';
import type { Projection } from '../projection.js';
import { applyStreakBatch } from './streak.batch.js';

type Handled = WorkoutEvent | Extract<MachineEvent, { type: 'MachineDeleted' }> | Extract<UserEvent, { type: 'ProfileUpdated' }>;

/**
 * What the weekly streak is computed from at read time (it decays with the clock, so it is never
 * stored): the days with sets per user, and the pause periods of the user's profile. Each set is
 * remembered with its entry stream version and a tombstone, so every event applies once.
 */
export const streakProjection: Projection = {
  name: 'streak',
  tables: ['streak_entries', 'streak_days', 'streak_pauses', 'streak_users'],
  eventTypes: [...WORKOUT_EVENT_TYPES, 'MachineDeleted', 'ProfileUpdated'],
  async apply(db: Queryable, recorded: RecordedEvent) {
    const event = recorded as unknown as Handled & RecordedEvent;
    const version = recorded.streamVersion;
    switch (event.type) {
      case 'WorkoutLogged': {
        const { entryId, userId, machineId, date } = event.data;
        await db.query(
          `WITH ins AS (
             INSERT INTO streak_entries (entry_id, user_id, machine_id, date, version) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (entry_id) DO NOTHING RETURNING user_id, date
           )
           INSERT INTO streak_days (user_id, date, entries) SELECT user_id, date, 1 FROM ins
           ON CONFLICT (user_id, date) DO UPDATE SET entries = streak_days.entries + 1`,
          [entryId, userId, machineId, date, version],
        );
        return;
      }
      case 'WorkoutEdited': {
        const { rows } = await db.query<{ user_id: string; old_date: string }>(
          `WITH old AS (SELECT entry_id, date FROM streak_entries WHERE entry_id = $1 AND version < $2 AND NOT deleted FOR UPDATE)
           UPDATE streak_entries entry SET date = $3, version = $2 FROM old WHERE entry.entry_id = old.entry_id
           RETURNING entry.user_id, old.date AS old_date`,
          [event.data.entryId, version, event.data.date],
        );
        const moved = rows[0];
        if (!moved || moved.old_date === event.data.date) return;
        await removeFromDay(db, moved.user_id, moved.old_date, 1);
        await db.query(
          `INSERT INTO streak_days (user_id, date, entries) VALUES ($1, $2, 1)
           ON CONFLICT (user_id, date) DO UPDATE SET entries = streak_days.entries + 1`,
          [moved.user_id, event.data.date],
        );
        return;
      }
      case 'WorkoutDeleted': {
        if (deletedWithItsMachine(event.data)) return;
        const { rows } = await db.query<{ user_id: string; date: string }>(
          `UPDATE streak_entries SET deleted = true, version = $2 WHERE entry_id = $1 AND version < $2 AND NOT deleted
           RETURNING user_id, date`,
          [event.data.entryId, version],
        );
        if (rows[0]) await removeFromDay(db, rows[0].user_id, rows[0].date, 1);
        return;
      }
      case 'MachineDeleted': {
        // All its sets at once, in one statement; the WorkoutDeleted events that follow find them gone.
        await db.query(
          `WITH gone AS (
             UPDATE streak_entries SET deleted = true WHERE machine_id = $1 AND NOT deleted RETURNING user_id, date
           ), counts AS (
             SELECT user_id, date, count(*)::int AS entries FROM gone GROUP BY user_id, date
           ), emptied AS (
             DELETE FROM streak_days day USING counts
             WHERE day.user_id = counts.user_id AND day.date = counts.date AND day.entries <= counts.entries RETURNING 1
           )
           UPDATE streak_days day SET entries = day.entries - counts.entries FROM counts
           WHERE day.user_id = counts.user_id AND day.date = counts.date AND day.entries > counts.entries`,
          [event.data.machineId],
        );
        return;
      }
      case 'ProfileUpdated': {
        const { changes, userId, at } = event.data;
        if (changes.pause_mode_active === undefined) return;
        const { rowCount } = await db.query(
          `INSERT INTO streak_users (user_id, user_version) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET user_version = EXCLUDED.user_version WHERE streak_users.user_version < EXCLUDED.user_version`,
          [userId, version],
        );
        if (rowCount === 0) return;
        // The pause counts from the day it was switched on, by the clock: a start date typed into
        // the past cannot rescue weeks already missed.
        const day = berlinDate(new Date(at));
        if (changes.pause_mode_active) {
          await db.query(
            `INSERT INTO streak_pauses (user_id, started_on, ended_on, started_version)
             SELECT $1, $2, NULL, $3 WHERE NOT EXISTS (SELECT 1 FROM streak_pauses WHERE user_id = $1 AND ended_on IS NULL)`,
            [userId, day, version],
          );
        } else {
          await db.query('UPDATE streak_pauses SET ended_on = $2 WHERE user_id = $1 AND ended_on IS NULL', [userId, day]);
        }
        return;
      }
    }
  },
  applyBatch: applyStreakBatch,
  // The batch path looks sets up by machine only for a machine's deletion, at most one scan a batch.
  indexesBuiltAfterRebuild: ['streak_entries_machine_idx'],
};

async function removeFromDay(db: Queryable, userId: string, date: string, count: number): Promise<void> {
  await db.query(
    `WITH emptied AS (DELETE FROM streak_days WHERE user_id = $1 AND date = $2 AND entries <= $3 RETURNING 1)
     UPDATE streak_days SET entries = entries - $3 WHERE user_id = $1 AND date = $2 AND entries > $3`,
    [userId, date, count],
  );
}
