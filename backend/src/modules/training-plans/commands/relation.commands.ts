import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { MachinesReader } from '../../workouts/index.js';
import { refuse } from '../../../common/refuse.js';
import { planDecider } from '../training-plans.decider.js';
import { planStream } from '../training-plans.events.js';

/** `POST /api/training-plan-relations`: links one of the user's exercises to a day of one of their plans; answers the link's id. */
export class LinkMachineCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly planId: string,
    readonly machineId: string,
    readonly dayNumber: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class UnlinkMachineCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly planId: string,
    readonly relationId: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(LinkMachineCommand)
export class LinkMachineHandler implements ICommandHandler<LinkMachineCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
  ) {}

  async execute({ userId, planId, machineId, dayNumber, meta }: LinkMachineCommand): Promise<string> {
    const relationId = randomUUID();
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      if (!(await this.machines.findOwn(userId, machineId, session.tx.manager))) throw refuse.notFound('machine.not_found');
      await session.handle(planStream(planId), planDecider, { type: 'LinkMachine', data: { planId, userId, relationId, machineId, dayNumber, now: meta.now } });
    });
    return relationId;
  }
}

@CommandHandler(UnlinkMachineCommand)
export class UnlinkMachineHandler implements ICommandHandler<UnlinkMachineCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ userId, planId, relationId, meta }: UnlinkMachineCommand): Promise<void> {
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, (session) =>
      session.handle(planStream(planId), planDecider, { type: 'UnlinkMachine', data: { planId, userId, relationId, now: meta.now } }),
    );
  }
}
