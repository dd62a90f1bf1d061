import { parseTargetForm, stepRepsTarget, stepSets, targetFormValues } from './target-form';

describe('an exercise’s target as the lifter types it', () => {
  it('reads sets, a reps range and a German decimal weight', () => {
    expect(parseTargetForm({ sets: '4', reps: '8 – 10', weight: '82,5' })).toEqual({ target: { sets: 4, reps: '8-10', target_weight: 82.5 }, errors: {} });
    expect(parseTargetForm({ sets: '', reps: '', weight: '' })).toEqual({ target: { sets: null, reps: null, target_weight: null }, errors: {} });
  });

  it('names each field that is not a target', () => {
    expect(parseTargetForm({ sets: '0', reps: '10-8', weight: '80,1' }).errors).toEqual({
      sets: 'plans.target.setsError',
      reps: 'plans.target.repsError',
      weight: 'plans.target.weightError',
    });
    expect(parseTargetForm({ sets: '21', reps: 'viele', weight: '1000,5' }).target).toBeNull();
  });

  it('shows a saved target in the fields the German way', () => {
    expect(targetFormValues({ exercise_name: 'Bankdrücken', sets: 4, reps: '8-10', target_weight: 82.5 })).toEqual({ sets: '4', reps: '8-10', weight: '82,5' });
  });

  it('steps sets within 1–20 and reps (a count or a whole range) by one', () => {
    expect(stepSets('', 1)).toBe('3');
    expect(stepSets('20', 1)).toBe('20');
    expect(stepSets('1', -1)).toBe('1');
    expect(stepRepsTarget('8-10', 1)).toBe('9-11');
    expect(stepRepsTarget('5', -1)).toBe('4');
    expect(stepRepsTarget('1-3', -1)).toBe('1-3');
  });
});
