import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database } from '../../database/database.js';
import { DashboardDayEntity } from '../../projections/dashboard-days/dashboard-days.entity.js';
import { UserEntity } from '../../projections/users/users.entity.js';
import { addDays, berlinDate } from '../workouts/index.js';
import { currentStreak } from '../workouts/index.js';

/** The user fields spec §3 derives from the streak. */
export interface StreakSummary {
  current_streak: number;
  /** Monday of the current week (Berlin), yyyy-MM-dd. */
  week_start_date: string;
}

/** Days fetched first; only a streak reaching further back than this loads the rest. */
const RECENT_DAYS = 400;

/**
 * Computes the weekly streak when read (it decays with the clock, so it is never stored) from the
 * user's training days (the dashboard's days) and pause periods (the users read model), by the one
 * rule in rules/streak.ts. Reads only recent days unless the streak is longer than that.
 */
@Injectable()
export class StreakReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  async compute(userId: string, now: Date, manager: EntityManager = this.db.manager): Promise<StreakSummary> {
    const today = berlinDate(now);
    const user = await manager.findOne(UserEntity, { select: { pause_periods: true }, where: { id: userId } });
    const pauses = user?.pause_periods ?? [];
    let streak = currentStreak({ trainingDays: await this.trainingDays(manager, userId, addDays(today, -RECENT_DAYS)), pauses, today });
    // The walk ran out of recent days without a break: older days (maybe across a long pause) may continue it.
    if (streak.brokenAt === null && streak.weeks > 0) streak = currentStreak({ trainingDays: await this.trainingDays(manager, userId, null), pauses, today });
    return { current_streak: streak.weeks, week_start_date: streak.weekStart };
  }

  private async trainingDays(manager: EntityManager, userId: string, since: string | null): Promise<string[]> {
    const query = manager.createQueryBuilder(DashboardDayEntity, 'day').select('DISTINCT day.date', 'date').where('day.user_id = :userId', { userId });
    if (since !== null) query.andWhere('day.date >= :since', { since });
    return (await query.getRawMany<{ date: string }>()).map((row) => row.date);
  }
}
