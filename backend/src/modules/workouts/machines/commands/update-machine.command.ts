import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../../common/http/request-meta.js';
import { isUniqueViolation } from '../../../../database/database.js';
import { CommandRunner } from '../../../../event-store/command-runner.js';
import { normaliseMachineName } from '../machine-rules.js';
import { machineDecider } from '../machines.decider.js';
import { machineStream } from '../machines.events.js';
import { MachinesReader } from '../machines.reader.js';
import { existingForRename } from '../existing-exercise.js';
import type { ExistingExercise } from '../existing-exercise.js';
import { movementOf } from '../../../exercises/index.js';
import { refuse } from '../../../../common/refuse.js';

/**
 * A name the lifter already has, by name or by movement, is a 409 naming that exercise (`details:
 * {id, name}`), so the app can offer to merge the two instead.
 */
function refuseExisting(existing: ExistingExercise<{ id: string; name: string }> | null): void {
  if (!existing) return;
  const { id, name } = existing.exercise;
  throw refuse.conflict(existing.by === 'name' ? 'machine.duplicate_name' : 'machine.same_movement', { id, name }, { name });
}

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
    @Inject(MachinesReader) private readonly machines: MachinesReader,
  ) {}

  async execute({ userId, machineId, changes, meta }: UpdateMachineCommand): Promise<void> {
    await this.runner.run(
      { userId, requestId: meta.requestId, causationId: meta.requestId },
      async (session) => {
        const machine = await this.machines.findOwn(userId, machineId, session.tx.manager);
        if (!machine) throw refuse.notFound('machine.not_found');
        if (changes.name !== undefined) {
          const exercises = await this.machines.list(userId, session.tx.manager);
          refuseExisting(existingForRename(machine, normaliseMachineName(changes.name), exercises, movementOf));
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
