import { fold } from '../../event-store/decider.js';
import type { DayInput } from './rules/plan-rules.js';
import type { PlanCommand, PlanChanges } from './training-plans.decider.js';
import { planDecider } from './training-plans.decider.js';
import type { PlanEvent, PlanState } from './training-plans.events.js';

const now = new Date('2026-11-23T10:00:00Z');
const planId = 'p-1';
const userId = 'u-1';
const exercise = (exercise_name: string, sets: number | null = 3, reps: string | null = '8-12', target_weight: number | null = null) => ({
  exercise_name,
  sets,
  reps,
  target_weight,
});
const pushDay: DayInput = { day_name: 'Push', exercises: [exercise('Bankdrücken'), exercise('Schulterdrücken'), exercise('Dips')] };
const pullDay: DayInput = { day_name: 'Pull', exercises: [exercise('Klimmzüge'), exercise('Langhantelrudern')] };
const legsDay: DayInput = { day_name: 'Legs', exercises: [exercise('Kniebeugen')] };

const create = (days: DayInput[] = [pushDay, pullDay, legsDay], name: string | null = null): PlanCommand => ({
  type: 'CreatePlan',
  data: { planId, userId, userEmail: 'lena@example.com', name, description: null, days, isActive: true, source: 'manual', now },
});
const update = (changes: PlanChanges, user = userId): PlanCommand => ({ type: 'UpdatePlan', data: { planId, userId: user, changes, now } });

const given = (events: PlanEvent[]): PlanState => fold(planDecider, events);
const created = () => planDecider.decide(create(), given([]));
const decide = (events: PlanEvent[], command: PlanCommand) => planDecider.decide(command, given(events));
const after = (events: PlanEvent[], command: PlanCommand) => given([...events, ...decide(events, command)]);
/** The days as a client shows them and sends them back. */
const sent = (state: PlanState): DayInput[] =>
  state.days.map((day, index) => ({ id: day.id, day_number: index + 1, day_name: day.name, exercises: day.exercises }));
const shape = (state: PlanState) => state.days.map((day) => [day.id, day.name, day.exercises.map((item) => item.exercise_name)]);
const types = (events: PlanEvent[]) => events.map((event) => event.type);

describe('plan decider: creating', () => {
  it('creates a plan with the spec defaults and days d1…dn', () => {
    const [event] = created();
    expect(event).toMatchObject({
      type: 'PlanCreated',
      data: { name: 'Mein Trainingsplan', description: 'Dein personalisierter Trainingsplan', isActive: true, source: 'manual' },
    });
    expect(shape(given(created()))).toEqual([
      ['d1', 'Push', ['Bankdrücken', 'Schulterdrücken', 'Dips']],
      ['d2', 'Pull', ['Klimmzüge', 'Langhantelrudern']],
      ['d3', 'Legs', ['Kniebeugen']],
    ]);
  });

  it('refuses a plan without days, a blank name, a blank day name and a blank exercise', () => {
    expect(() => planDecider.decide(create([]), given([]))).toThrow('plan.last_day');
    expect(() => planDecider.decide(create([pushDay], '   '), given([]))).toThrow('plan.name_required');
    expect(() => planDecider.decide(create([{ day_name: ' ', exercises: [] }]), given([]))).toThrow('plan.day_name_required');
    expect(() => planDecider.decide(create([{ day_name: 'A', exercises: [exercise('  ')] }]), given([]))).toThrow('plan.exercise_name_required');
  });

  it('refuses a second creation of the same plan', () => {
    expect(() => decide(created(), create())).toThrow('plan.exists');
  });
});

