import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../auth/index.js';
import type { UserRow } from '../users/index.js';
import { berlinDate } from '../workouts/index.js';
import { DEFAULT_PERIOD } from '../workouts/index.js';
import { DashboardReadModel } from './dashboard.read-model.js';
import { ALL_CATEGORIES, DashboardQueryDto } from './dto/dashboard-query.dto.js';
import { DashboardDto } from './dto/dashboard-response.dto.js';
import { StreakReader } from '../workouts/index.js';

/** `GET /api/dashboard?period&category` (docs/api.md), answered from read models only. */
@Controller('dashboard')
@UseGuards(SignedInGuard)
export class DashboardController {
  constructor(
    @Inject(DashboardReadModel) private readonly dashboard: DashboardReadModel,
    @Inject(StreakReader) private readonly streaks: StreakReader,
  ) {}

  @Get()
  @ApiOkResponse({ type: DashboardDto })
  async get(@CurrentUser() user: UserRow, @Query() query: DashboardQueryDto, @Meta() meta: RequestMeta): Promise<DashboardDto> {
    const period = query.period ?? DEFAULT_PERIOD;
    const category = query.category ?? ALL_CATEGORIES;
    const [totals, streak, machines] = await Promise.all([
      this.dashboard.totals(user.id, period, berlinDate(meta.now)),
      this.streaks.compute(user.id, meta.now),
      this.dashboard.machines(user.id, category, period, berlinDate(meta.now)),
    ]);
    return { period, category, totals, streak, machines };
  }
}
