import { startingSet, suggestNext } from './progression';

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

describe('what the inputs start with', () => {
  const suggestion = { weight: 62.5, reps: 8, reason: null };
  const latest = { weight: 60, reps: 12 };

  it('takes the plan’s target weight with the bottom of its range when the plan has one', () => {
    expect(startingSet({ reps: '8-10', target_weight: 82.5 }, suggestion, latest)).toEqual({ weight: 82.5, reps: 8, fromPlan: true });
    expect(startingSet({ reps: null, target_weight: 40 }, null, latest)).toEqual({ weight: 40, reps: 12, fromPlan: true });
  });

  it('falls back to the last session’s suggestion, then the latest set, without a target weight', () => {
    expect(startingSet({ reps: '8-10', target_weight: null }, suggestion, latest)).toEqual({ weight: 62.5, reps: 8, fromPlan: false });
    expect(startingSet(null, null, latest)).toEqual({ weight: 60, reps: 12, fromPlan: false });
    expect(startingSet({ reps: null, target_weight: 50 }, null, null)).toBeNull();
  });
});
