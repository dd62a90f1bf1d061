import { isDayPerPlan } from './day-per-plan.js';

describe('isDayPerPlan', () => {
  it('takes plan ids mapped to day numbers', () => {
    expect(isDayPerPlan({})).toBe(true);
    expect(isDayPerPlan({ '6f1c2a9e-2b1d-4c3e-9f00-1a2b3c4d5e6f': 3, other_plan: 1 })).toBe(true);
  });

  it.each([
    ['a list', [1, 2]],
    ['a day that is no whole number', { p: 1.5 }],
    ['day 0', { p: 0 }],
    ['a day past the last', { p: 15 }],
    ['a day as text', { p: '2' }],
    ['a nested object', { p: { day: 2 } }],
    ['an empty plan id', { '': 2 }],
    ['a plan id with odd characters', { 'a b\u0000': 2 }],
    ['a prototype key', JSON.parse('{"__proto__": 2}')],
    ['too many plans', Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`p${index}`, 1]))],
  ])('refuses %s', (_, value) => {
    expect(isDayPerPlan(value)).toBe(false);
  });
});