describe('plan decider: editing with the whole list of days', () => {
  it('renames the plan, and refuses a blank name (the client ignores it)', () => {
    expect(decide(created(), update({ name: '  Sommerplan ' }))).toMatchObject([{ type: 'PlanRenamed', data: { name: 'Sommerplan' } }]);
    expect(() => decide(created(), update({ name: ' ' }))).toThrow('plan.name_required');
    expect(decide(created(), update({ name: 'Mein Trainingsplan' }))).toEqual([]);
  });

  it('renames one day with one event', () => {
    const days = sent(given(created()));
    days[1] = { ...days[1]!, day_name: 'Rücken & Bizeps' };
    expect(decide(created(), update({ days }))).toEqual([
      { type: 'PlanDayRenamed', data: { planId, userId, at: now.toISOString(), dayId: 'd2', name: 'Rücken & Bizeps' } },
    ]);
  });

  it('adds a day at the end with the next id', () => {
    const days = [...sent(given(created())), { day_name: 'Tag 4', exercises: [] }];
    expect(decide(created(), update({ days }))).toMatchObject([{ type: 'PlanDayAdded', data: { day: { id: 'd4', name: 'Tag 4', exercises: [] } } }]);
  });

  it('removes a day in the middle and renumbers the days after it, keeping their ids', () => {
    const days = sent(given(created())).filter((day) => day.id !== 'd2');
    const events = decide(created(), update({ days }));
    expect(types(events)).toEqual(['PlanDayRemoved']);
    expect(shape(given([...created(), ...events])).map(([id, name]) => [id, name])).toEqual([
      ['d1', 'Push'],
      ['d3', 'Legs'],
    ]);
  });

  it('never issues a removed day’s id again', () => {
    const removed = [...created(), ...decide(created(), update({ days: sent(given(created())).slice(0, 2) }))];
    const events = decide(removed, update({ days: [...sent(given(removed)), { day_name: 'Neu', exercises: [] }] }));
    expect(events).toMatchObject([{ type: 'PlanDayAdded', data: { day: { id: 'd4' } } }]);
  });

  it('refuses to remove the last day with the spec text', () => {
    expect(() => decide(created(), update({ days: [] }))).toThrow('plan.last_day');
  });

  it('adds and removes single exercises with one event each, at their places', () => {
    const days = sent(given(created()));
    days[0] = { ...days[0]!, exercises: [exercise('Bankdrücken'), exercise('Seitheben', 3, '12-15'), exercise('Dips')] };
    const events = decide(created(), update({ days }));
    expect(events).toEqual([
      { type: 'PlanExerciseRemoved', data: { planId, userId, at: now.toISOString(), dayId: 'd1', index: 1, exerciseName: 'Schulterdrücken' } },
      { type: 'PlanExerciseAdded', data: { planId, userId, at: now.toISOString(), dayId: 'd1', index: 1, exercise: exercise('Seitheben', 3, '12-15') } },
    ]);
    expect(shape(given([...created(), ...events]))[0]).toEqual(['d1', 'Push', ['Bankdrücken', 'Seitheben', 'Dips']]);
  });

  it('moves an exercise with one reorder and changes a target with one event, keeping the rest', () => {
    const days = sent(given(created()));
    days[0] = { ...days[0]!, exercises: [exercise('Dips'), exercise('Bankdrücken', 4, '6-8', 82.5), exercise('Schulterdrücken')] };
    const events = decide(created(), update({ days }));
    expect(events).toEqual([
      { type: 'PlanExercisesReordered', data: { planId, userId, at: now.toISOString(), dayId: 'd1', order: [2, 0, 1] } },
      {
        type: 'PlanExerciseTargetChanged',
        data: { planId, userId, at: now.toISOString(), dayId: 'd1', index: 1, target: { sets: 4, reps: '6-8', target_weight: 82.5 } },
      },
    ]);
    expect(given([...created(), ...events]).days[0]!.exercises).toEqual(days[0].exercises);
  });

  it('keeps reps as a count or a rising range, and target weights from 0 to 1000 kg in 0.25 kg steps', () => {
    const withTarget = (reps: string | null, target: number | null) => {
      const days = sent(given(created()));
      days[2] = { ...days[2]!, exercises: [exercise('Kniebeugen', 3, reps, target)] };
      return given([...created(), ...decide(created(), update({ days }))]).days[2]!.exercises[0];
    };
    expect(withTarget(' 8 – 10 ', 100.25)).toMatchObject({ reps: '8-10', target_weight: 100.25 });
    expect(withTarget('5', 0)).toMatchObject({ reps: '5', target_weight: 0 });
    for (const reps of ['10-8', '0', 'viele', '8-10-12', '101']) expect(() => withTarget(reps, null)).toThrow('plan.exercise_reps');
    for (const weight of [-1, 1000.5, 80.1, Number.NaN]) expect(() => withTarget('8', weight)).toThrow('plan.exercise_target_weight');
  });

  it('reorders days when the list comes in another order', () => {
    const [push, pull, legs] = sent(given(created()));
    const events = decide(created(), update({ days: [legs!, push!, pull!] }));
    expect(events).toMatchObject([{ type: 'PlanDaysReordered', data: { dayIds: ['d3', 'd1', 'd2'] } }]);
  });

  it('matches a day sent without id by its day_number, and a day with an unknown id is refused', () => {
    const days = sent(given(created())).map(({ id: _id, ...day }) => day);
    days[2] = { ...days[2]!, day_name: 'Beine' };
    expect(types(decide(created(), update({ days })))).toEqual(['PlanDayRenamed']);
    expect(() => decide(created(), update({ days: [{ id: 'd9', day_name: 'X', exercises: [] }] }))).toThrow('plan.day_not_found');
    const twice = sent(given(created()));
    expect(() => decide(created(), update({ days: [twice[0]!, twice[0]!] }))).toThrow('plan.duplicate_day');
  });

  it('changes nothing for the same list sent back', () => {
    expect(decide(created(), update({ days: sent(given(created())) }))).toEqual([]);
  });

  it('always leaves exactly the days that were sent, whatever the edit (200 random edits)', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const names = ['Bankdrücken', 'Kniebeugen', 'Klimmzüge', 'Dips', 'Seitheben'];
    let events = created();
    for (let round = 0; round < 200; round++) {
      const days = sent(given(events)).filter(() => random(6) > 0);
      if (random(3) === 0) days.splice(random(days.length + 1), 0, { day_name: `Tag ${round}`, exercises: [exercise(names[random(5)]!)] });
      if (days.length === 0) days.push({ day_name: 'Ganzkörper', exercises: [] });
      const edited = days.map((day) => ({
        ...day,
        day_name: random(5) === 0 ? `Tag ${random(9)}` : day.day_name,
        exercises: day.exercises
          .filter(() => random(4) > 0)
          .map((kept) => (random(4) === 0 ? { ...kept, sets: random(4) + 1, target_weight: random(3) === 0 ? null : random(200) / 2 } : kept))
          .concat(random(2) === 0 ? [exercise(names[random(5)]!, random(4) + 1)] : []),
      }));
      for (const day of edited) if (random(3) === 0) day.exercises.reverse();
      if (random(4) === 0) edited.reverse();
      events = [...events, ...decide(events, update({ days: edited }))];
      expect(given(events).days.map((day) => [day.name, day.exercises])).toEqual(edited.map((day) => [day.day_name, day.exercises]));
    }
  });

  it('activates and deactivates', () => {
    expect(types(decide(created(), update({ isActive: false })))).toEqual(['PlanDeactivated']);
    expect(decide(created(), update({ isActive: true }))).toEqual([]);
  });

  it('answers another user’s plan and a deleted plan like a missing one', () => {
    expect(() => decide(created(), update({ name: 'X' }, 'u-2'))).toThrow('plan.not_found');
    const deleted = [...created(), ...decide(created(), { type: 'DeletePlan', data: { planId, userId, otherPlans: 1, now } })];
    expect(() => decide(deleted, update({ name: 'X' }))).toThrow('plan.not_found');
    expect(() => decide([], update({ name: 'X' }))).toThrow('plan.not_found');
  });
});

