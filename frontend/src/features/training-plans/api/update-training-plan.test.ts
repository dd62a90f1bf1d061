import { expectedDays } from './update-training-plan';

describe('the days shown while a plan edit is saved', () => {
  it('are the sent days, numbered by their place, when every day already exists', () => {
    expect(
      expectedDays([
        { id: 'd2', day_name: 'Pull', exercises: [{ exercise_name: 'Rudern', sets: 4, reps: '8-10', target_weight: 60 }] },
        { id: 'd1', day_name: 'Push', exercises: [{ exercise_name: 'Dips' }] },
      ]),
    ).toEqual([
      { id: 'd2', day_number: 1, day_name: 'Pull', exercises: [{ exercise_name: 'Rudern', sets: 4, reps: '8-10', target_weight: 60 }] },
      { id: 'd1', day_number: 2, day_name: 'Push', exercises: [{ exercise_name: 'Dips', sets: null, reps: null, target_weight: null }] },
    ]);
  });

  it('wait for the server when a day is new', () => {
    expect(
      expectedDays([
        { id: 'd1', day_name: 'Push', exercises: [] },
        { day_name: 'Tag 2', exercises: [] },
      ]),
    ).toBeNull();
    expect(expectedDays(undefined)).toBeNull();
  });
});
