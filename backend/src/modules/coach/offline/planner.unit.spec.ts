import type { Category } from '../../../common/exercise-categories.js';
import { EXERCISE_CATALOGUE } from '../../exercises/index.js';
import type { PlanRequest } from './planner.js';
import { COMPOUND_PATTERNS, PLAN_DAY_NAMES, splitFor, writeOfflinePlan } from './planner.js';

interface Plan {
  plan_name: string;
  plan_description: string;
  training_days: { day_number: number; day_name: string; exercises: { exercise_name: string; sets: number; reps: string }[] }[];
}

const plan = (request: Partial<PlanRequest> = {}): Plan =>
  JSON.parse(writeOfflinePlan({ days: 3, goal: 'muscle_building', experience: 'intermediate', focusAreas: [], ...request }));
const catalogue = new Map(EXERCISE_CATALOGUE.map((exercise) => [exercise.name, exercise]));
const allRequests = (): PlanRequest[] =>
  [1, 2, 3, 4, 5, 6, 7].flatMap((days) =>
    ['muscle_building', 'weight_loss', 'strength', 'definition', 'endurance'].flatMap((goal) =>
      ['beginner', 'intermediate', 'advanced'].flatMap((experience) =>
        ([[], ['Arme'], ['Beine', 'Bauch'], ['Brust', 'Rücken', 'Schultern', 'Ausdauer']] as Category[][]).map((focusAreas) => ({
          days,
          goal,
          experience,
          focusAreas,
        })),
      ),
    ),
  );

describe('offline planner', () => {
  it('splits by frequency: Ganzkörper for 1–2 days, Oberkörper/Unterkörper for 3–4, Push/Pull/Legs for 5 and more', () => {
    expect(splitFor(1)).toEqual(['Ganzkörper']);
    expect(splitFor(2)).toEqual(['Ganzkörper', 'Ganzkörper']);
    expect(splitFor(3)).toEqual(['Oberkörper', 'Unterkörper', 'Oberkörper']);
    expect(splitFor(4)).toEqual(['Oberkörper', 'Unterkörper', 'Oberkörper', 'Unterkörper']);
    expect(splitFor(5)).toEqual(['Push', 'Pull', 'Legs', 'Push', 'Pull']);
    expect(splitFor(7)).toEqual(['Push', 'Pull', 'Legs', 'Push', 'Pull', 'Legs', 'Push']);
  });

  it('writes for every answer five different catalogue exercises a day, allowed day names, big lifts first', () => {
    for (const request of allRequests()) {
      const { training_days } = plan(request);
      expect(training_days).toHaveLength(request.days);
      training_days.forEach((day, index) => {
        expect(day.day_number).toBe(index + 1);
        expect(PLAN_DAY_NAMES).toContain(day.day_name);
        const names = day.exercises.map((exercise) => exercise.exercise_name);
        expect(new Set(names).size).toBe(5);
        for (const name of names) expect(catalogue.has(name)).toBe(true);
        const compound = names.map((name) => COMPOUND_PATTERNS.has(catalogue.get(name)!.pattern));
        expect(compound).toEqual([...compound].sort((a, b) => Number(b) - Number(a)));
      });
    }
  });

  it('is the same for the same answers', () => {
    expect(writeOfflinePlan({ days: 4, goal: 'strength', experience: 'advanced', focusAreas: ['Arme'] })).toBe(
      writeOfflinePlan({ days: 4, goal: 'strength', experience: 'advanced', focusAreas: ['Arme'] }),
    );
  });

  it('gives each focus area a place in the week, on days it fits', () => {
    for (const focusAreas of [['Arme'], ['Beine', 'Bauch'], ['Brust', 'Rücken', 'Schultern', 'Ausdauer']] as Category[][]) {
      for (const days of [1, 3, 5]) {
        const categories = plan({ days, focusAreas }).training_days.flatMap((day) =>
          day.exercises.flatMap((exercise) => catalogue.get(exercise.exercise_name)!.categories),
        );
        for (const area of focusAreas.slice(0, days)) expect([days, area, categories.includes(area)]).toEqual([days, area, true]);
      }
    }
    const pushDay = plan({ days: 5, focusAreas: ['Arme'] }).training_days[0]!;
    expect(pushDay.exercises.map((exercise) => catalogue.get(exercise.exercise_name)!.pattern)).not.toContain('curl');
  });

  it('doses by goal and experience: heavy and few for strength, light and many for endurance, fewer sets for beginners', () => {
    const first = (request: Partial<PlanRequest>) => plan({ days: 5, ...request }).training_days[0]!.exercises;
    expect(first({ goal: 'strength', experience: 'advanced' })[0]).toMatchObject({ sets: 4, reps: '3-5' });
    expect(first({ goal: 'muscle_building', experience: 'intermediate' })[0]).toMatchObject({ sets: 4, reps: '6-10' });
    expect(first({ goal: 'endurance', experience: 'beginner' })[0]).toMatchObject({ sets: 3, reps: '12-15' });
    expect(first({ goal: 'endurance', experience: 'beginner' }).at(-1)).toMatchObject({ sets: 2, reps: '15-20' });
  });

  it('gives beginners easier variants of the big lifts', () => {
    const names = plan({ days: 2, experience: 'beginner' }).training_days[0]!.exercises.map((exercise) => exercise.exercise_name);
    expect(names).toEqual(expect.arrayContaining(['Goblet Squat', 'Brustpresse']));
    expect(plan({ days: 2, experience: 'advanced' }).training_days[0]!.exercises.map((exercise) => exercise.exercise_name)).toContain('Kniebeugen');
  });

  it('varies a day type that comes twice', () => {
    const [first, , third] = plan({ days: 3 }).training_days;
    expect(first!.exercises.map((exercise) => exercise.exercise_name)).not.toEqual(third!.exercises.map((exercise) => exercise.exercise_name));
  });

  it('names the plan and describes it in German', () => {
    const { plan_name, plan_description } = plan({ days: 5, goal: 'strength', focusAreas: ['Beine'] });
    expect(plan_name).toBe('Push-Pull-Legs-Plan: Kraft steigern');
    expect(plan_description).toContain('5 Trainingstage pro Woche');
    expect(plan_description).toContain('Schwerpunkte: Beine');
  });
});
