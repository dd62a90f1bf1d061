import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { DashboardQuery } from './dashboard.query.js';
import { DashboardQueryDto } from './dto/dashboard-query.dto.js';
import { DashboardDto } from './dto/dashboard-response.dto.js';

/** `GET /api/dashboard?period&category` (docs/api.md), answered from read models only. */
@Controller('dashboard')
@UseGuards(SignedInGuard)
export class DashboardController {
  constructor(@Inject(DashboardQuery) private readonly dashboard: DashboardQuery) {}

  @Get()
  get(@CurrentUser() user: SignedInUser, @Query() query: DashboardQueryDto, @Meta() meta: RequestMeta): Promise<DashboardDto> {
    return this.dashboard.answer(user.id, query, meta.now);
  }
}
