import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import type { PlanChanges } from '../training-plans.decider.js';
import { planDecider } from '../training-plans.decider.js';
import { planStream } from '../training-plans.events.js';
import { TrainingPlansReader } from '../training-plans.reader.js';
import { deactivateOtherPlans } from './active-plan.js';

/** `PUT /api/training-plans/{id}`: name, description, active flag and the whole list of days, as fine-grained events. */
export class UpdatePlanCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly planId: string,
    readonly changes: PlanChanges,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(UpdatePlanCommand)
export class UpdatePlanHandler implements ICommandHandler<UpdatePlanCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(TrainingPlansReader) private readonly plans: TrainingPlansReader,
  ) {}

  async execute({ userId, planId, changes, meta }: UpdatePlanCommand): Promise<void> {
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      const activating = changes.isActive === true;
      if (activating) await this.plans.lockUser(session.tx.manager, userId);
      const { events } = await session.handle(planStream(planId), planDecider, { type: 'UpdatePlan', data: { planId, userId, changes, now: meta.now } });
      if (activating && events.some((event) => event.type === 'PlanActivated')) await deactivateOtherPlans(session, this.plans, userId, planId, meta.now);
    });
  }
}
