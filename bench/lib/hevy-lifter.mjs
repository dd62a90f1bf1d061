import { hevyHistory } from './hevy-export.mjs';
import { runConcurrently } from './stats.mjs';

const MOVEMENTS = [
  'Bench Press',
  'Incline Bench Press',
  'Squat',
  'Deadlift',
  'Romanian Deadlift',
  'Overhead Press',
  'Lat Pulldown',
  'Seated Row',
  'Bicep Curl',
  'Hammer Curl',
  'Triceps Pushdown',
  'Skullcrusher',
  'Lateral Raise',
  'Face Pull',
  'Leg Press',
  'Leg Extension',
  'Lying Leg Curl',
  'Calf Raise',
  'Hip Thrust',
  'Lunge',
  'Chest Fly',
  'Shrug',
];
const EQUIPMENT = ['Barbell', 'Dumbbell', 'Cable', 'Machine'];

/** Exercise names as a Hevy export spells them, a movement with its equipment: as many as a Hevy user's year held (86). */
export const HEVY_EXERCISES = MOVEMENTS.flatMap((movement) => EQUIPMENT.map((equipment) => `${movement} (${equipment})`)).slice(0, 86);

/** Creates the first `count` of those exercises for the client's lifter; resolves with their ids by name. */
export async function createExercises(client, count) {
  const ids = new Map();
  for (const name of HEVY_EXERCISES.slice(0, count)) ids.set(name, (await client.post('/api/machines', { name, categories: ['Brust'] })).id);
  return ids;
}

/**
 * A lifter like a real Hevy user (issue #44): `setsPerYear` sets a year for `years` years up to
 * today over `exercises` exercises, six a training of five sets each, two of them warm-ups
 * (hevy-export.mjs), logged through `POST /api/workouts` by 8 clients at once.
 */
export async function seedHevyLifter(client, { exercises, setsPerYear, years = 2 }) {
  const ids = await createExercises(client, exercises);
  const today = new Date();
  const lastDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12));
  const sets = hevyHistory({ sets: setsPerYear * years, lastDay, exercises: [...ids.keys()], perTraining: Math.min(6, exercises), days: years * 365 });
  await runConcurrently(sets.length, 8, (index) => {
    const set = sets[index];
    return client.post('/api/workouts', {
      machine_id: ids.get(set.exercise),
      max_weight: set.weight,
      reps: set.reps,
      date: set.start.toISOString().slice(0, 10),
      set_type: set.setType,
      ...(set.rpe === null ? {} : { rpe: set.rpe }),
    });
  });
  return { ids, sets: sets.length, warmups: sets.filter((set) => set.setType === 'warmup').length };
}
