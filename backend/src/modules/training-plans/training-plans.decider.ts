import type { Decider } from '../../event-store/decider.js';
import { refuse } from '../../common/refuse.js';
import { diffDays } from './rules/day-diff.js';
import { renamesAfterMerge } from './rules/merge-renames.js';
import type { DayInput } from './rules/plan-rules.js';
import { DEFAULT_PLAN_NAME, normaliseDays, normaliseDescription, normalisePlanName } from './rules/plan-rules.js';
import type { PlanEvent, PlanSource, PlanState } from './training-plans.events.js';
import { dayId, evolvePlan, initialPlanState } from './training-plans.events.js';

/** What `PUT /api/training-plans/{id}` may change; `days` is the whole new list of days. */
export interface PlanChanges {
  name?: string;
  description?: string | null;
  isActive?: boolean;
  days?: DayInput[];
}

export type PlanCommand =
  | {
      type: 'CreatePlan';
      data: {
        planId: string;
        userId: string;
        userEmail: string;
        /** Null takes the spec's default name and description. */
        name: string | null;
        description: string | null;
        days: DayInput[];
        isActive: boolean;
        source: PlanSource;
        now: Date;
      };
    }
  | { type: 'UpdatePlan'; data: { planId: string; userId: string; changes: PlanChanges; now: Date } }
  | { type: 'DeactivatePlan'; data: { planId: string; userId: string; now: Date } }
  /** `otherPlans`: how many other plans the user has, counted under the user's plan lock. */
  | { type: 'DeletePlan'; data: { planId: string; userId: string; otherPlans: number; now: Date } }
  | { type: 'LinkMachine'; data: { planId: string; userId: string; relationId: string; machineId: string; dayNumber: number; now: Date } }
  | { type: 'UnlinkMachine'; data: { planId: string; userId: string; relationId: string; now: Date } }
  /** The lifter merged their exercise `from` into `into` (names): the plan follows, if it is still theirs. */
  | { type: 'FollowExerciseMerge'; data: { planId: string; userId: string; from: string; into: string; now: Date } };

export function decidePlan(command: PlanCommand, state: PlanState): PlanEvent[] {
  const { planId, userId, now } = command.data;
  const base = { planId, userId, at: now.toISOString() };
  switch (command.type) {
    case 'CreatePlan': {
      if (state.status !== 'none') throw refuse.conflict('plan.exists');
      const { userEmail, isActive, source } = command.data;
      const name = command.data.name === null ? DEFAULT_PLAN_NAME : normalisePlanName(command.data.name);
      const description = normaliseDescription(command.data.description);
      const days = normaliseDays(command.data.days).map((day, index) => ({ id: dayId(index + 1), name: day.name, exercises: day.exercises }));
      return [{ type: 'PlanCreated', data: { ...base, userEmail, name, description, days, isActive, source } }];
    }
    case 'UpdatePlan': {
      own(state, userId);
      const { changes } = command.data;
      const events: PlanEvent[] = [];
      if (changes.name !== undefined) {
        const name = normalisePlanName(changes.name);
        if (name !== state.name) events.push({ type: 'PlanRenamed', data: { ...base, name } });
      }
      if (changes.description !== undefined) {
        const description = normaliseDescription(changes.description);
        if (description !== state.description) events.push({ type: 'PlanDescriptionChanged', data: { ...base, description } });
      }
      if (changes.days !== undefined) events.push(...diffDays(state, normaliseDays(changes.days), base));
      if (changes.isActive !== undefined && changes.isActive !== state.isActive) {
        events.push({ type: changes.isActive ? 'PlanActivated' : 'PlanDeactivated', data: base });
      }
      return events;
    }
    case 'DeactivatePlan':
      own(state, userId);
      return state.isActive ? [{ type: 'PlanDeactivated', data: base }] : [];
    case 'DeletePlan': {
      own(state, userId);
      if (command.data.otherPlans === 0) throw refuse.conflict('plan.last_plan');
      return [
        ...state.relations.map((relation): PlanEvent => ({ type: 'PlanMachineUnlinked', data: { ...base, relationId: relation.id, reason: 'plan_deleted' } })),
        { type: 'PlanDeleted', data: base },
      ];
    }
    case 'LinkMachine': {
      own(state, userId);
      const { relationId, machineId, dayNumber } = command.data;
      const day = state.days[dayNumber - 1];
      if (!day) throw refuse.field('day_number', 'plan.day_not_found');
      const existing = state.relations.find((relation) => relation.machineId === machineId && relation.dayId === day.id);
      if (existing) throw refuse.conflict('plan.relation_exists', { id: existing.id });
      return [{ type: 'PlanMachineLinked', data: { ...base, relationId, machineId, dayId: day.id } }];
    }
    case 'UnlinkMachine': {
      own(state, userId);
      const { relationId } = command.data;
      if (!state.relations.some((relation) => relation.id === relationId)) throw refuse.notFound('plan.relation_not_found');
      return [{ type: 'PlanMachineUnlinked', data: { ...base, relationId, reason: 'user' } }];
    }
    case 'FollowExerciseMerge': {
      // A reaction, not a request: a plan deleted meanwhile has nothing to follow.
      if (state.status !== 'active' || state.userId !== userId) return [];
      const { from, into } = command.data;
      return renamesAfterMerge(state.days, from, into).map(({ dayId: renamedDay, index }) => ({
        type: 'PlanExerciseRenamed',
        data: { ...base, dayId: renamedDay, index, name: into },
      }));
    }
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

/** Another user's plan is answered exactly like a missing one. */
function own(state: PlanState, userId: string): void {
  if (state.status !== 'active' || state.userId !== userId) throw refuse.notFound('plan.not_found');
}

export const planDecider: Decider<PlanState, PlanCommand, PlanEvent> = {
  initialState: initialPlanState,
  evolve: evolvePlan,
  decide: decidePlan,
};
