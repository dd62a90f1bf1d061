import { repRange, repsTargetText } from './reps-target';

describe('rep ranges of a plan', () => {
  it.each([
    ['8-12', { min: 8, max: 12 }],
    ['5', { min: 5, max: 5 }],
    [' 6 – 10 ', { min: 6, max: 10 }],
    ['10-15 Min', null],
    ['30-45 Sek', null],
    ['12-8', null],
    ['90-120', null],
    [null, null],
  ])('%j → %j', (reps, range) => {
    expect(repRange(reps)).toEqual(range);
  });

  it('writes a typed target the way the plan keeps it', () => {
    expect(repsTargetText(' 8 – 10')).toBe('8-10');
    expect(repsTargetText('6-6')).toBe('6');
    expect(repsTargetText('  ')).toBeNull();
    expect(repsTargetText('viele')).toBeUndefined();
  });
});
