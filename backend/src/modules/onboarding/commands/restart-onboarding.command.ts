import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { userDecider, userStream } from '../../users/index.js';

/** Onboarding again (spec §4): the answers go, plans stay; from the plan screen the selected plan goes too. */
export class RestartOnboardingCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly clearSelectedPlan: boolean,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(RestartOnboardingCommand)
export class RestartOnboardingHandler implements ICommandHandler<RestartOnboardingCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ userId, clearSelectedPlan, meta }: RestartOnboardingCommand): Promise<void> {
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, (session) =>
      session.handle(userStream(userId), userDecider, { type: 'RestartOnboarding', data: { userId, clearSelectedPlan, now: meta.now } }),
    );
  }
}
