import { latestIsRecord } from './record';

const records = { max_weight: 100, best_e1rm: 120, best_volume: 900 };

describe('latestIsRecord', () => {
  it('is true for a set at the heaviest weight, even with a lower e1RM (a heavy single after a set of ten)', () => {
    expect(latestIsRecord({ latest: { id: 'a', max_weight: 100, reps: 1, date: '2026-11-20', e1rm: 100 }, records })).toBe(true);
  });

  it('is true for a set at the best e1RM', () => {
    expect(latestIsRecord({ latest: { id: 'a', max_weight: 90, reps: 10, date: '2026-11-20', e1rm: 120 }, records })).toBe(true);
  });

  it('is false below both', () => {
    expect(latestIsRecord({ latest: { id: 'a', max_weight: 80, reps: 8, date: '2026-11-20', e1rm: 101.3 }, records })).toBe(false);
    expect(latestIsRecord({ latest: null, records })).toBe(false);
  });
});
