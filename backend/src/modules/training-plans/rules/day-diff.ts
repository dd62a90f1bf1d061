import { refuse } from '../../refuse.js';
import type { PlanDay, PlanEvent, PlanExercise, PlanState } from '../training-plans.events.js';
import { dayId } from '../training-plans.events.js';
import type { NormalisedDay } from './plan-rules.js';

type Base = { planId: string; userId: string; at: string };

/**
 * The fine-grained events that turn a plan's days into the whole list a `PUT` sends
 * (docs/decisions.md "Plan edits"). A sent day is the existing day with its `id`, else the day at
 * its `day_number` when no other sent day claims that one by id, else a new day. Existing days
 * nobody claims are removed (with their exercise links); the sent order is the new order.
 */
export function diffDays(state: PlanState, next: readonly NormalisedDay[], base: Base): PlanEvent[] {
  const claimed = new Map<number, PlanDay>();
  const used = new Set<string>();
  const claim = (index: number, day: PlanDay) => {
    claimed.set(index, day);
    used.add(day.id);
  };
  next.forEach((sent, index) => {
    if (sent.id === null) return;
    const day = state.days.find((candidate) => candidate.id === sent.id);
    if (!day) throw refuse.field('training_days', 'plan.day_not_found');
    if (used.has(day.id)) throw refuse.field('training_days', 'plan.duplicate_day');
    claim(index, day);
  });
  next.forEach((sent, index) => {
    if (sent.id !== null || sent.dayNumber === null) return;
    const day = state.days[sent.dayNumber - 1];
    if (day && !used.has(day.id)) claim(index, day);
  });

  const events: PlanEvent[] = [];
  for (const day of state.days) {
    if (used.has(day.id)) continue;
    for (const relation of state.relations.filter((candidate) => candidate.dayId === day.id)) {
      events.push({ type: 'PlanMachineUnlinked', data: { ...base, relationId: relation.id, reason: 'day_removed' } });
    }
    events.push({ type: 'PlanDayRemoved', data: { ...base, dayId: day.id } });
  }
  next.forEach((sent, index) => {
    const day = claimed.get(index);
    if (!day) return;
    if (day.name !== sent.name) events.push({ type: 'PlanDayRenamed', data: { ...base, dayId: day.id, name: sent.name } });
    events.push(...exerciseEvents(day, sent.exercises, base));
  });
  let issued = state.daysIssued;
  const finalOrder: string[] = [];
  const added: string[] = [];
  next.forEach((sent, index) => {
    const day = claimed.get(index);
    if (day) {
      finalOrder.push(day.id);
      return;
    }
    const id = dayId(++issued);
    events.push({ type: 'PlanDayAdded', data: { ...base, day: { id, name: sent.name, exercises: sent.exercises } } });
    finalOrder.push(id);
    added.push(id);
  });
  const orderAfterEdits = [...state.days.filter((day) => used.has(day.id)).map((day) => day.id), ...added];
  if (orderAfterEdits.some((id, index) => finalOrder[index] !== id)) {
    events.push({ type: 'PlanDaysReordered', data: { ...base, dayIds: finalOrder } });
  }
  return events;
}

/**
 * Removals (from the back, so each index still holds) and insertions (from the front) that keep
 * the longest run of unchanged exercises in place: removing one exercise is one event, not a rewrite.
 */
function exerciseEvents(day: PlanDay, next: readonly PlanExercise[], base: Base): PlanEvent[] {
  const current = day.exercises;
  const keep = longestCommonSubsequence(current.map(exerciseKey), next.map(exerciseKey));
  const events: PlanEvent[] = [];
  for (let index = current.length - 1; index >= 0; index--) {
    if (!keep.left.has(index)) {
      events.push({ type: 'PlanExerciseRemoved', data: { ...base, dayId: day.id, index, exerciseName: current[index]!.exercise_name } });
    }
  }
  next.forEach((exercise, index) => {
    if (!keep.right.has(index)) events.push({ type: 'PlanExerciseAdded', data: { ...base, dayId: day.id, index, exercise } });
  });
  return events;
}

const exerciseKey = (exercise: PlanExercise) => JSON.stringify([exercise.exercise_name, exercise.sets, exercise.reps]);

/** The indexes of both lists that form one longest common subsequence. */
function longestCommonSubsequence(left: readonly string[], right: readonly string[]): { left: Set<number>; right: Set<number> } {
  const lengths = Array.from({ length: left.length + 1 }, () => new Array<number>(right.length + 1).fill(0));
  for (let i = left.length - 1; i >= 0; i--) {
    for (let j = right.length - 1; j >= 0; j--) {
      lengths[i]![j] = left[i] === right[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const kept = { left: new Set<number>(), right: new Set<number>() };
  for (let i = 0, j = 0; i < left.length && j < right.length;) {
    if (left[i] === right[j]) {
      kept.left.add(i++);
      kept.right.add(j++);
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}
