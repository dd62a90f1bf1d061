import { repRange, suggestNext } from './progression';

describe('rep ranges of a plan', () => {
  it.each([
    ['8-12', { min: 8, max: 12 }],
    ['5', { min: 5, max: 5 }],
    [' 6 – 10 ', { min: 6, max: 10 }],
    ['10-15 Min', null],
    ['30-45 Sek', null],
    ['12-8', null],
    [null, null],
  ])('%j → %j', (reps, range) => {
    expect(repRange(reps)).toEqual(range);
  });
});

describe('the next session’s weight by double progression', () => {
  it('adds 2.5 kg and starts at the bottom again when every set reached the top of the range', () => {
    expect(
      suggestNext(
        [
          { weight: 60, reps: 12 },
          { weight: 60, reps: 12 },
          { weight: 60, reps: 13 },
        ],
        '8-12',
      ),
    ).toEqual({
      weight: 62.5,
      reps: 8,
      reason: 'Letztes Mal alle Sätze mit 12 Wdh. bei 60 kg geschafft: +2,5 kg.',
    });
  });

  it('keeps the weight for one more rep within the range, counting the weakest working set', () => {
    expect(
      suggestNext(
        [
          { weight: 60, reps: 12 },
          { weight: 60, reps: 9 },
        ],
        '8-12',
      ),
    ).toMatchObject({ weight: 60, reps: 10 });
  });

  it('keeps the weight below the range, aiming at its bottom', () => {
    const below = suggestNext([{ weight: 80, reps: 6 }], '8-12')!;
    expect(below).toMatchObject({ weight: 80, reps: 8 });
    expect(below.reason).toBe('Ziel 8-12 Wdh.: gleiches Gewicht, bis alle Sätze 8 Wdh. schaffen.');
  });

  it('counts only the heaviest sets: a lighter back-off set does not hold progress back', () => {
    expect(
      suggestNext(
        [
          { weight: 100, reps: 5 },
          { weight: 100, reps: 5 },
          { weight: 80, reps: 3 },
        ],
        '3-5',
      ),
    ).toMatchObject({ weight: 102.5, reps: 3 });
  });

  it('repeats the last set without a range, and has nothing to say without history', () => {
    expect(suggestNext([{ weight: 20, reps: 15 }], '10-15 Min')).toEqual({ weight: 20, reps: 15, reason: null });
    expect(suggestNext([], '8-12')).toBeNull();
  });
});
