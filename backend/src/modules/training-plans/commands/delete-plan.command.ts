import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { planDecider } from '../training-plans.decider.js';
import { planStream } from '../training-plans.events.js';
import { TrainingPlansReader } from '../training-plans.reader.js';

/** `DELETE /api/training-plans?id=`; never the user's last plan, even with two deletions at once. */
export class DeletePlanCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly planId: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(DeletePlanCommand)
export class DeletePlanHandler implements ICommandHandler<DeletePlanCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(TrainingPlansReader) private readonly plans: TrainingPlansReader,
  ) {}

  async execute({ userId, planId, meta }: DeletePlanCommand): Promise<void> {
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      await this.plans.lockUser(session.tx.manager, userId);
      const otherPlans = (await this.plans.list(userId, {}, session.tx.manager)).filter((plan) => plan.id !== planId).length;
      await session.handle(planStream(planId), planDecider, { type: 'DeletePlan', data: { planId, userId, otherPlans, now: meta.now } });
    });
  }
}
