import { DEFAULT_REST_SECONDS, defaultRestSeconds, restTimer } from './rest-timer-store';

describe('rest timer', () => {
  beforeEach(() => {
    localStorage.clear();
    restTimer.stop();
  });

  it('starts with 90 s and survives in localStorage', () => {
    restTimer.start('u1', 1_000);
    expect(restTimer.snapshot()).toEqual({ userId: 'u1', endsAt: 1_000 + DEFAULT_REST_SECONDS * 1000, seconds: DEFAULT_REST_SECONDS });
    expect(JSON.parse(localStorage.getItem('restTimer')!)).toEqual(restTimer.snapshot());
  });

  it('adjusts the running rest by 15 s and remembers it for the next one', () => {
    restTimer.start('u1', 0);
    restTimer.adjust(15, 30_000);
    expect(restTimer.snapshot()).toEqual({ userId: 'u1', seconds: 105, endsAt: 105_000 });
    expect(defaultRestSeconds()).toBe(105);
    restTimer.adjust(-30, 40_000);
    expect(restTimer.snapshot()).toEqual({ userId: 'u1', seconds: 75, endsAt: 75_000 });
  });

  it('never goes below 15 s', () => {
    restTimer.start('u1', 0, 15);
    restTimer.adjust(-15, 0);
    expect(restTimer.snapshot()?.seconds).toBe(15);
  });

  it('stops', () => {
    restTimer.start('u1', 0);
    restTimer.stop();
    expect(restTimer.snapshot()).toBeNull();
    expect(localStorage.getItem('restTimer')).toBeNull();
  });
});
