import type { User } from '@hantelwerk/api-types';
import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../auth/index.js';
import { StreakReader } from '../dashboard/index.js';
import type { UserRow } from '../users/index.js';
import { toUserResponse, UsersReadModel } from '../users/index.js';
import { RestartOnboardingCommand } from './commands/index.js';
import { RestartOnboardingDto } from './dto/onboarding.dto.js';

/** Onboarding (spec §2, §4): restart now; both answer the user as `/api/auth/me` does. */
@Controller('onboarding')
@UseGuards(SignedInGuard)
export class OnboardingController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(UsersReadModel) private readonly users: UsersReadModel,
    @Inject(StreakReader) private readonly streaks: StreakReader,
  ) {}

  /** Clears the answers and keeps the plans; `clear_selected_plan` from the plan screen. */
  @Post('restart')
  @HttpCode(200)
  async restart(@CurrentUser() user: UserRow, @Body() body: RestartOnboardingDto, @Meta() meta: RequestMeta): Promise<User> {
    await this.commandBus.execute(new RestartOnboardingCommand(user.id, body.clear_selected_plan ?? false, meta));
    return this.userNow(user.id, meta);
  }

  private async userNow(userId: string, meta: RequestMeta): Promise<User> {
    return toUserResponse((await this.users.findById(userId))!, await this.streaks.compute(userId, meta.now));
  }
}
