import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { refuse } from '../../../common/refuse.js';
import { userDecider, userStream } from '../../users/index.js';
import { berlinDate } from '../../workouts/index.js';
import { TrainingPlansReader } from '../training-plans.reader.js';

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

/** A guided training finished on a day of one of the user's plans (spec §4 Guided session). */
export class CompleteTrainingDayCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly planId: string,
    readonly dayNumber: number,
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

@CommandHandler(CompleteTrainingDayCommand)
export class CompleteTrainingDayHandler implements ICommandHandler<CompleteTrainingDayCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(TrainingPlansReader) private readonly plans: TrainingPlansReader,
  ) {}

  async execute({ userId, planId, dayNumber, meta }: CompleteTrainingDayCommand): Promise<void> {
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      const plan = await this.plans.findOwn(userId, planId, session.tx.manager);
      if (!plan) throw refuse.notFound('plan.not_found');
      if (!plan.training_days[dayNumber - 1]) throw refuse.field('day_number', 'plan.day_not_found');
      await session.handle(userStream(userId), userDecider, {
        type: 'CompleteTrainingDay',
        data: { userId, planId, dayNumber, date: berlinDate(meta.now), now: meta.now },
      });
    });
  }
}
