import { newEntry } from '../../../test/workout-fixtures';
import { axisDays, historyOf } from './exercise-history';

describe('an exercise’s whole history', () => {
  // Newest first, as the API answers: a warm-up and two work sets today, one set three days ago.
  const entries = [
    newEntry({ id: 'back-off', date: '2026-11-24', max_weight: 70, reps: 8, e1rm: 88.7 }),
    newEntry({ id: 'top', date: '2026-11-24', max_weight: 90, reps: 1, e1rm: 90, personal_records: ['weight'] }),
    newEntry({ id: 'triple', date: '2026-11-24', max_weight: 85, reps: 3, e1rm: 93.5, personal_records: ['e1rm'] }),
    newEntry({ id: 'warm-up', date: '2026-11-24', max_weight: 40, reps: 10, e1rm: 53.3 }),
    newEntry({ id: 'ten', date: '2026-11-21', max_weight: 70, reps: 10, e1rm: 93.3, personal_records: ['volume'] }),
  ];

  it('groups the sets by day, newest day first, each day’s sets in the order logged', () => {
    const { days } = historyOf(entries);
    expect(days.map((day) => day.date)).toEqual(['2026-11-24', '2026-11-21']);
    expect(days[0]!.sets.map((set) => set.id)).toEqual(['warm-up', 'triple', 'top', 'back-off']);
  });

  it('takes each day’s best set by e1RM as its point, never the heaviest or the last', () => {
    expect(historyOf(entries).days.map((day) => day.best?.id)).toEqual(['triple', 'ten']);
  });

  it('never takes a warm-up as a day’s best set, and charts no day of warm-ups only', () => {
    const { days, charted } = historyOf([
      newEntry({ id: 'work', date: '2026-11-24', max_weight: 60, reps: 5, e1rm: 70 }),
      newEntry({ id: 'heavy-warm-up', date: '2026-11-24', max_weight: 80, reps: 3, e1rm: 88, set_type: 'warmup' }),
      newEntry({ id: 'only-warm-up', date: '2026-11-21', max_weight: 40, reps: 10, e1rm: 53.3, set_type: 'warmup' }),
    ]);
    expect(days.map((day) => [day.date, day.sets.length, day.best?.id ?? null])).toEqual([
      ['2026-11-24', 2, 'work'],
      ['2026-11-21', 1, null],
    ]);
    expect(charted.map((day) => day.date)).toEqual(['2026-11-24']);
  });

  it('names each record with the set that set it', () => {
    expect(historyOf(entries).records.map(({ kind, entry }) => [kind, entry.id])).toEqual([
      ['weight', 'top'],
      ['e1rm', 'triple'],
      ['volume', 'ten'],
    ]);
    expect(historyOf([])).toEqual({ days: [], charted: [], records: [] });
  });
});

describe('the dates under the exercise chart', () => {
  it('are the first and the newest day and two spread evenly between, whatever days were trained', () => {
    expect(axisDays('2026-10-27', '2026-12-05')).toEqual(['2026-10-27', '2026-11-09', '2026-11-22', '2026-12-05']);
    expect(axisDays('2026-03-01', '2026-03-31')).toEqual(['2026-03-01', '2026-03-11', '2026-03-21', '2026-03-31']);
  });

  it('name each day once when there are fewer than four, and one day alone', () => {
    expect(axisDays('2026-11-23', '2026-11-25')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(axisDays('2026-11-23', '2026-11-24')).toEqual(['2026-11-23', '2026-11-24']);
    expect(axisDays('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
  });
});
