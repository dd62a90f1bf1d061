import { DEFAULT_PLAN_NAME, distinctPlanName, PLAN_LIMITS, planDefaults } from './plan-rules.js';

describe('distinctPlanName', () => {
  it('keeps a name no other plan has', () => {
    expect(distinctPlanName('Push/Pull: Muskelaufbau', ['Mein Trainingsplan'])).toBe('Push/Pull: Muskelaufbau');
  });

  it('numbers a second and a third plan of the same name', () => {
    expect(distinctPlanName('Ganzkörper: Kraft', ['Ganzkörper: Kraft'])).toBe('Ganzkörper: Kraft (2)');
    expect(distinctPlanName('Ganzkörper: Kraft', ['Ganzkörper: Kraft', 'Ganzkörper: Kraft (2)'])).toBe('Ganzkörper: Kraft (3)');
  });

  it('shortens a long name so the number fits the limit', () => {
    const long = 'x'.repeat(PLAN_LIMITS.maxName);
    const named = distinctPlanName(long, [long]);
    expect(named).toHaveLength(PLAN_LIMITS.maxName);
    expect(named.endsWith(' (2)')).toBe(true);
  });
});

describe('planDefaults', () => {
  it("names a plan the planner left unnamed in the lifter's language, German unless English", () => {
    expect(planDefaults('en')).toEqual({ name: 'My training plan', description: 'Your personalised training plan' });
    expect(planDefaults('de').name).toBe(DEFAULT_PLAN_NAME);
    expect(planDefaults(undefined).name).toBe(DEFAULT_PLAN_NAME);
  });
});
