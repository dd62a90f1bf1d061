import { DomainError } from '../../../common/domain-error.js';
import { SET_MESSAGES, assertValidSet, dateProblem, normaliseNotes, notesProblem, repsProblem, weightProblem } from './set-rules.js';

const today = '2026-11-23';

describe('rules of a logged set', () => {
  it.each([
    [0, null],
    [0.5, null],
    [82.5, null],
    [1000, null],
    [-0.5, SET_MESSAGES.weight],
    [1000.5, SET_MESSAGES.weight],
    [82.25, SET_MESSAGES.weightStep],
    [0.1, SET_MESSAGES.weightStep],
    [Number.NaN, SET_MESSAGES.weight],
    [Number.POSITIVE_INFINITY, SET_MESSAGES.weight],
    ['80', SET_MESSAGES.weight],
    [null, SET_MESSAGES.weight],
  ])('weight %p → %p', (value, problem) => {
    expect(weightProblem(value)).toBe(problem);
  });

  it.each([
    [1, null],
    [12, null],
    [1000, null],
    [0, SET_MESSAGES.reps],
    [-3, SET_MESSAGES.reps],
    [1001, SET_MESSAGES.reps],
    [8.5, SET_MESSAGES.reps],
    ['8', SET_MESSAGES.reps],
    [undefined, SET_MESSAGES.reps],
  ])('reps %p → %p', (value, problem) => {
    expect(repsProblem(value)).toBe(problem);
  });

  it.each([
    ['2026-11-23', null],
    ['2026-11-24', null], // tomorrow is allowed (time zones)
    ['2026-11-25', SET_MESSAGES.dateInFuture],
    ['2026-02-30', SET_MESSAGES.date],
    ['23.11.2026', SET_MESSAGES.date],
    ['1899-12-31', SET_MESSAGES.dateTooEarly],
    ['1900-01-01', null],
  ])('date %p → %p', (value, problem) => {
    expect(dateProblem(value, today)).toBe(problem);
  });

  it('allows notes up to 2000 characters and makes blank notes null', () => {
    expect(notesProblem('x'.repeat(2000))).toBeNull();
    expect(notesProblem('x'.repeat(2001))).toBe(SET_MESSAGES.notes);
    expect(notesProblem(null)).toBeNull();
    expect(normaliseNotes('   ')).toBeNull();
    expect(normaliseNotes('')).toBeNull();
    expect(normaliseNotes('  Rücken gerade  ')).toBe('Rücken gerade');
  });

  it('names the first problem in the message and lists all of them', () => {
    let error: unknown;
    try {
      assertValidSet({ maxWeight: -1, reps: 0, date: today, notes: null }, today);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('invalid');
    expect((error as DomainError).message).toBe(SET_MESSAGES.weight);
    expect((error as DomainError).details).toEqual([
      { field: 'max_weight', problems: [SET_MESSAGES.weight] },
      { field: 'reps', problems: [SET_MESSAGES.reps] },
    ]);
  });
});
