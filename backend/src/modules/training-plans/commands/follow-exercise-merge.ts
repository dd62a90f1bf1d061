import { IsNull } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event.js';
import type { WriteSession } from '../../../event-store/write-session.js';
import { TrainingPlanEntity } from '../read-models/training-plans.entity.js';
import { namesExercise } from '../rules/merge-renames.js';
import { planDecider } from '../training-plans.decider.js';
import { planStream } from '../training-plans.events.js';

export interface ExerciseMerge {
  userId: string;
  /** The merged exercise's name, which no longer exists. */
  from: string;
  /** The kept exercise's name. */
  into: string;
  now: Date;
}

/**
 * The plans' part of a merge, run by the machines context's merge command in its transaction: each
 * of the lifter's plans with an exercise named like the merged one gets `PlanExerciseRenamed`,
 * caused by `MachineMerged`, so replaying the log renames them again. The rows only pick the plans
 * (read in this transaction); each plan decides on its own stream's state, with its version.
 */
export async function followExerciseMerge(session: WriteSession, merge: ExerciseMerge, causedBy: RecordedEvent): Promise<number> {
  const { userId, from, into, now } = merge;
  const plans = await session.tx.manager.find(TrainingPlanEntity, {
    select: { id: true, training_days: true },
    where: { user_id: userId, deleted_at: IsNull() },
    order: { id: 'ASC' },
  });
  let renamed = 0;
  for (const plan of plans.filter((candidate) => namesExercise(candidate.training_days, from))) {
    const command = { type: 'FollowExerciseMerge' as const, data: { planId: plan.id, userId, from, into, now } };
    renamed += (await session.handle(planStream(plan.id), planDecider, command, causedBy)).events.length;
  }
  return renamed;
}