describe('plan decider: deleting and links to exercises', () => {
  const link = (relationId: string, dayNumber: number, machineId = 'm-1'): PlanCommand => ({
    type: 'LinkMachine',
    data: { planId, userId, relationId, machineId, dayNumber, now },
  });

  it('refuses to delete the user’s last plan with the spec text', () => {
    expect(() => decide(created(), { type: 'DeletePlan', data: { planId, userId, otherPlans: 0, now } })).toThrow('plan.last_plan');
  });

  it('links an exercise to a day by its number, once', () => {
    expect(decide(created(), link('r-1', 2))).toMatchObject([{ type: 'PlanMachineLinked', data: { relationId: 'r-1', dayId: 'd2', machineId: 'm-1' } }]);
    const linked = [...created(), ...decide(created(), link('r-1', 2))];
    expect(() => decide(linked, link('r-2', 2))).toThrow('plan.relation_exists');
    expect(() => decide(created(), link('r-1', 4))).toThrow('plan.day_not_found');
  });

  it('unlinks the exercises of a removed day and of a deleted plan', () => {
    const linked = [...created(), ...decide(created(), link('r-1', 2)), ...decide([...created(), ...decide(created(), link('r-1', 2))], link('r-2', 3))];
    const days = sent(given(linked)).filter((day) => day.id !== 'd2');
    expect(decide(linked, update({ days }))).toMatchObject([
      { type: 'PlanMachineUnlinked', data: { relationId: 'r-1', reason: 'day_removed' } },
      { type: 'PlanDayRemoved', data: { dayId: 'd2' } },
    ]);
    expect(types(decide(linked, { type: 'DeletePlan', data: { planId, userId, otherPlans: 2, now } }))).toEqual([
      'PlanMachineUnlinked',
      'PlanMachineUnlinked',
      'PlanDeleted',
    ]);
    expect(after(linked, { type: 'UnlinkMachine', data: { planId, userId, relationId: 'r-2', now } }).relations.map((relation) => relation.id)).toEqual([
      'r-1',
    ]);
    expect(() => decide(linked, { type: 'UnlinkMachine', data: { planId, userId, relationId: 'r-9', now } })).toThrow('plan.relation_not_found');
  });
});

