import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database } from '../../database/database.js';
import { InventoryEntity } from '../wallet/read-models/index.js';
import { UserEntity } from '../users/read-models/index.js';
import { DashboardDayEntity } from './read-models/index.js';
import { addDays, berlinDate } from './rules/calendar.js';
import { currentStreak } from './rules/streak.js';
import type { Streak } from './rules/streak.js';

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
 * user's training days (the dashboard's days), pause periods (the users read model) and streak
 * freezes (the inventory), by the one rule in rules/streak.ts. Reads only recent days unless the
 * streak is longer than that (or a freeze older than that could cover a week).
 */
@Injectable()
export class StreakReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  async compute(userId: string, now: Date, manager: EntityManager = this.db.manager): Promise<StreakSummary> {
    const streak = await this.walk(userId, berlinDate(now), manager);
    return { current_streak: streak.weeks, week_start_date: streak.weekStart };
  }

  /** Streak freezes bought in the shop and not used up by a missed week yet. */
  async freezesLeft(userId: string, now: Date): Promise<number> {
    return (await this.walk(userId, berlinDate(now), this.db.manager)).freezesLeft;
  }

  private async walk(userId: string, today: string, manager: EntityManager): Promise<Streak> {
    const user = await manager.findOne(UserEntity, { select: { pause_periods: true }, where: { id: userId } });
    const pauses = user?.pause_periods ?? [];
    const freezes = await this.freezes(manager, userId);
    const recent = [addDays(today, -RECENT_DAYS), ...freezes].reduce((earliest, day) => (day < earliest ? day : earliest));
    const streak = currentStreak({ trainingDays: await this.trainingDays(manager, userId, recent), pauses, freezes, today });
    // The walk ran out of recent days without a break: older days (maybe across a long pause) may continue it.
    if (streak.brokenAt !== null || streak.weeks === 0) return streak;
    return currentStreak({ trainingDays: await this.trainingDays(manager, userId, null), pauses, freezes, today });
  }

  /** The day (Berlin) each freeze was bought, one entry per week it protects. */
  private async freezes(manager: EntityManager, userId: string): Promise<string[]> {
    const rows = await manager
      .createQueryBuilder(InventoryEntity, 'item')
      .select(['item.effect', 'item.purchased_at'])
      .where("item.user_id = :userId AND item.effect->>'kind' = 'streak_freeze'", { userId })
      .getMany();
    return rows.flatMap((row) =>
      row.purchased_at.flatMap((at) => Array.from({ length: row.effect.kind === 'streak_freeze' ? row.effect.weeks : 0 }, () => berlinDate(new Date(at)))),
    );
  }

  private async trainingDays(manager: EntityManager, userId: string, since: string | null): Promise<string[]> {
    const query = manager.createQueryBuilder(DashboardDayEntity, 'day').select('DISTINCT day.date', 'date').where('day.user_id = :userId', { userId });
    if (since !== null) query.andWhere('day.date >= :since', { since });
    return (await query.getRawMany<{ date: string }>()).map((row) => row.date);
  }
}
