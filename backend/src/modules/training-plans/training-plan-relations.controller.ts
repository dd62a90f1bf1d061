import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiQuery } from '@nestjs/swagger';
import { refuseOtherParams } from '../../common/http/query-filter.js';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { refuse } from '../../common/refuse.js';
import { LinkMachineCommand, UnlinkMachineCommand } from './commands/index.js';
import { TrainingPlanRelationDto } from './dto/training-plan-response.dto.js';
import { CreateRelationDto } from './dto/training-plan.dto.js';
import { parseRelationFilter } from './plan-filter.js';
import { toRelationResponse } from './training-plan.response.js';
import { TrainingPlansReader } from './training-plans.reader.js';

/** Links of the user's exercises to days of their plans (spec §3 TrainingPlanRelation). */
@Controller('training-plan-relations')
@UseGuards(SignedInGuard)
export class TrainingPlanRelationsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(TrainingPlansReader) private readonly plans: TrainingPlansReader,
  ) {}

  @Get()
  @ApiQuery({ name: 'filter', required: false, type: String, description: 'JSON: `training_plan_id`, `machine_id`, `day_number`' })
  async list(@CurrentUser() user: SignedInUser, @Query() query: Record<string, unknown>): Promise<TrainingPlanRelationDto[]> {
    refuseOtherParams(query, 'filter');
    return (await this.plans.relations(user.id, parseRelationFilter(query.filter))).map(toRelationResponse);
  }

  @Post()
  async create(@CurrentUser() user: SignedInUser, @Body() body: CreateRelationDto, @Meta() meta: RequestMeta): Promise<TrainingPlanRelationDto> {
    const plan = await this.plans.findOwn(user.id, body.training_plan_id);
    if (!plan) throw refuse.notFound('plan.not_found');
    const relationId: string = await this.commandBus.execute(new LinkMachineCommand(user.id, plan.id, body.machine_id.toLowerCase(), body.day_number, meta));
    const created = (await this.plans.relations(user.id, { trainingPlanId: plan.id })).find(({ row }) => row.id === relationId);
    if (!created) throw refuse.notFound('plan.relation_not_found');
    return toRelationResponse(created);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Meta() meta: RequestMeta): Promise<void> {
    const relation = await this.plans.findRelationOwn(user.id, id);
    if (!relation) throw refuse.notFound('plan.relation_not_found');
    await this.commandBus.execute(new UnlinkMachineCommand(user.id, relation.training_plan_id, relation.id, meta));
  }
}
