import { EXERCISE_CATALOGUE } from '../../exercises/index.js';
import { adaptPlan, generatedDayName } from './plan-adaptation.js';
import type { PlanRequest } from './planner.js';
import { writeOfflinePlan } from './planner.js';

interface Plan {
  plan_name: string;
  plan_description: string;
  training_days: { day_name: string; exercises: { exercise_name: string; sets: number; reps: string }[] }[];
}

const plan = (request: PlanRequest): Plan => JSON.parse(adaptPlan(writeOfflinePlan(request), request)) as Plan;
const patternOf = (name: string) => EXERCISE_CATALOGUE.find((exercise) => exercise.name === name)?.pattern;
const base: PlanRequest = { days: 4, goal: 'muscle_building', experience: 'intermediate', focusAreas: ['Beine'] };

describe('the offline plan fitted to what the lifter told the coach', () => {
  it('leaves the plan as the planner wrote it without injuries in German', () => {
    expect(adaptPlan(writeOfflinePlan(base), { ...base, injuries: [], language: 'de' })).toBe(writeOfflinePlan(base));
  });

  it('spares a bad knee: no squats, lunges, leg presses or leg extensions, five exercises a day kept, and says so', () => {
    const spared = plan({ ...base, injuries: ['knee'] });
    const patterns = spared.training_days.flatMap((day) => day.exercises.map((exercise) => patternOf(exercise.exercise_name)));
    for (const loading of ['squat', 'lunge', 'leg_press', 'leg_extension']) expect(patterns).not.toContain(loading);
    for (const day of spared.training_days) {
      expect(day.exercises).toHaveLength(5);
      expect(new Set(day.exercises.map((exercise) => exercise.exercise_name)).size).toBe(5);
    }
    expect(spared.plan_description).toContain('Geschont: Knie');
  });

  it('spares a shoulder: no overhead presses or dips', () => {
    const spared = plan({ ...base, days: 5, injuries: ['shoulder'] });
    const patterns = spared.training_days.flatMap((day) => day.exercises.map((exercise) => patternOf(exercise.exercise_name)));
    expect(patterns).not.toContain('vertical_press');
    expect(patterns).not.toContain('dip');
  });

  it('names the plan, its description and its days in English for the English interface, the exercises as the catalogue has them', () => {
    const english = plan({ ...base, language: 'en', injuries: ['back'] });
    expect(english.plan_name).toBe('Upper/lower plan: Build muscle');
    expect(english.plan_description).toContain('4 training days a week. Goal: build muscle, level: intermediate, focus: legs.');
    expect(english.plan_description).toContain('Spared: back');
    expect(english.training_days.map((day) => day.day_name)).toEqual(['Upper body', 'Lower body', 'Upper body', 'Lower body']);
    expect(english.training_days[0]!.exercises[0]!.exercise_name).toBe('Bankdrücken');
  });
});

describe('a generated day name in the lifter’s language', () => {
  it('reads the planner’s German names in English for the English interface, and leaves others as they are', () => {
    expect(generatedDayName('Oberkörper', 'en')).toBe('Upper body');
    expect(generatedDayName('Ganzkörper', 'en')).toBe('Full body');
    expect(generatedDayName('Push', 'en')).toBe('Push');
    expect(generatedDayName('Oberkörper', 'de')).toBe('Oberkörper');
    expect(generatedDayName('Arme & Schultern', 'en')).toBe('Arme & Schultern');
  });
});
