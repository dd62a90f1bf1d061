import { Global, Injectable, Module } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event.js';
import type { WriteSession } from '../../../event-store/write-session.js';
import type { ExerciseMerge } from '../../workouts/index.js';
import { ExerciseMergeFollower } from '../../workouts/index.js';
import { TrainingPlanEntity } from '../read-models/training-plans.entity.js';
import { namesExercise } from '../rules/merge-renames.js';
import { planDecider } from '../training-plans.decider.js';
import { planStream } from '../training-plans.events.js';

/**
 * The plans' part of a merge, run by the workouts context's merge command in its transaction: each
 * of the lifter's plans with an exercise named like the merged one gets `PlanExerciseRenamed`,
 * caused by `MachineMerged`, so replaying the log renames them again. The rows only pick the plans
 * (read in this transaction); each plan decides on its own stream's state, with its version.
 */
@Injectable()
export class PlansFollowExerciseMerge implements ExerciseMergeFollower {
  async follow(session: WriteSession, merge: ExerciseMerge, causedBy: RecordedEvent): Promise<void> {
    const { userId, from, into, now } = merge;
    const plans = await session.tx.manager.find(TrainingPlanEntity, {
      select: { id: true, training_days: true },
      where: { user_id: userId, deleted_at: IsNull() },
      order: { id: 'ASC' },
    });
    for (const plan of plans.filter((candidate) => namesExercise(candidate.training_days, from))) {
      const command = { type: 'FollowExerciseMerge' as const, data: { planId: plan.id, userId, from, into, now } };
      await session.handle(planStream(plan.id), planDecider, command, causedBy);
    }
  }
}

/** Global: the merge's handler is resolved in every module that imports MachineCommandsModule, the api's and the worker's. */
@Global()
@Module({
  providers: [{ provide: ExerciseMergeFollower, useClass: PlansFollowExerciseMerge }],
  exports: [ExerciseMergeFollower],
})
export class PlansFollowExerciseMergeModule {}
