import { currentPlan, nextTrainingDay } from './current-plan.js';

describe('the current plan (spec §4: selected, else active, else the first)', () => {
  const newest = { id: 'p3', is_active: false };
  const active = { id: 'p2', is_active: true };
  const oldest = { id: 'p1', is_active: false };

  it('is the selected plan while it exists', () => {
    expect(currentPlan([newest, active, oldest], 'p1')).toBe(oldest);
  });

  it('is the active plan when none is selected or the selected one is gone', () => {
    expect(currentPlan([newest, active, oldest], null)).toBe(active);
    expect(currentPlan([newest, active, oldest], undefined)).toBe(active);
    expect(currentPlan([newest, active, oldest], 'deleted-or-foreign')).toBe(active);
  });

  it('is the first (newest) plan when none is active, and none without plans', () => {
    expect(currentPlan([newest, oldest], null)).toBe(newest);
    expect(currentPlan([], 'p1')).toBeNull();
  });
});

describe('the next training day of a plan', () => {
  it('is day 1 before any day was completed', () => {
    expect(nextTrainingDay(3, null)).toBe(1);
    expect(nextTrainingDay(3, undefined)).toBe(1);
  });

  it('is the day after the last completed one', () => {
    expect(nextTrainingDay(3, 1)).toBe(2);
    expect(nextTrainingDay(3, 2)).toBe(3);
  });

  it('starts over after the last day, and when the completed day was removed since', () => {
    expect(nextTrainingDay(3, 3)).toBe(1);
    expect(nextTrainingDay(3, 5)).toBe(1);
    expect(nextTrainingDay(1, 1)).toBe(1);
  });

  it('ignores numbers that name no day, and has no day in a plan without days', () => {
    expect(nextTrainingDay(3, 0)).toBe(1);
    expect(nextTrainingDay(3, 1.5)).toBe(1);
    expect(nextTrainingDay(0, null)).toBeNull();
  });
});
