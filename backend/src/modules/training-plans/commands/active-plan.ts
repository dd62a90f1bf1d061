import type { WriteSession } from '../../../event-store/write-session.js';
import { planDecider } from '../training-plans.decider.js';
import { planStream } from '../training-plans.events.js';
import type { TrainingPlansReader } from '../training-plans.reader.js';

/**
 * One active plan per user: the plan that becomes active turns the user's other active plans off,
 * in the same transaction. Call under `lockUser`, so no other plan turns active meanwhile.
 */
export async function deactivateOtherPlans(session: WriteSession, plans: TrainingPlansReader, userId: string, keepPlanId: string, now: Date): Promise<void> {
  const active = await plans.list(userId, { isActive: true }, session.tx.manager);
  for (const plan of active.filter((candidate) => candidate.id !== keepPlanId).sort((a, b) => (a.id < b.id ? -1 : 1))) {
    await session.handle(planStream(plan.id), planDecider, { type: 'DeactivatePlan', data: { planId: plan.id, userId, now } });
  }
}
