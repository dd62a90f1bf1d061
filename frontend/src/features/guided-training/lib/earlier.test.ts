import { earlierOf, type HistoryEntry } from './earlier';

const entry = (
  id: string,
  date: string,
  session: string | null,
  max_weight: number,
  reps: number,
  set_type: HistoryEntry['set_type'] = 'normal',
): HistoryEntry => ({
  id,
  date,
  session_id: session,
  max_weight,
  reps,
  set_type,
});

describe('what the history held before the training', () => {
  // Newest first, as the API answers.
  const history = [
    entry('c', '2026-12-04', 's2', 65, 6),
    entry('b', '2026-12-04', 's2', 62.5, 8),
    entry('a', '2026-12-04', 's2', 40, 10, 'warmup'),
    entry('z', '2026-12-01', 's1', 100, 1),
  ];

  it('is the newest training’s sets in the order they were logged, warm-ups included, and the bests of every working set', () => {
    expect(earlierOf(history, new Set())).toEqual({
      previous: [
        { weight: 40, reps: 10, setType: 'warmup' },
        { weight: 62.5, reps: 8, setType: 'normal' },
        { weight: 65, reps: 6, setType: 'normal' },
      ],
      bests: { weight: 100, e1rm: 100, volume: 500 },
    });
  });

  it('leaves out the sets of this training, and groups sets logged outside a training by their date', () => {
    const loose = [entry('own', '2026-12-06', null, 70, 5), entry('y', '2026-12-05', null, 60, 5), entry('x', '2026-12-05', null, 60, 4), ...history];
    expect(earlierOf(loose, new Set(['own'])).previous).toEqual([
      { weight: 60, reps: 4, setType: 'normal' },
      { weight: 60, reps: 5, setType: 'normal' },
    ]);
  });

  it('has no bests without a working set: a first training sets no record', () => {
    expect(earlierOf([entry('a', '2026-12-04', null, 40, 10, 'warmup')], new Set()).bests).toBeNull();
    expect(earlierOf([], new Set())).toEqual({ previous: [], bests: null });
  });
});
