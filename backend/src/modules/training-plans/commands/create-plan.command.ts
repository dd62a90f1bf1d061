import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import type { DayInput } from '../rules/plan-rules.js';
import { planDecider } from '../training-plans.decider.js';
import { planStream } from '../training-plans.events.js';
import { TrainingPlansReader } from '../training-plans.reader.js';
import { deactivateOtherPlans } from './active-plan.js';

export interface NewPlan {
  name: string | null;
  description: string | null;
  days: DayInput[];
  isActive: boolean;
}

/** Creates a plan by hand (`POST /api/training-plans`); answers its id. */
export class CreatePlanCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly plan: NewPlan,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(CreatePlanCommand)
export class CreatePlanHandler implements ICommandHandler<CreatePlanCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(TrainingPlansReader) private readonly plans: TrainingPlansReader,
  ) {}

  async execute({ userId, email, plan, meta }: CreatePlanCommand): Promise<string> {
    const planId = randomUUID();
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      await this.plans.lockUser(session.tx.manager, userId);
      const events = planDecider.decide(
        { type: 'CreatePlan', data: { planId, userId, userEmail: email, ...plan, source: 'manual', now: meta.now } },
        planDecider.initialState(),
      );
      if (plan.isActive) await deactivateOtherPlans(session, this.plans, userId, planId, meta.now);
      await session.append(planStream(planId), 0, events);
    });
    return planId;
  }
}
