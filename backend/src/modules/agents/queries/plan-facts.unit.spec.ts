import type { PlanFactsSource, PlanProgress } from './plan-facts.js';
import { toPlanFacts } from './plan-facts.js';

const exercise = (exercise_name: string, sets: number | null = 3, reps: string | null = '8-12') => ({ exercise_name, sets, reps, target_weight: null });
const push: PlanFactsSource = {
  id: 'plan-ppl',
  name: 'Kraftplan',
  is_active: true,
  days: [
    { id: 'd1', name: 'Push', exercises: [exercise('Bankdrücken'), exercise('Schulterdrücken', null, null)] },
    { id: 'd2', name: 'Pull', exercises: [exercise('Klimmzüge')] },
    { id: 'd4', name: 'Legs', exercises: [] },
  ],
};
const older: PlanFactsSource = {
  id: 'plan-old',
  name: 'Alter Plan',
  is_active: false,
  days: [{ id: 'd1', name: 'Ganzkörper', exercises: [exercise('Kniebeugen')] }],
};
const none: PlanProgress = { selectedPlanId: null, lastCompletedDayPerPlan: {}, lastTrainingDate: null };

describe('the coach’s facts of the current plan', () => {
  it('are null without plans', () => {
    expect(toPlanFacts([], none)).toBeNull();
  });

  it('hold the active plan’s name, its days by number with their exercises, and day 1 as the next before any training', () => {
    expect(toPlanFacts([older, push], none)).toEqual({
      name: 'Kraftplan',
      days: [
        {
          number: 1,
          name: 'Push',
          exercises: [
            { name: 'Bankdrücken', sets: 3, reps: '8-12' },
            { name: 'Schulterdrücken', sets: null, reps: null },
          ],
        },
        { number: 2, name: 'Pull', exercises: [{ name: 'Klimmzüge', sets: 3, reps: '8-12' }] },
        { number: 3, name: 'Legs', exercises: [] },
      ],
      nextDayNumber: 1,
      lastCompletedDayNumber: null,
      lastTrainingDate: null,
      otherPlans: ['Alter Plan'],
    });
  });

  it('follow the selected plan and its own last completed day', () => {
    const progress: PlanProgress = { selectedPlanId: 'plan-old', lastCompletedDayPerPlan: { 'plan-ppl': 2, 'plan-old': 1 }, lastTrainingDate: '2026-11-20' };
    expect(toPlanFacts([push, older], progress)).toMatchObject({ name: 'Alter Plan', nextDayNumber: 1, lastCompletedDayNumber: 1, otherPlans: ['Kraftplan'] });
    expect(toPlanFacts([push, older], { ...progress, selectedPlanId: 'plan-ppl' })).toMatchObject({
      name: 'Kraftplan',
      nextDayNumber: 3,
      lastCompletedDayNumber: 2,
      lastTrainingDate: '2026-11-20',
    });
  });

  it('never follow a selected id that is not among the user’s own plans', () => {
    expect(toPlanFacts([older], { ...none, selectedPlanId: 'plan-ppl' })).toMatchObject({ name: 'Alter Plan' });
  });

  it('start over at day 1 when the last completed day no longer exists', () => {
    expect(toPlanFacts([push], { ...none, lastCompletedDayPerPlan: { 'plan-ppl': 5 } })).toMatchObject({ nextDayNumber: 1, lastCompletedDayNumber: null });
  });
});
