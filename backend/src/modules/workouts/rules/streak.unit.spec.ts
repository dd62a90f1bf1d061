import { currentStreak, isPausedDay, weekHasPausedDay } from './streak.js';
import type { PausePeriod } from '../../users/index.js';

const streak = (trainingDays: string[], today: string, pauses: PausePeriod[] = []) => currentStreak({ trainingDays, today, pauses }).weeks;

describe('weekly streak', () => {
  it('is 0 without sets and reports the Monday of the current week', () => {
    expect(currentStreak({ trainingDays: [], pauses: [], today: '2026-11-26' })).toEqual({ weeks: 0, weekStart: '2026-11-23', freezesLeft: 0 });
  });

  it('counts Monday-to-Sunday weeks with at least one set', () => {
    // Weeks of 9, 16 and 23 November 2026; several sets in one week count once.
    expect(streak(['2026-11-10', '2026-11-12', '2026-11-16', '2026-11-23'], '2026-11-23')).toBe(3);
  });

  it('does not break while the current week may still get its set', () => {
    expect(streak(['2026-11-10', '2026-11-16'], '2026-11-29')).toBe(2);
  });

  it('breaks when a whole past week had no set', () => {
    expect(streak(['2026-11-02', '2026-11-16'], '2026-11-24')).toBe(1);
    expect(streak(['2026-11-09', '2026-11-16'], '2026-11-30')).toBe(0); // the week of 23 November passed empty
  });

  it('puts Sunday and the next Monday into different weeks', () => {
    expect(streak(['2026-11-22'], '2026-11-23')).toBe(1); // Sunday counts for last week, still unbroken
    expect(streak(['2026-11-22', '2026-11-23'], '2026-11-23')).toBe(2);
    expect(streak(['2026-11-16'], '2026-11-30')).toBe(0);
  });

  it('runs across the turn of the year and ISO week 53 of 2026', () => {
    // Weeks starting 21 Dec (52), 28 Dec (53, ends Sunday 3 Jan 2027), 4 Jan 2027 (week 1).
    expect(streak(['2026-12-21', '2027-01-03', '2027-01-04'], '2027-01-05')).toBe(3);
    expect(streak(['2026-12-21', '2026-12-31', '2027-01-06'], '2027-01-06')).toBe(3);
    expect(streak(['2026-12-21', '2027-01-06'], '2027-01-06')).toBe(1); // week 53 empty
  });

  it('keeps weeks whole over the DST changes', () => {
    // Clocks go forward on 29 March 2026 and back on 25 October 2026: weeks stay Monday to Sunday.
    expect(streak(['2026-03-23', '2026-03-29', '2026-03-30'], '2026-03-30')).toBe(2);
    expect(streak(['2026-10-19', '2026-10-25', '2026-10-26'], '2026-10-26')).toBe(2);
  });

  it('does not count sets dated after today yet', () => {
    expect(streak(['2026-11-16', '2026-11-24'], '2026-11-23')).toBe(1);
  });

  describe('pause mode', () => {
    const ill: PausePeriod = { start: '2026-11-03', end: '2026-11-18' }; // on Tue 3 Nov, off Wed 18 Nov

    it('pauses only the days strictly between switching on and off', () => {
      expect(isPausedDay('2026-11-03', [ill])).toBe(false);
      expect(isPausedDay('2026-11-04', [ill])).toBe(true);
      expect(isPausedDay('2026-11-17', [ill])).toBe(true);
      expect(isPausedDay('2026-11-18', [ill])).toBe(false);
      expect(isPausedDay('2027-01-01', [{ start: '2026-12-01', end: null }])).toBe(true);
    });

    it('freezes the streak: paused weeks neither count nor break it', () => {
      // Trained in the weeks of 19 Oct, 26 Oct and 2 Nov (Monday before falling ill), then paused
      // through the weeks of 9 Nov and 16 Nov, trained again on 23 Nov.
      const days = ['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-23'];
      expect(streak(days, '2026-11-23', [ill])).toBe(4);
      expect(streak(days, '2026-11-23', [])).toBe(1);
    });

    it('keeps the frozen streak while the pause lasts', () => {
      const open: PausePeriod = { start: '2026-11-03', end: null };
      expect(streak(['2026-10-26', '2026-11-02'], '2026-12-20', [open])).toBe(2);
    });

    it('does not count sets logged on paused days', () => {
      const open: PausePeriod = { start: '2026-11-03', end: null };
      expect(streak(['2026-10-26', '2026-11-02', '2026-11-10', '2026-11-17'], '2026-11-20', [open])).toBe(2);
    });

    it('counts the days the pause was switched on and off', () => {
      expect(streak(['2026-11-03', '2026-11-18'], '2026-11-18', [ill])).toBe(2); // weeks of 2 and 16 Nov; 9 Nov is frozen
    });

    it('pauses nothing when switched on and off on one day or on consecutive days', () => {
      expect(weekHasPausedDay('2026-11-09', [{ start: '2026-11-10', end: '2026-11-10' }])).toBe(false);
      expect(weekHasPausedDay('2026-11-09', [{ start: '2026-11-15', end: '2026-11-16' }])).toBe(false);
      expect(streak(['2026-11-02', '2026-11-16'], '2026-11-16', [{ start: '2026-11-10', end: '2026-11-10' }])).toBe(1);
    });

    it('freezes a week with a single paused day in it', () => {
      // On Saturday 14, off Monday 16 November: Sunday 15 is paused.
      expect(weekHasPausedDay('2026-11-09', [{ start: '2026-11-14', end: '2026-11-16' }])).toBe(true);
      expect(streak(['2026-11-02', '2026-11-16'], '2026-11-16', [{ start: '2026-11-14', end: '2026-11-16' }])).toBe(2);
    });
  });
});

