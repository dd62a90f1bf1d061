import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import type { StatementPart } from '../../database/one-statement.js';
import type { InventoryRow } from '../wallet/read-models/index.js';
import { berlinDate } from './rules/calendar.js';
import { currentStreak } from './rules/streak.js';
import type { PausePeriod } from '../users/index.js';
import type { Streak } from './rules/streak.js';

/** The user fields spec §3 derives from the streak. */
export interface StreakSummary {
  current_streak: number;
  /** Monday of the current week (Berlin), yyyy-MM-dd. */
  week_start_date: string;
}

interface StreakFacts {
  pauses: PausePeriod[] | null;
  freezes: Pick<InventoryRow, 'effect' | 'purchased_at'>[];
  /** Comma-separated: a few years of dates travel and parse faster as one string than as JSON. */
  days: string | null;
}

/**
 * Computes the weekly streak when read (it decays with the clock, so it is never stored) from the
 * user's training days (a row per month, training-months), pause periods (the users read model)
 * and streak freezes (the inventory), by the one rule in rules/streak.ts. Every month is read, as a
 * streak may reach back across a long pause; a row per month keeps that small. The three come in
 * one query, as every logged set computes the streak inside its transaction (the week's bonus).
 */
@Injectable()
export class StreakReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  async compute(userId: string, now: Date): Promise<StreakSummary> {
    const streak = await this.walk(userId, berlinDate(now));
    return { current_streak: streak.weeks, week_start_date: streak.weekStart };
  }

  /** The streak in weeks and the freezes left, in one walk: what the coach tells the lifter. */
  async weeksAndFreezes(userId: string, now: Date): Promise<{ weeks: number; freezesLeft: number }> {
    const streak = await this.walk(userId, berlinDate(now));
    return { weeks: streak.weeks, freezesLeft: streak.freezesLeft };
  }

  /** Streak freezes bought in the shop and not used up by a missed week yet. */
  async freezesLeft(userId: string, now: Date): Promise<number> {
    return (await this.walk(userId, berlinDate(now))).freezesLeft;
  }

  /**
   * The streak in weeks as a part of a statement that logs a set dated `loggedOn` (see
   * WriteSession.startStream's `after`): it reads the training days as they were before the
   * statement's writes, so the set's day counts too.
   */
  weeksPart(userId: string, now: Date, loggedOn: string): StatementPart<number> {
    return { sql: STREAK_FACTS, values: [userId], answer: ([facts]) => streakOf(facts as unknown as StreakFacts, berlinDate(now), [loggedOn]).weeks };
  }

  private async walk(userId: string, today: string): Promise<Streak> {
    const [facts] = await this.db.manager.query<StreakFacts[]>(STREAK_FACTS, [userId]);
    return streakOf(facts!, today);
  }
}

const STREAK_FACTS = `SELECT (SELECT pause_periods FROM users WHERE id = $1) AS pauses,
                             (SELECT coalesce(jsonb_agg(jsonb_build_object('effect', effect, 'purchased_at', purchased_at)), '[]')
                                FROM inventory WHERE user_id = $1 AND effect->>'kind' = 'streak_freeze') AS freezes,
                             (SELECT string_agg(days, ',') FROM training_months WHERE user_id = $1) AS days`;

function streakOf({ pauses, freezes, days }: StreakFacts, today: string, alsoTrained: readonly string[] = []): Streak {
  return currentStreak({ trainingDays: [...(days?.split(',') ?? []), ...alsoTrained], pauses: pauses ?? [], freezes: freezeDays(freezes), today });
}

/** The day (Berlin) each freeze was bought, one entry per week it protects. */
function freezeDays(items: StreakFacts['freezes']): string[] {
  return items.flatMap((item) =>
    item.purchased_at.flatMap((at) => Array.from({ length: item.effect.kind === 'streak_freeze' ? item.effect.weeks : 0 }, () => berlinDate(new Date(at)))),
  );
}
