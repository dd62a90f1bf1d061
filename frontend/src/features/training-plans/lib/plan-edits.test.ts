import type { TrainingPlan } from '@hantelwerk/api-types';
import { addDay, addExercises, moveExercise, removeDay, removeExercise, renameDay, setTarget, withSelected } from './plan-edits';
import { selectedPlan } from './selected-plan';

const exercise = (exercise_name: string) => ({ exercise_name, sets: 3, reps: '8-12', target_weight: null });
const plan = (overrides: Partial<TrainingPlan> = {}): TrainingPlan => ({
  id: 'p-1',
  user_email: 'a@example.com',
  plan_name: 'Plan',
  plan_description: '',
  training_days: [
    { id: 'd1', day_number: 1, day_name: 'Push', exercises: [exercise('Bankdrücken'), exercise('Dips')] },
    { id: 'd2', day_number: 2, day_name: 'Pull', exercises: [] },
  ],
  is_active: true,
  source: 'generated',
  created_date: '2026-11-01T10:00:00Z',
  updated_date: '2026-11-01T10:00:00Z',
  ...overrides,
});

describe('plan edits send the whole list of days, with their ids', () => {
  it('moves an exercise within its day and sets its target, leaving the other day alone', () => {
    const three = plan({
      training_days: [{ id: 'd1', day_number: 1, day_name: 'Push', exercises: [exercise('A'), exercise('B'), exercise('C')] }, plan().training_days[1]!],
    });
    expect(moveExercise(three, 'd1', 2, 0)[0]!.exercises.map((item) => item.exercise_name)).toEqual(['C', 'A', 'B']);
    expect(moveExercise(three, 'd1', 0, 1)[0]!.exercises.map((item) => item.exercise_name)).toEqual(['B', 'A', 'C']);
    expect(moveExercise(three, 'd1', 0, -1)[0]!.exercises.map((item) => item.exercise_name)).toEqual(['A', 'B', 'C']);
    expect(setTarget(three, 'd1', 1, { sets: 4, reps: '8-10', target_weight: 82.5 })[0]!.exercises[1]).toEqual({
      exercise_name: 'B',
      sets: 4,
      reps: '8-10',
      target_weight: 82.5,
    });
  });

  it('renames, adds and removes days', () => {
    expect(renameDay(plan(), 'd2', 'Rücken').map((day) => [day.id, day.day_name])).toEqual([
      ['d1', 'Push'],
      ['d2', 'Rücken'],
    ]);
    expect(addDay(plan(), 'Tag 3').at(-1)).toEqual({ day_name: 'Tag 3', exercises: [] });
    expect(removeDay(plan(), 'd1').map((day) => day.id)).toEqual(['d2']);
  });

  it('adds exercises once each, leaving out those the day has, and removes one by its place', () => {
    const days = addExercises(plan(), 'd1', ['Seitheben', ' dips ', 'Seitheben', 'Face Pulls']);
    expect(days[0]!.exercises.map((item) => item.exercise_name)).toEqual(['Bankdrücken', 'Dips', 'Seitheben', 'Face Pulls']);
    expect(removeExercise(plan(), 'd1', 0)[0]!.exercises.map((item) => item.exercise_name)).toEqual(['Dips']);
  });

  it('takes a typed or suggested name into the selection trimmed, once, and never blank', () => {
    expect(withSelected(['Dips'], '  Klimmzüge ')).toEqual(['Dips', 'Klimmzüge']);
    expect(withSelected(['Dips'], 'dips')).toEqual(['Dips']);
    expect(withSelected(['Dips'], '   ')).toEqual(['Dips']);
  });
});

describe('the selected plan', () => {
  const a = plan({ id: 'a', is_active: false });
  const b = plan({ id: 'b', is_active: true });
  it('is the chosen one while it exists, else the active one, else the first', () => {
    expect(selectedPlan([a, b], 'a')?.id).toBe('a');
    expect(selectedPlan([a, b], 'gone')?.id).toBe('b');
    expect(selectedPlan([a], null)?.id).toBe('a');
    expect(selectedPlan([], null)).toBeNull();
  });
});