describe('plan decider: following a merge of the lifter’s exercises', () => {
  const follow = (from: string, into: string, user = userId): PlanCommand => ({ type: 'FollowExerciseMerge', data: { planId, userId: user, from, into, now } });
  const twoSquats = () =>
    planDecider.decide(
      create([pushDay, { day_name: 'Legs', exercises: [exercise('kniebeugen '), exercise('Beinpresse'), exercise('Kniebeugen', 5, '3-5', 100)] }]),
      given([]),
    );

  it('renames every exercise named like the merged one, whatever its case and spaces, keeping its place and target', () => {
    expect(decide(twoSquats(), follow('Kniebeugen', 'Kniebeuge'))).toMatchObject([
      { type: 'PlanExerciseRenamed', data: { dayId: 'd2', index: 0, name: 'Kniebeuge' } },
      { type: 'PlanExerciseRenamed', data: { dayId: 'd2', index: 2, name: 'Kniebeuge' } },
    ]);
    const legs = after(twoSquats(), follow('Kniebeugen', 'Kniebeuge')).days[1]!;
    expect(legs.exercises).toEqual([exercise('Kniebeuge'), exercise('Beinpresse'), exercise('Kniebeuge', 5, '3-5', 100)]);
  });

  it('changes nothing in a plan without the merged exercise, another user’s plan or a deleted one', () => {
    expect(decide(twoSquats(), follow('Latzug', 'Latziehen'))).toEqual([]);
    expect(decide(twoSquats(), follow('Kniebeugen', 'Kniebeuge', 'u-2'))).toEqual([]);
    const deleted = [...twoSquats(), ...decide(twoSquats(), { type: 'DeletePlan', data: { planId, userId, otherPlans: 1, now } })];
    expect(decide(deleted, follow('Kniebeugen', 'Kniebeuge'))).toEqual([]);
  });

  it('takes the kept exercise’s exact spelling when the twins differ only in case', () => {
    expect(decide(twoSquats(), follow('KNIEBEUGEN', 'Kniebeugen'))).toMatchObject([
      { type: 'PlanExerciseRenamed', data: { dayId: 'd2', index: 0, name: 'Kniebeugen' } },
    ]);
  });
});
