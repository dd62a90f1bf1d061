import { parseWeight } from '../../../shared/sets/lib/weights';
import { emptyWorkoutForm, heaviestWeight, parseReps, validateWorkoutForm, type WorkoutFormValues } from './workout-form';

const values = (overrides: Partial<WorkoutFormValues> = {}): WorkoutFormValues => ({
  weight: '80',
  reps: '8',
  date: '2026-11-20',
  notes: '',
  ...overrides,
});

describe('workout form validation (spec §5)', () => {
  it('defaults the date to today', () => {
    expect(emptyWorkoutForm('2026-11-23')).toEqual({ weight: '', reps: '', date: '2026-11-23', notes: '' });
  });

  it('parses weight as a decimal (comma or point) and reps as an integer', () => {
    expect(validateWorkoutForm(values({ weight: '82,5', reps: '10', notes: '  gut  ' }))).toEqual({
      errors: {},
      parsed: { max_weight: 82.5, reps: 10, date: '2026-11-20', notes: 'gut' },
    });
    expect(parseWeight('82.5')).toBe(82.5);
    expect(parseWeight('abc')).toBeNull();
    expect(parseReps('8')).toBe(8);
    expect(parseReps('8.5')).toBeNull();
  });

  it('sends blank notes as null', () => {
    expect(validateWorkoutForm(values({ notes: '   ' })).parsed?.notes).toBeNull();
  });

  it('accepts 0 kg (bodyweight) and steps of 0.5', () => {
    expect(validateWorkoutForm(values({ weight: '0' })).errors).toEqual({});
    expect(validateWorkoutForm(values({ weight: '12.5' })).errors).toEqual({});
  });

  it.each([
    ['', 'workouts.error.weightRequired'],
    ['-5', 'workouts.error.weightInvalid'],
    ['zehn', 'workouts.error.weightInvalid'],
    ['80.3', 'workouts.error.weightStep'],
  ])('refuses weight %p', (weight, error) => {
    const result = validateWorkoutForm(values({ weight }));
    expect(result.errors.weight).toBe(error);
    expect(result.parsed).toBeNull();
  });

  it.each([
    ['', 'workouts.error.repsRequired'],
    ['0', 'workouts.error.repsInvalid'],
    ['2.5', 'workouts.error.repsInvalid'],
    ['-1', 'workouts.error.repsInvalid'],
  ])('refuses reps %p', (reps, error) => {
    expect(validateWorkoutForm(values({ reps })).errors.reps).toBe(error);
  });

  it('requires a real date', () => {
    expect(validateWorkoutForm(values({ date: '' })).errors.date).toBe('workouts.error.dateRequired');
    expect(validateWorkoutForm(values({ date: '2026-02-31' })).errors.date).toBe('workouts.error.dateRequired');
  });

  it('requires an exercise name where the form has one', () => {
    expect(validateWorkoutForm(values(), '  ').errors.exercise).toBe('workouts.error.exerciseRequired');
    expect(validateWorkoutForm(values(), 'Latzug').errors).toEqual({});
    expect(validateWorkoutForm(values()).errors).toEqual({});
  });
});

describe('heaviestWeight', () => {
  it('is the heaviest weight of the sets, and null before the first', () => {
    expect(heaviestWeight([{ max_weight: 60 }, { max_weight: 82.5 }, { max_weight: 80 }])).toBe(82.5);
    expect(heaviestWeight([])).toBeNull();
    expect(heaviestWeight(undefined)).toBeNull();
  });
});
