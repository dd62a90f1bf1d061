import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { notFound } from '../../../common/domain-error.js';
import { AdminGuard } from '../../../common/http/admin.guard.js';
import { CurrentUser, SignedInGuard } from '../../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../../common/http/signed-in.guard.js';
import { ProjectionStatusQuery } from './projection-status.query.js';
import { ProjectionsOverviewDto, RebuildJobDto, RebuildPreviewDto } from './projections-response.dto.js';
import { RebuildRequestDto } from './rebuild-request.dto.js';
import { RebuildRequests } from './rebuild-requests.js';

/** Read models for admins: where each stands, and rebuilds from the log as worker jobs. */
@Controller('admin/projections')
@UseGuards(SignedInGuard, AdminGuard)
export class ProjectionsController {
  constructor(
    @Inject(ProjectionStatusQuery) private readonly status: ProjectionStatusQuery,
    @Inject(RebuildRequests) private readonly rebuilds: RebuildRequests,
  ) {}

  @Get()
  async overview(): Promise<ProjectionsOverviewDto> {
    const [{ head, projections }, rebuild] = await Promise.all([this.status.all(), this.rebuilds.latest()]);
    return { head, projections, rebuild };
  }

  /** What a rebuild would read, for the admin's confirmation; a request for it names it as `read_model`. */
  @Get('rebuild-preview')
  async preview(@Query() query: RebuildRequestDto): Promise<RebuildPreviewDto> {
    const models = this.rebuilds.readModelsOf(query.read_model);
    return { read_models: models.map((model) => model.name), ...(await this.status.eventsReadBy(models)) };
  }

  @Post('rebuild')
  @HttpCode(202)
  rebuild(@CurrentUser() user: SignedInUser, @Body() body: RebuildRequestDto): Promise<RebuildJobDto> {
    return this.rebuilds.request(body.read_model, user.email);
  }

  @Get('rebuild/:jobId')
  async rebuildJob(@Param('jobId') jobId: string): Promise<RebuildJobDto> {
    const job = jobId.length <= 100 ? await this.rebuilds.find(jobId) : null;
    if (!job) throw notFound('admin.rebuild_not_found');
    return job;
  }
}
