import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { isUniqueViolation } from '../../../database/database.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { normaliseMachineName } from '../machine-rules.js';
import { machineDecider } from '../machines.decider.js';
import { machineStream } from '../machines.events.js';
import { MachinesReadModel } from '../machines.read-model.js';
import { assertNameFree } from './create-machine.command.js';
import { refuse } from '../../refuse.js';

/** Renames and/or re-categorises the user's machine (categories chosen here are the user's). */
export class UpdateMachineCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly machineId: string,
    readonly changes: { name?: string; categories?: readonly string[] },
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(UpdateMachineCommand)
export class UpdateMachineHandler implements ICommandHandler<UpdateMachineCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(MachinesReadModel) private readonly machines: MachinesReadModel,
  ) {}

  async execute({ userId, machineId, changes, meta }: UpdateMachineCommand): Promise<void> {
    await this.runner.run(
      { userId, requestId: meta.requestId, causationId: meta.requestId },
      async (session) => {
        if (!(await this.machines.findOwn(userId, machineId, session.tx.manager))) throw refuse.notFound('machine.not_found');
        if (changes.name !== undefined) {
          await assertNameFree(this.machines, session.tx.manager, userId, normaliseMachineName(changes.name), machineId);
        }
        await session.handle(machineStream(machineId), machineDecider, {
          type: 'UpdateMachine',
          data: { machineId, userId, name: changes.name, categories: changes.categories, now: meta.now },
        });
      },
      { retryOn: (error) => isUniqueViolation(error, 'machines_user_name_unique') },
    );
  }
}
