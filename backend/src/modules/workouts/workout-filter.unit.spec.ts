import { parseWorkoutFilter } from './workout-filter.js';

const id = '0b7c1c9e-1d2f-4c39-9a54-3f1e2d4c5b6a';

describe('GET /api/workouts filter', () => {
  it('is empty without a filter', () => {
    expect(parseWorkoutFilter(undefined)).toEqual({});
    expect(parseWorkoutFilter('')).toEqual({});
    expect(parseWorkoutFilter('{}')).toEqual({});
  });

  it('takes machine_id, created_by and an exact date or a range', () => {
    expect(parseWorkoutFilter(JSON.stringify({ machine_id: id, created_by: 'lena@example.com', date: '2026-11-23' }))).toEqual({
      machineId: id,
      createdBy: 'lena@example.com',
      dateFrom: '2026-11-23',
      dateTo: '2026-11-23',
    });
    expect(parseWorkoutFilter(JSON.stringify({ date: { gte: '2026-11-01' } }))).toEqual({ dateFrom: '2026-11-01' });
    expect(parseWorkoutFilter(JSON.stringify({ date: { gte: '2026-11-01', lte: '2026-11-30' } }))).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    });
  });

  it.each([
    ['malformed JSON', '{machine_id:'],
    ['an array', '[]'],
    ['a string', '"x"'],
    ['null', 'null'],
    ['an unknown key', JSON.stringify({ user_id: id })],
    ['a machine id that is no id', JSON.stringify({ machine_id: 'abc' })],
    ['a numeric machine id', JSON.stringify({ machine_id: 5 })],
    ['a non-string created_by', JSON.stringify({ created_by: ['a'] })],
    ['an impossible date', JSON.stringify({ date: '2026-02-30' })],
    ['an unknown date operator', JSON.stringify({ date: { gt: '2026-11-01' } })],
    ['an empty range', JSON.stringify({ date: {} })],
    ['a bad bound', JSON.stringify({ date: { lte: 'morgen' } })],
    ['a repeated parameter', ['{}', '{}']],
  ])('refuses %s', (_label, raw) => {
    expect(() => parseWorkoutFilter(raw)).toThrow(expect.objectContaining({ kind: 'invalid' }));
  });
});
