import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiQuery } from '@nestjs/swagger';
import { invalid } from '../../common/domain-error.js';
import { refuseOtherParams } from '../../common/http/query-filter.js';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { StreakReader } from '../workouts/index.js';
import { refuse } from '../../common/refuse.js';
import { toUserResponse, UserDto, UsersReader } from '../users/index.js';
import { CompleteTrainingDayCommand, CreatePlanCommand, DeletePlanCommand, UpdatePlanCommand } from './commands/index.js';
import { TrainingPlanDto } from './dto/training-plan-response.dto.js';
import { CompleteTrainingDayDto, CreatePlanDto, UpdatePlanDto } from './dto/training-plan.dto.js';
import { parsePlanFilter } from './plan-filter.js';
import type { DayInput } from './rules/plan-rules.js';
import type { PlanChanges } from './training-plans.decider.js';
import { toTrainingPlanResponse } from './training-plan.response.js';
import { TrainingPlansReader } from './training-plans.reader.js';

const daysOf = (days: CreatePlanDto['training_days']): DayInput[] =>
  days.map((day) => ({ id: day.id ?? null, day_number: day.day_number ?? null, day_name: day.day_name, exercises: day.exercises ?? [] }));

/** The signed-in user's training plans (spec §7, docs/api.md); another user's plan is a 404. */
@Controller('training-plans')
@UseGuards(SignedInGuard)
export class TrainingPlansController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(TrainingPlansReader) private readonly plans: TrainingPlansReader,
    @Inject(UsersReader) private readonly users: UsersReader,
    @Inject(StreakReader) private readonly streaks: StreakReader,
  ) {}

  @Get()
  @ApiQuery({ name: 'filter', required: false, type: String, description: 'JSON: `is_active` (boolean), `id`, `user_email`' })
  async list(@CurrentUser() user: SignedInUser, @Query() query: Record<string, unknown>): Promise<TrainingPlanDto[]> {
    refuseOtherParams(query, 'filter');
    return (await this.plans.list(user.id, parsePlanFilter(query.filter))).map(toTrainingPlanResponse);
  }

  @Post()
  async create(@CurrentUser() user: SignedInUser, @Body() body: CreatePlanDto, @Meta() meta: RequestMeta): Promise<TrainingPlanDto> {
    if (body.user_email !== undefined && body.user_email.toLowerCase() !== user.email.toLowerCase()) throw refuse.field('user_email', 'plan.other_email');
    const plan = {
      name: body.plan_name ?? null,
      description: body.plan_description ?? null,
      days: daysOf(body.training_days),
      isActive: body.is_active ?? true,
    };
    const planId: string = await this.commandBus.execute(new CreatePlanCommand(user.id, user.email, plan, meta));
    return this.own(user.id, planId);
  }

  @Put(':id')
  async update(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Body() body: UpdatePlanDto, @Meta() meta: RequestMeta): Promise<TrainingPlanDto> {
    const planId = await this.ownId(user.id, id);
    const changes: PlanChanges = {};
    if (body.plan_name !== undefined) changes.name = body.plan_name;
    if (body.plan_description !== undefined) changes.description = body.plan_description;
    if (body.is_active !== undefined) changes.isActive = body.is_active;
    if (body.training_days !== undefined) changes.days = daysOf(body.training_days);
    await this.commandBus.execute(new UpdatePlanCommand(user.id, planId, changes, meta));
    return this.own(user.id, planId);
  }

  /** The spec's `DELETE /api/training-plans?id={id}`. */
  @Delete()
  @HttpCode(204)
  @ApiQuery({ name: 'id', type: String, description: 'The plan to delete.' })
  async remove(@CurrentUser() user: SignedInUser, @Query() query: Record<string, unknown>, @Meta() meta: RequestMeta): Promise<void> {
    refuseOtherParams(query, 'id');
    if (typeof query.id !== 'string' || query.id === '') throw invalid('plan.id_required', [{ field: 'id', problems: ['request.missing'] }]);
    await this.commandBus.execute(new DeletePlanCommand(user.id, await this.ownId(user.id, query.id), meta));
  }

  /** A guided training on this plan's day finished: records the day overall and per plan, and today. */
  @Post(':id/completed-days')
  @HttpCode(200)
  async completeDay(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Body() body: CompleteTrainingDayDto,
    @Meta() meta: RequestMeta,
  ): Promise<UserDto> {
    await this.commandBus.execute(new CompleteTrainingDayCommand(user.id, await this.ownId(user.id, id), body.day_number, meta));
    return this.userNow(user.id, meta);
  }

  private async userNow(userId: string, meta: RequestMeta): Promise<UserDto> {
    return toUserResponse((await this.users.findById(userId))!, await this.streaks.compute(userId, meta.now));
  }

  private async ownId(userId: string, id: string): Promise<string> {
    const plan = await this.plans.findOwn(userId, id);
    if (!plan) throw refuse.notFound('plan.not_found');
    return plan.id;
  }

  private async own(userId: string, planId: string): Promise<TrainingPlanDto> {
    const plan = await this.plans.findOwn(userId, planId);
    if (!plan) throw refuse.notFound('plan.not_found');
    return toTrainingPlanResponse(plan);
  }
}