describe('streak freezes (shop)', () => {
  const withFreezes = (trainingDays: string[], today: string, freezes: string[], pauses: PausePeriod[] = []) =>
    currentStreak({ trainingDays, today, pauses, freezes });

  it('a freeze bought before a missed week keeps the streak; the week neither counts nor breaks', () => {
    // The week of 9 November passes without a set.
    expect(withFreezes(['2026-11-02', '2026-11-16'], '2026-11-24', [])).toMatchObject({ weeks: 1, freezesLeft: 0 });
    expect(withFreezes(['2026-11-02', '2026-11-16'], '2026-11-24', ['2026-11-05'])).toMatchObject({ weeks: 2, freezesLeft: 0 });
  });

  it('covers a week that ends after the purchase, even one bought during that week', () => {
    expect(withFreezes(['2026-11-02', '2026-11-16'], '2026-11-24', ['2026-11-15']).weeks).toBe(2);
  });

  it('does not buy back a streak that broke before the purchase', () => {
    expect(withFreezes(['2026-11-02', '2026-11-16'], '2026-11-24', ['2026-11-16'])).toMatchObject({ weeks: 1, freezesLeft: 1 });
  });

  it('protects one week per freeze, oldest missed week first', () => {
    const days = ['2026-11-02', '2026-11-23'];
    expect(withFreezes(days, '2026-11-24', ['2026-11-01'])).toMatchObject({ weeks: 1, freezesLeft: 0 });
    expect(withFreezes(days, '2026-11-24', ['2026-11-01', '2026-11-01'])).toMatchObject({ weeks: 2, freezesLeft: 0 });
  });

  it('is not used by the current week, nor by a paused week, nor before the first training', () => {
    expect(withFreezes(['2026-11-16'], '2026-11-27', ['2026-11-01'])).toMatchObject({ weeks: 1, freezesLeft: 1 });
    const ill = { start: '2026-11-08', end: '2026-11-16' };
    expect(withFreezes(['2026-11-02', '2026-11-16'], '2026-11-24', ['2026-11-01'], [ill])).toMatchObject({ weeks: 2, freezesLeft: 1 });
    expect(withFreezes([], '2026-11-24', ['2026-11-01'])).toMatchObject({ weeks: 0, freezesLeft: 1 });
  });
});
