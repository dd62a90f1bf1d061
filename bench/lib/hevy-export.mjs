/**
 * A year of training as Hevy exports it: `sets` sets in trainings of three exercises a few days
 * apart, going back from `lastDay`, a third of them warm-ups (two before the three work sets of
 * each exercise) and an RPE on every work set. For the import's benchmark and its tests; the
 * dashboard's benchmarks pass their own `exercises` (each training takes `perTraining` of them in
 * turn), spread over `days` before `lastDay`.
 */
const EXERCISES = [
  'Squat (Barbell)',
  'Bench Press (Barbell)',
  'Lat Pulldown (Cable)',
  'Deadlift (Barbell)',
  'Overhead Press (Barbell)',
  'Seated Cable Row - V Grip (Cable)',
];
const HEADER =
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SETS_PER_EXERCISE = 5;
const EXERCISES_PER_TRAINING = 3;

/** The sets of such a history, oldest first: training, start (UTC), exercise, index, type, weight, reps, RPE. */
export function hevyHistory({
  sets = 7000,
  lastDay = new Date(Date.UTC(2026, 10, 20, 17, 30)),
  exercises = EXERCISES,
  perTraining = EXERCISES_PER_TRAINING,
  days = undefined,
} = {}) {
  const trainings = Math.ceil(sets / (perTraining * SETS_PER_EXERCISE));
  const apart = days === undefined ? 2.5 : days / trainings;
  const history = [];
  for (let training = 0; training < trainings; training++) {
    const start = new Date(lastDay.getTime() - (trainings - 1 - training) * apart * 86_400_000);
    for (let slot = 0; slot < perTraining; slot++) {
      const exercise = exercises[(training + slot * 2) % exercises.length];
      const work = 40 + ((training * 7 + slot * 13) % 60) * 0.5 + Math.floor(training / 20) * 2.5;
      for (let index = 0; index < SETS_PER_EXERCISE && history.length < sets; index++) {
        const warmup = index < 2;
        history.push({
          title: `Training ${training + 1}`,
          start,
          exercise,
          index,
          setType: warmup ? 'warmup' : 'normal',
          weight: warmup ? Math.round(work * (0.4 + index * 0.2) * 2) / 2 : work,
          reps: warmup ? 10 : 8 - (index - 2),
          rpe: warmup ? null : 7 + (index - 2) * 0.5 + (training % 2) * 0.5,
        });
      }
    }
  }
  return history;
}

const hevyDate = (date) =>
  `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;

/** That history as Hevy's CSV (times in UTC, which the import reads as Berlin time: the same for both sides of a benchmark). */
export function hevyExport(options = {}) {
  const lines = hevyHistory(options).map((set) => {
    const end = new Date(set.start.getTime() + 65 * 60_000);
    return [
      `"${set.title}"`,
      `"${hevyDate(set.start)}"`,
      `"${hevyDate(end)}"`,
      '',
      `"${set.exercise}"`,
      '',
      '',
      set.index,
      set.setType,
      set.weight,
      set.reps,
      '',
      '',
      set.rpe ?? '',
    ].join(',');
  });
  return `${[HEADER, ...lines].join('\n')}\n`;
}
