import { Inject, Injectable } from '@nestjs/common';
import { berlinDate, DEFAULT_PERIOD, StreakReader } from '../workouts/index.js';
import type { Period } from '../workouts/index.js';
import { DashboardReader } from './dashboard.reader.js';
import { ALL_CATEGORIES } from './dto/dashboard-query.dto.js';
import type { CategoryFilter } from './dto/dashboard-query.dto.js';
import type { DashboardDto } from './dto/dashboard-response.dto.js';

/**
 * The answer of `GET /api/dashboard` for one user at `now`, from read models only: the controller's,
 * and the first screen's the api draws into index.html (app/first-screen-reads.ts), so both are one.
 */
@Injectable()
export class DashboardQuery {
  constructor(
    @Inject(DashboardReader) private readonly dashboard: DashboardReader,
    @Inject(StreakReader) private readonly streaks: StreakReader,
  ) {}

  async answer(userId: string, filters: { period?: Period; category?: CategoryFilter }, now: Date): Promise<DashboardDto> {
    const period = filters.period ?? DEFAULT_PERIOD;
    const category = filters.category ?? ALL_CATEGORIES;
    const [totals, streak, { machines, span }] = await Promise.all([
      this.dashboard.totals(userId, period, berlinDate(now)),
      this.streaks.compute(userId, now),
      this.dashboard.machines(userId, category, period, berlinDate(now)),
    ]);
    return { period, category, totals, streak, sparkline_span: span, machines };
  }
}
