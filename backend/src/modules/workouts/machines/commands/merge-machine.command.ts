import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../../common/http/request-meta.js';
import { CommandRunner } from '../../../../event-store/command-runner.js';
import { workoutDecider } from '../../workouts.decider.js';
import { workoutStream } from '../../workouts.events.js';
import { WorkoutsReader } from '../../workouts.reader.js';
import { ExerciseMergeFollower } from '../exercise-merge-follower.js';
import { machineDecider } from '../machines.decider.js';
import { machineStream } from '../machines.events.js';
import { MachinesReader } from '../machines.reader.js';
import { refuse } from '../../../../common/refuse.js';

/**
 * Merges the user's exercise into another of theirs, in one transaction: `MachineMerged` on the
 * merged one, then a `WorkoutMoved` on each of its sets' streams and whatever the follower (training-plans:
 * a `PlanExerciseRenamed` for each plan exercise naming it) appends, caused by it. So every read model (entries, days, summaries, and
 * through them records, dashboard and streak; plans) replays the merge from the log like any
 * other change. Both rows are locked first, in id order (as every other writer of sets locks
 * one), so no set is logged to the merged exercise meanwhile.
 */
export class MergeMachineCommand extends Command<{ movedEntries: number }> {
  constructor(
    readonly userId: string,
    readonly machineId: string,
    readonly into: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(MergeMachineCommand)
export class MergeMachineHandler implements ICommandHandler<MergeMachineCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
    @Inject(WorkoutsReader) private readonly workouts: WorkoutsReader,
    @Inject(ExerciseMergeFollower) private readonly follower: ExerciseMergeFollower,
  ) {}

  async execute({ userId, machineId, into, meta }: MergeMachineCommand): Promise<{ movedEntries: number }> {
    return this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      const manager = session.tx.manager;
      for (const id of [machineId, into].sort()) {
        const found = await this.machines.lockOwn(manager, userId, id, id === machineId ? 'delete' : 'sets');
        if (!found && id === machineId) throw refuse.notFound('machine.not_found');
      }
      // Read after the locks: every set logged to the merged exercise has committed by now.
      const entries = await this.workouts.entryVersionsOfMachine(manager, userId, machineId);
      const { state: target } = await session.load(machineStream(into), machineDecider);
      const { state: merged, events } = await session.handle(machineStream(machineId), machineDecider, {
        type: 'MergeMachine',
        data: { machineId, userId, into, target, now: meta.now },
      });
      // The read model's row is each entry's state at `version`; the append fails if one moved on.
      const moves = entries.map((entry) => ({
        streamId: workoutStream(entry.id),
        expectedVersion: entry.version,
        events: workoutDecider.decide(
          { type: 'MoveWorkout', data: { entryId: entry.id, userId, machineId: into, now: meta.now } },
          { status: 'active', userId, machineId, values: entry.values, appliedKeys: new Map() },
        ),
      }));
      await session.appendToStreams(moves, events[0]);
      // Both are active exercises (the decider refused otherwise), so both have a name.
      await this.follower.follow(session, { userId, from: merged.name!, into: target.name!, now: meta.now }, events[0]!);
      return { movedEntries: entries.length };
    });
  }
}
