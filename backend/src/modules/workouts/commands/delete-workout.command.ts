import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { MachinesReader } from '../machines/machines.reader.js';
import { workoutDecider } from '../workouts.decider.js';
import { workoutStream } from '../workouts.events.js';

/** Deletes the user's entry; the Hanteln it earned stay (they may be spent already). */
export class DeleteWorkoutCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly entryId: string,
    readonly meta: RequestMeta,
    /** The request's Idempotency-Key: sent again after a lost answer (the offline outbox), it changes nothing. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(DeleteWorkoutCommand)
export class DeleteWorkoutHandler implements ICommandHandler<DeleteWorkoutCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
  ) {}

  async execute({ userId, entryId, meta, idempotencyKey }: DeleteWorkoutCommand): Promise<void> {
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      const stream = workoutStream(entryId);
      const { state, version } = await session.load(stream, workoutDecider);
      // In line with the other writes of this machine's sets (see MachinesReader.lockOwn).
      if (state.machineId) await this.machines.lockOwn(session.tx.manager, userId, state.machineId, 'sets');
      const events = workoutDecider.decide({ type: 'DeleteWorkout', data: { entryId, userId, reason: 'user', idempotencyKey, now: meta.now } }, state);
      await session.append(stream, version, events);
    });
  }
}
