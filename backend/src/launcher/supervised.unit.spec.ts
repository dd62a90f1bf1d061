import { restartDelayMs } from './supervised.js';

describe('restartDelayMs', () => {
  it('waits a second after the first death, doubling while the child keeps dying, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});
