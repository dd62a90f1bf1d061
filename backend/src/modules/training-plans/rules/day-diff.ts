import { refuse } from '../../../common/refuse.js';
import type { PlanDay, PlanEvent, PlanExercise, PlanState } from '../training-plans.events.js';
import { dayId } from '../training-plans.events.js';
import type { NormalisedDay } from './plan-rules.js';

type Base = { planId: string; userId: string; at: string };

/**
 * The fine-grained events that turn a plan's days into the whole list a `PUT` sends
 * (docs/decisions/README.md "Plan edits"). A sent day is the existing day with its `id`, else the day at
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
 * The events that turn a day's exercises into the sent list: the k-th "Kniebeuge" sent is the day's
 * k-th "Kniebeuge". Exercises nobody sent are removed (from the back, so each index still holds),
 * the kept ones move into the sent order with one reorder, new ones are inserted (from the front),
 * and a kept one whose sets, reps or target weight differ gets its new target. So moving an
 * exercise is one event and changing its target another, never a removal and a new exercise.
 */
function exerciseEvents(day: PlanDay, next: readonly PlanExercise[], base: Base): PlanEvent[] {
  const current = day.exercises;
  const matched = matchByName(current, next);
  const events: PlanEvent[] = [];
  const keptFrom = new Set(matched.filter((from): from is number => from !== null));
  for (let index = current.length - 1; index >= 0; index--) {
    if (!keptFrom.has(index)) {
      events.push({ type: 'PlanExerciseRemoved', data: { ...base, dayId: day.id, index, exerciseName: current[index]!.exercise_name } });
    }
  }
  const keptInDayOrder = [...keptFrom].sort((a, b) => a - b);
  const order = matched.filter((from): from is number => from !== null).map((from) => keptInDayOrder.indexOf(from));
  if (order.some((from, place) => from !== place)) events.push({ type: 'PlanExercisesReordered', data: { ...base, dayId: day.id, order } });
  next.forEach((exercise, index) => {
    if (matched[index] === null) events.push({ type: 'PlanExerciseAdded', data: { ...base, dayId: day.id, index, exercise } });
  });
  next.forEach((exercise, index) => {
    const from = matched[index];
    if (from === null || from === undefined || sameTarget(current[from]!, exercise)) return;
    const { sets, reps, target_weight } = exercise;
    events.push({ type: 'PlanExerciseTargetChanged', data: { ...base, dayId: day.id, index, target: { sets, reps, target_weight } } });
  });
  return events;
}

const sameTarget = (a: PlanExercise, b: PlanExercise) => a.sets === b.sets && a.reps === b.reps && (a.target_weight ?? null) === (b.target_weight ?? null);

/** For each sent exercise, the index of the day's exercise it is (the same name, occurrence by occurrence), or null when it is new. */
function matchByName(current: readonly PlanExercise[], next: readonly PlanExercise[]): (number | null)[] {
  const unclaimed = new Map<string, number[]>();
  current.forEach((exercise, index) => unclaimed.set(exercise.exercise_name, [...(unclaimed.get(exercise.exercise_name) ?? []), index]));
  return next.map((exercise) => unclaimed.get(exercise.exercise_name)?.shift() ?? null);
}
