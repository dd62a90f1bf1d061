import { FINISHED_DAY_KEY, finishDay, forgetFinishedDay, subscribeFinishedDay, waitingFinishedDay } from './finished-day';

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
