import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { refuse } from '../../../common/refuse.js';
import { userDecider, userStream } from '../../users/index.js';
import { berlinDate } from '../../workouts/index.js';
import { TrainingPlansReader } from '../training-plans.reader.js';

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
