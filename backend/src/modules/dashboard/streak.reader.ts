import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import type { Queryable } from '../../database/database.js';
import { addDays, berlinDate } from '../workouts/rules/calendar.js';
import type { PausePeriod } from '../workouts/rules/streak.js';
import { currentStreak } from '../workouts/rules/streak.js';

/** The user fields spec §3 derives from the streak. */
export interface StreakSummary {
  current_streak: number;
  /** Monday of the current week (Berlin), yyyy-MM-dd. */
  week_start_date: string;
}

/** Days fetched first; only a streak reaching further back than this loads the rest. */
const RECENT_DAYS = 400;

/**
 * Computes the weekly streak at read time from the streak read model (it decays with the clock,
 * so it is never stored). Reads only recent training days unless the streak is longer than that.
 */
@Injectable()
export class StreakReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  async compute(userId: string, now: Date, db: Queryable = this.db): Promise<StreakSummary> {
    const today = berlinDate(now);
    const since = addDays(today, -RECENT_DAYS);
    const recent = await this.inputs(db, userId, since);
    let streak = currentStreak({ trainingDays: recent.days, pauses: recent.pauses, today });
    // The walk ran out of recent days without a break: older days (maybe across a long pause) may continue it.
    if (streak.brokenAt === null && streak.weeks > 0 && recent.olderDays) {
      const all = await this.inputs(db, userId, null);
      streak = currentStreak({ trainingDays: all.days, pauses: all.pauses, today });
    }
    return { current_streak: streak.weeks, week_start_date: streak.weekStart };
  }

  /** Training days (from `since` on, or all), pauses, and whether older days exist: one round trip. */
  private async inputs(db: Queryable, userId: string, since: string | null): Promise<{ days: string[]; pauses: PausePeriod[]; olderDays: boolean }> {
    const { rows } = await db.query<{ kind: 'day' | 'pause' | 'older'; first: string | null; second: string | null }>(
      `SELECT 'day' AS kind, date AS first, NULL::date AS second FROM streak_days WHERE user_id = $1 AND ($2::date IS NULL OR date >= $2)
       UNION ALL
       SELECT 'pause', started_on, ended_on FROM streak_pauses WHERE user_id = $1
       UNION ALL
       SELECT 'older', NULL, NULL WHERE $2::date IS NOT NULL AND EXISTS (SELECT 1 FROM streak_days WHERE user_id = $1 AND date < $2)`,
      [userId, since],
    );
    return {
      days: rows.filter((row) => row.kind === 'day').map((row) => row.first!),
      pauses: rows.filter((row) => row.kind === 'pause').map((row) => ({ start: row.first!, end: row.second })),
      olderDays: rows.some((row) => row.kind === 'older'),
    };
  }
}
