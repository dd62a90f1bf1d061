import { DomainError } from '../../../common/domain-error.js';
import { assertValidSet, dateProblem, normaliseNotes, notesProblem, repsProblem, weightProblem } from './set-rules.js';

const today = '2026-11-23';

describe('rules of a logged set', () => {
  it.each([
    [0, null],
    [0.5, null],
    [82.5, null],
    [1000, null],
    [-0.5, 'set.weight'],
    [1000.5, 'set.weight'],
    [82.25, 'set.weight_step'],
    [0.1, 'set.weight_step'],
    [Number.NaN, 'set.weight'],
    [Number.POSITIVE_INFINITY, 'set.weight'],
    ['80', 'set.weight'],
    [null, 'set.weight'],
  ])('weight %p → %p', (value, problem) => {
    expect(weightProblem(value)).toBe(problem);
  });

  it.each([
    [1, null],
    [12, null],
    [1000, null],
    [0, 'set.reps'],
    [-3, 'set.reps'],
    [1001, 'set.reps'],
    [8.5, 'set.reps'],
    ['8', 'set.reps'],
    [undefined, 'set.reps'],
  ])('reps %p → %p', (value, problem) => {
    expect(repsProblem(value)).toBe(problem);
  });

  it.each([
    ['2026-11-23', null],
    ['2026-11-24', null], // tomorrow is allowed (time zones)
    ['2026-11-25', 'set.date_in_future'],
    ['2026-02-30', 'set.date'],
    ['23.11.2026', 'set.date'],
    ['1899-12-31', 'set.date_too_early'],
    ['1900-01-01', null],
  ])('date %p → %p', (value, problem) => {
    expect(dateProblem(value, today)).toBe(problem);
  });

  it('allows notes up to 2000 characters and makes blank notes null', () => {
    expect(notesProblem('x'.repeat(2000))).toBeNull();
    expect(notesProblem('x'.repeat(2001))).toBe('set.notes');
    expect(notesProblem(null)).toBeNull();
    expect(normaliseNotes('   ')).toBeNull();
    expect(normaliseNotes('')).toBeNull();
    expect(normaliseNotes('  Rücken gerade  ')).toBe('Rücken gerade');
  });

  it('names the first problem in the message and lists all of them', () => {
    let error: unknown;
    try {
      assertValidSet({ maxWeight: -1, reps: 0, date: today, notes: null, setType: 'normal', rpe: null }, today);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('invalid');
    expect((error as DomainError).message).toBe('set.weight');
    expect((error as DomainError).details).toEqual([
      { field: 'max_weight', problems: ['set.weight'] },
      { field: 'reps', problems: ['set.reps'] },
    ]);
  });
});
