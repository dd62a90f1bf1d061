import type { Sheet } from './sheet';
import { ACTIVE_TRAINING_KEY, clearActiveTraining, readActiveTraining, saveActiveTraining, startEmptyTraining, startTraining } from './active-training';

afterEach(() => localStorage.clear());

const sheet: Sheet = {
  exercises: [{ id: 'e1', name: 'Kniebeugen', target: null, sets: [{ id: 's1', setType: 'normal', weight: '60', reps: null, logged: null }] }],
};

describe('the saved training', () => {
  const started = startTraining('u1', 'plan-1', { id: 'd2', day_number: 2 }, sheet, 1_000);

  it('is stored under activeTraining with its sheet and read back', () => {
    saveActiveTraining(started);
    expect(JSON.parse(localStorage.getItem(ACTIVE_TRAINING_KEY)!)).toMatchObject({ planId: 'plan-1', dayId: 'd2', selectedDayNumber: 2 });
    expect(readActiveTraining('u1')).toEqual({ ...started, userId: 'u1' });
    clearActiveTraining();
    expect(readActiveTraining('u1')).toBeNull();
  });

  it('keeps a training without a plan, which is nothing without its sheet', () => {
    const empty = startEmptyTraining('u1', { exercises: [] }, 5_000);
    saveActiveTraining(empty);
    expect(readActiveTraining('u1')).toEqual(empty);
    localStorage.setItem(ACTIVE_TRAINING_KEY, JSON.stringify({ ...empty, sheet: undefined }));
    expect(readActiveTraining('u1')).toBeNull();
  });

  it('reads a session saved before the sheet as its plan day, to be made a sheet anew', () => {
    localStorage.setItem(
      ACTIVE_TRAINING_KEY,
      JSON.stringify({ userId: 'u1', planId: 'plan-1', dayId: 'd2', selectedDayNumber: 2, currentExerciseIndex: 1, startTime: 1_000, completedExercises: [] }),
    );
    expect(readActiveTraining('u1')).toEqual({ userId: 'u1', planId: 'plan-1', dayId: 'd2', selectedDayNumber: 2, startTime: 1_000, sheet: null });
  });

  it("is none for another account signed in on the same phone, and a session saved before it had an owner is the lifter's", () => {
    saveActiveTraining(started);
    expect(readActiveTraining('u2')).toBeNull();
    expect(readActiveTraining('u1')).toMatchObject({ userId: 'u1', planId: 'plan-1' });
    const { userId: _owner, ...older } = started;
    localStorage.setItem(ACTIVE_TRAINING_KEY, JSON.stringify(older));
    expect(readActiveTraining('u2')).toMatchObject({ userId: 'u2', planId: 'plan-1' });
  });

  it('ignores what is not a training', () => {
    localStorage.setItem(ACTIVE_TRAINING_KEY, '{kaputt');
    expect(readActiveTraining('u1')).toBeNull();
    localStorage.setItem(ACTIVE_TRAINING_KEY, JSON.stringify({ planId: 'p' }));
    expect(readActiveTraining('u1')).toBeNull();
  });
});
