import { CreditedKeyCache } from './credited-keys.js';

describe('credited key cache', () => {
  it('remembers keys per user', () => {
    const cache = new CreditedKeyCache();
    cache.remember('u-1', ['training_day:2026-11-23']);
    expect(cache.has('u-1', 'training_day:2026-11-23')).toBe(true);
    expect(cache.has('u-2', 'training_day:2026-11-23')).toBe(false);
    expect(cache.has('u-1', 'training_day:2026-11-24')).toBe(false);
  });

  it('stays small: old keys and the oldest users are forgotten (and then looked up again)', () => {
    const cache = new CreditedKeyCache(2);
    for (let day = 1; day <= 20; day++) cache.remember('u-1', [`training_day:2026-11-${String(day).padStart(2, '0')}`]);
    expect(cache.has('u-1', 'training_day:2026-11-20')).toBe(true);
    expect(cache.has('u-1', 'training_day:2026-11-01')).toBe(false);
    cache.remember('u-2', ['a']);
    cache.remember('u-3', ['b']);
    expect(cache.has('u-1', 'training_day:2026-11-20')).toBe(false);
    expect(cache.has('u-3', 'b')).toBe(true);
  });
});
