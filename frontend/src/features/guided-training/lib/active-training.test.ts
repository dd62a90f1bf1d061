import { ACTIVE_TRAINING_KEY, clearActiveTraining, clock, readActiveTraining, saveActiveTraining, setsDone, startTraining, totalsOf } from './active-training';

afterEach(() => localStorage.clear());

describe('the saved session', () => {
  const started = startTraining('u1', 'plan-1', { id: 'd2', day_number: 2 }, 1_000);

  it('is stored under activeTraining and read back', () => {
    saveActiveTraining({ ...started, currentWeight: '60' });
    expect(JSON.parse(localStorage.getItem(ACTIVE_TRAINING_KEY)!)).toMatchObject({ planId: 'plan-1', dayId: 'd2', selectedDayNumber: 2, currentWeight: '60' });
    expect(readActiveTraining('u1')).toMatchObject({ currentExerciseIndex: 0, startTime: 1_000, alternativeMode: false });
    clearActiveTraining();
    expect(readActiveTraining('u1')).toBeNull();
  });

  it("is none for another account signed in on the same phone, and a session saved before it had an owner is the lifter's", () => {
    saveActiveTraining(started);
    expect(readActiveTraining('u2')).toBeNull();
    expect(readActiveTraining('u1')).toMatchObject({ userId: 'u1', planId: 'plan-1' });
    const { userId: _owner, ...older } = started;
    localStorage.setItem(ACTIVE_TRAINING_KEY, JSON.stringify(older));
    expect(readActiveTraining('u2')).toMatchObject({ userId: 'u2', planId: 'plan-1' });
  });

  it('ignores what is not a session', () => {
    localStorage.setItem(ACTIVE_TRAINING_KEY, '{kaputt');
    expect(readActiveTraining('u1')).toBeNull();
    localStorage.setItem(ACTIVE_TRAINING_KEY, JSON.stringify({ planId: 'p' }));
    expect(readActiveTraining('u1')).toBeNull();
  });

  it('adds up exercises, volume and duration for the summary, sets grouped by exercise', () => {
    const training = {
      ...started,
      completedExercises: [
        { entryId: 'a', exerciseName: 'Bankdrücken', exerciseIndex: 0, weight: 60, reps: 5 },
        { entryId: 'b', exerciseName: 'Rudern', exerciseIndex: 1, weight: 50, reps: 8 },
        { entryId: 'c', exerciseName: 'Bankdrücken', exerciseIndex: 0, weight: 60, reps: 4 },
      ],
    };
    expect(totalsOf(training, 61_000)).toEqual({
      exercises: 2,
      volume: 300 + 400 + 240,
      durationMs: 60_000,
      byExercise: [
        { name: 'Bankdrücken', sets: [training.completedExercises[0], training.completedExercises[2]] },
        { name: 'Rudern', sets: [training.completedExercises[1]] },
      ],
    });
    expect(setsDone(training, 0)).toBe(2);
  });

  it('counts a warm-up neither towards the plan’s sets nor in the volume, but lists it', () => {
    const warmUp = { entryId: 'w', exerciseName: 'Bankdrücken', exerciseIndex: 0, weight: 40, reps: 10, warmup: true };
    const work = { entryId: 'a', exerciseName: 'Bankdrücken', exerciseIndex: 0, weight: 60, reps: 5, warmup: false };
    const training = { ...started, completedExercises: [warmUp, work] };
    expect(setsDone(training, 0)).toBe(1);
    expect(totalsOf(training, 1_000)).toMatchObject({ exercises: 1, volume: 300, byExercise: [{ name: 'Bankdrücken', sets: [warmUp, work] }] });
  });

  it('shows time as m:ss', () => {
    expect([clock(0), clock(59_999), clock(61_000), clock(3_600_000)]).toEqual(['0:00', '0:59', '1:01', '60:00']);
  });
});
