import { FINISHED_DAY_KEY, finishDay, finishedTraining, forgetFinishedDay, subscribeFinishedDay, waitingFinishedDay } from './finished-day';
import type { ActiveTraining } from './active-training';

afterEach(() => localStorage.clear());

describe('the finished day waiting to be sent', () => {
  it('is kept in the browser, read as the same object until it changes, and tells its listeners', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeFinishedDay(listener);
    expect(waitingFinishedDay()).toBeNull();
    finishDay({ userId: 'u-1', planId: 'p-1', dayNumber: 2, analyse: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(FINISHED_DAY_KEY)!)).toEqual({ userId: 'u-1', planId: 'p-1', dayNumber: 2, analyse: true });
    expect(waitingFinishedDay()).toBe(waitingFinishedDay());
    forgetFinishedDay();
    expect(waitingFinishedDay()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps the analysis of a day still waiting when the next one replaces it, but not another user’s', () => {
    finishDay({ userId: 'u-1', planId: 'p-1', dayNumber: 1, analyse: true });
    finishDay({ userId: 'u-1', planId: 'p-1', dayNumber: 2, analyse: false });
    expect(waitingFinishedDay()).toEqual({ userId: 'u-1', planId: 'p-1', dayNumber: 2, analyse: true });
    finishDay({ userId: 'u-2', planId: 'p-9', dayNumber: 1, analyse: false });
    expect(waitingFinishedDay()).toEqual({ userId: 'u-2', planId: 'p-9', dayNumber: 1, analyse: false });
  });

  it('ignores what is not a finished day', () => {
    localStorage.setItem(FINISHED_DAY_KEY, '{"planId":"p-1"');
    expect(waitingFinishedDay()).toBeNull();
    localStorage.setItem(FINISHED_DAY_KEY, JSON.stringify({ planId: 'p-1', dayNumber: 1 }));
    expect(waitingFinishedDay()).toBeNull();
  });
});

describe('the finished training as a training of the history', () => {
  const started = Date.UTC(2026, 11, 6, 17, 0);
  const logged = (ref: string, setType: 'normal' | 'warmup' = 'normal') => ({
    id: ref,
    setType,
    weight: null,
    reps: null,
    logged: { ref, weight: 60, reps: 8, setType, date: '2026-12-06' },
  });
  const training = (sets: ReturnType<typeof logged>[]) =>
    ({
      startTime: started,
      sheet: { exercises: [{ id: 'e', name: 'Bankdrücken', target: null, sets: [...sets, { ...logged('x'), logged: null }] }] },
    }) as ActiveTraining;

  it('names its title, start, whole minutes and checked sets (ids, or the keys of waiting ones), and is none without a set', () => {
    expect(finishedTraining(training([logged('w-1'), logged('key-2', 'warmup')]), 'Push', started + 62.4 * 60_000)).toEqual({
      title: 'Push',
      started_at: '2026-12-06T17:00:00.000Z',
      duration_min: 62,
      sets: ['w-1', 'key-2'],
    });
    expect(finishedTraining(training([]), 'Push', started)).toBeUndefined();
  });

  it('waits for a training without a plan too, which has a training to record', () => {
    const kept = { title: 'Freies Training', started_at: '2026-12-06T17:00:00.000Z', duration_min: 30, sets: ['w-1'] };
    finishDay({ userId: 'u-1', planId: null, dayNumber: null, analyse: true, training: kept });
    expect(waitingFinishedDay()).toEqual({ userId: 'u-1', planId: null, dayNumber: null, analyse: true, training: kept });
    localStorage.setItem(FINISHED_DAY_KEY, JSON.stringify({ userId: 'u-1', planId: null, dayNumber: null, analyse: true }));
    expect(waitingFinishedDay()).toBeNull();
  });

  it('keeps a waiting training, and drops one that is not well formed', () => {
    const day = { userId: 'u-1', planId: 'p-1', dayNumber: 1, analyse: true };
    const kept = { title: 'Push', started_at: '2026-12-06T17:00:00.000Z', duration_min: 62, sets: ['w-1'] };
    localStorage.setItem(FINISHED_DAY_KEY, JSON.stringify({ ...day, training: kept }));
    expect(waitingFinishedDay()).toEqual({ ...day, training: kept });
    localStorage.setItem(FINISHED_DAY_KEY, JSON.stringify({ ...day, training: { ...kept, sets: [1] } }));
    expect(waitingFinishedDay()).toEqual(day);
  });
});
