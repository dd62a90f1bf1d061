import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../../common/http/request-meta.js';
import { CommandRunner } from '../../../../event-store/command-runner.js';
import { workoutDecider } from '../../workouts.decider.js';
import { workoutStream } from '../../workouts.events.js';
import { WorkoutsReader } from '../../workouts.reader.js';
import { machineDecider } from '../machines.decider.js';
import { machineStream } from '../machines.events.js';
import { MachinesReader } from '../machines.reader.js';
import { refuse } from '../../../../common/refuse.js';

/**
 * Deletes the user's machine and every entry of it, in one transaction: `MachineDeleted`, then a
 * `WorkoutDeleted` (reason `machine_deleted`) on each entry's stream, caused by it. The machine
 * row is locked first, so a set being logged to it either commits before (and is deleted here) or
 * waits and then finds no machine: no entry is left behind.
 */
export class DeleteMachineCommand extends Command<{ deletedEntries: number }> {
  constructor(
    readonly userId: string,
    readonly machineId: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(DeleteMachineCommand)
export class DeleteMachineHandler implements ICommandHandler<DeleteMachineCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
    @Inject(WorkoutsReader) private readonly workouts: WorkoutsReader,
  ) {}

  async execute({ userId, machineId, meta }: DeleteMachineCommand): Promise<{ deletedEntries: number }> {
    return this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      if (!(await this.machines.lockOwn(session.tx.manager, userId, machineId, 'delete'))) throw refuse.notFound('machine.not_found');
      // Read after the lock: every set logged to this machine has committed by now.
      const entries = await this.workouts.entryVersionsOfMachine(session.tx.manager, userId, machineId);
      const { events } = await session.handle(machineStream(machineId), machineDecider, {
        type: 'DeleteMachine',
        data: { machineId, userId, now: meta.now },
      });
      // The read model's row is each entry's state at `version`; the append fails if one moved on.
      const cascade = entries.map((entry) => ({
        streamId: workoutStream(entry.id),
        expectedVersion: entry.version,
        events: workoutDecider.decide(
          { type: 'DeleteWorkout', data: { entryId: entry.id, userId, reason: 'machine_deleted', now: meta.now } },
          { status: 'active', userId, machineId, values: entry.values, appliedKeys: new Map() },
        ),
      }));
      await session.appendToStreams(cascade, events[0]);
      return { deletedEntries: entries.length };
    });
  }
}
