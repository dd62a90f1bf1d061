import { STREAK_WEEK_HANTELN, TRAINING_DAY_HANTELN, candidateKeys, earningsForLoggedSet, streakMatters, streakWeekKey, trainingDayKey } from './earnings.js';

const today = '2026-11-25'; // a Wednesday; its week starts Monday 23 November
const none = new Set<string>();

describe('Hanteln earned by logging a set', () => {
  it('pays 10 for the first set of the day and 20 when the week extends a streak of two or more', () => {
    expect(earningsForLoggedSet({ today, entryDate: today, credited: none, streakWeeks: 2 })).toEqual([
      { key: 'training_day:2026-11-25', reason: 'training_day', amount: TRAINING_DAY_HANTELN },
      { key: 'streak_week:2026-11-23', reason: 'streak_week', amount: STREAK_WEEK_HANTELN },
    ]);
  });

  it('pays no week bonus for a streak of one week', () => {
    expect(earningsForLoggedSet({ today, entryDate: today, credited: none, streakWeeks: 1 }).map((earning) => earning.reason)).toEqual(['training_day']);
  });

  it('pays each key once ever', () => {
    const credited = new Set([trainingDayKey(today), streakWeekKey('2026-11-23')]);
    expect(earningsForLoggedSet({ today, entryDate: today, credited, streakWeeks: 5 })).toEqual([]);
  });

  it('keys the day bonus by when the set was logged, not by the date it carries', () => {
    const backDated = earningsForLoggedSet({ today, entryDate: '2025-01-01', credited: none, streakWeeks: null });
    expect(backDated).toEqual([{ key: 'training_day:2026-11-25', reason: 'training_day', amount: 10 }]);
  });

  it('pays the week bonus only for sets of the current week, not back-dated or future weeks', () => {
    expect(streakMatters({ today, entryDate: '2026-11-20', credited: none })).toBe(false);
    expect(streakMatters({ today: '2026-11-29', entryDate: '2026-11-30', credited: none })).toBe(false);
    expect(streakMatters({ today, entryDate: '2026-11-23', credited: none })).toBe(true);
    expect(earningsForLoggedSet({ today, entryDate: '2026-11-20', credited: none, streakWeeks: 9 }).map((earning) => earning.reason)).toEqual(['training_day']);
  });

  it('does not need the streak once the week bonus is paid', () => {
    expect(streakMatters({ today, entryDate: today, credited: new Set([streakWeekKey('2026-11-23')]) })).toBe(false);
  });

  it('asks the ledger about exactly the keys a set could earn', () => {
    expect(candidateKeys(today, today)).toEqual(['training_day:2026-11-25', 'streak_week:2026-11-23']);
    expect(candidateKeys(today, '2026-11-20')).toEqual(['training_day:2026-11-25']); // last week's set cannot earn this week's bonus
  });
});
