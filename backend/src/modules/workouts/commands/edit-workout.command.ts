import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { MachinesReader } from '../machines/machines.reader.js';
import type { WorkoutChanges } from '../workouts.decider.js';
import { workoutDecider } from '../workouts.decider.js';
import { workoutStream } from '../workouts.events.js';

/** Changes weight, reps, date or notes of the user's entry; another user's entry is a 404. */
export class EditWorkoutCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly entryId: string,
    readonly changes: WorkoutChanges,
    readonly meta: RequestMeta,
    /** The request's Idempotency-Key: sent again after a lost answer (the offline outbox), it changes nothing. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(EditWorkoutCommand)
export class EditWorkoutHandler implements ICommandHandler<EditWorkoutCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
  ) {}

  async execute({ userId, entryId, changes, meta, idempotencyKey }: EditWorkoutCommand): Promise<void> {
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      const stream = workoutStream(entryId);
      const { state, version } = await session.load(stream, workoutDecider);
      // In line with the other writes of this machine's sets (see MachinesReader.lockOwn).
      if (state.machineId) await this.machines.lockOwn(session.tx.manager, userId, state.machineId, 'sets');
      const events = workoutDecider.decide({ type: 'EditWorkout', data: { entryId, userId, changes, idempotencyKey, now: meta.now } }, state);
      await session.append(stream, version, events);
    });
  }
}
