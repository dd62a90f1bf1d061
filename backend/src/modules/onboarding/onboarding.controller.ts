import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { IdempotencyKey } from '../../common/http/idempotency-key.js';
import { RateLimit } from '../limits/index.js';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { StreakReader } from '../workouts/index.js';
import { toUserResponse, UserDto, UsersReader } from '../users/index.js';
import { ReportPlanGenerationTimeoutCommand, RestartOnboardingCommand, StartPlanGenerationCommand } from './commands/index.js';
import { CompleteOnboardingDto, RestartOnboardingDto } from './dto/onboarding.dto.js';

/**
 * Onboarding (spec §2, §4) and the plan it generates, from the questionnaire or again from the plan
 * screen; every route answers the user as `/api/auth/me` does, with `plan_generation_status`.
 */
@Controller()
@UseGuards(SignedInGuard)
export class OnboardingController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(UsersReader) private readonly users: UsersReader,
    @Inject(StreakReader) private readonly streaks: StreakReader,
  ) {}

  /**
   * "Fertig": records the answers, sets the generation pending and starts it (generating, with the
   * planner's conversation); the client watches `plan_generation_status`. A second "Fertig" while
   * the plan is made joins that generation.
   */
  @Post('onboarding/complete')
  @HttpCode(200)
  // "Fertig" starts the plan's generation, a model call (RATE_LIMIT_AI).
  @RateLimit('ai')
  async complete(
    @CurrentUser() user: SignedInUser,
    @Body() body: CompleteOnboardingDto,
    @Meta() meta: RequestMeta,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<UserDto> {
    const answers = { ...body, focus_areas: body.focus_areas ?? [] };
    await this.commandBus.execute(new StartPlanGenerationCommand(user.id, meta, answers, idempotencyKey));
    return this.userNow(user.id, meta);
  }

  /** Clears the answers and keeps the plans; `clear_selected_plan` from the plan screen. */
  @Post('onboarding/restart')
  @HttpCode(200)
  async restart(@CurrentUser() user: SignedInUser, @Body() body: RestartOnboardingDto, @Meta() meta: RequestMeta): Promise<UserDto> {
    await this.commandBus.execute(new RestartOnboardingCommand(user.id, body.clear_selected_plan ?? false, meta));
    return this.userNow(user.id, meta);
  }

  /** "Trainingsplan generieren": starts a generation from the onboarding answers, or joins the one running. */
  @Post('training-plans/generate')
  @HttpCode(200)
  // A generation is a model call: counted before it starts, with the categoriser's and the analysis' (RATE_LIMIT_AI).
  @RateLimit('ai')
  async generate(@CurrentUser() user: SignedInUser, @Meta() meta: RequestMeta, @IdempotencyKey() idempotencyKey: string | null): Promise<UserDto> {
    await this.commandBus.execute(new StartPlanGenerationCommand(user.id, meta, null, idempotencyKey));
    return this.userNow(user.id, meta);
  }

  /** The client's 60 s are up (spec §4 Resume): the generation fails as timed out once its deadline has passed. */
  @Post('training-plans/generation/timeout')
  @HttpCode(200)
  async generationTimeout(@CurrentUser() user: SignedInUser, @Meta() meta: RequestMeta): Promise<UserDto> {
    await this.commandBus.execute(new ReportPlanGenerationTimeoutCommand(user.id, meta));
    return this.userNow(user.id, meta);
  }

  private async userNow(userId: string, meta: RequestMeta): Promise<UserDto> {
    return toUserResponse((await this.users.findById(userId))!, await this.streaks.compute(userId, meta.now));
  }
}
