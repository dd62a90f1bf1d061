import type { CatalogueEntry, MovementPattern } from '../../exercises/index.js';
import { EXERCISE_CATALOGUE } from '../../exercises/index.js';
import type { Language } from './language.js';
import type { PlanRequest } from './planner.js';
import type { BodyPart } from './understanding/mentions.js';
import { bodyPartName } from './answers/about-you.js';

/** The movements that load a body part the lifter said hurts, and gentler ones that train the same day without it. */
export const SPARING: Record<BodyPart, { loads: readonly MovementPattern[]; instead: readonly string[] }> = {
  knee: {
    loads: ['squat', 'leg_press', 'lunge', 'leg_extension', 'plyometric', 'olympic'],
    instead: ['Hip Thrust', 'Rumänisches Kreuzheben', 'Beinbeuger liegend', 'Beinbeuger sitzend', 'Glute Bridge'],
  },
  back: {
    loads: ['hinge', 'back_extension', 'olympic', 'squat', 'kettlebell'],
    instead: ['Beinpresse', 'Hip Thrust', 'Beinbeuger sitzend', 'Brustgestütztes Rudern', 'Dead Bug'],
  },
  shoulder: {
    loads: ['vertical_press', 'dip', 'fly', 'pullover', 'olympic', 'shrug'],
    instead: ['Brustpresse', 'Kabelrudern', 'Brustgestütztes Rudern', 'Face Pulls', 'Plank'],
  },
  elbow: { loads: ['triceps', 'curl', 'forearm', 'dip'], instead: ['Plank', 'Pallof Press', 'Dead Bug', 'Seitstütz'] },
  wrist: { loads: ['triceps', 'curl', 'forearm', 'dip', 'carry'], instead: ['Plank', 'Pallof Press', 'Dead Bug', 'Seitstütz'] },
  arm: { loads: ['triceps', 'curl', 'forearm'], instead: ['Plank', 'Pallof Press', 'Dead Bug', 'Seitstütz'] },
  hip: {
    loads: ['hip_thrust', 'lunge', 'hip_machine', 'hinge', 'squat'],
    instead: ['Beinstrecker', 'Beinbeuger liegend', 'Beinbeuger sitzend', 'Wadenheben sitzend'],
  },
  ankle: { loads: ['calf', 'plyometric', 'lunge', 'squat'], instead: ['Beinstrecker', 'Beinbeuger liegend', 'Beinbeuger sitzend', 'Hip Thrust'] },
  neck: { loads: ['shrug', 'vertical_press', 'olympic'], instead: ['Seitheben', 'Face Pulls', 'Reverse Butterfly', 'Brustgestütztes Rudern'] },
  // Chest pain is a matter for a doctor (health first), not for swapping exercises.
  chest: { loads: [], instead: [] },
};

const BY_NAME = new Map<string, CatalogueEntry>(EXERCISE_CATALOGUE.map((exercise) => [exercise.name, exercise]));

interface PlanJson {
  plan_name: string;
  plan_description: string;
  training_days: { day_number: number; day_name: string; exercises: { exercise_name: string; sets: number; reps: string }[] }[];
}

/** Each day's exercises with those that load an injured part swapped for a gentler one the day does not have yet. */
function spareInjuries(plan: PlanJson, injuries: readonly BodyPart[]): { plan: PlanJson; swapped: boolean } {
  let swapped = false;
  const loadsInjury = (name: string) => {
    const pattern = BY_NAME.get(name)?.pattern;
    return pattern !== undefined && injuries.some((part) => SPARING[part].loads.includes(pattern));
  };
  const alternatives = injuries.flatMap((part) => SPARING[part].instead).filter((name) => !loadsInjury(name));
  const days = plan.training_days.map((day) => {
    const names = day.exercises.map((exercise) => exercise.exercise_name);
    const exercises = day.exercises.flatMap((exercise) => {
      if (!loadsInjury(exercise.exercise_name)) return [exercise];
      swapped = true;
      const instead = alternatives.find((name) => !names.includes(name));
      if (!instead) return [];
      names.push(instead);
      return [{ ...exercise, exercise_name: instead }];
    });
    return { ...day, exercises };
  });
  return { plan: { ...plan, training_days: days }, swapped };
}

const DAY_NAMES_EN: Record<string, string> = {
  Push: 'Push',
  Pull: 'Pull',
  Legs: 'Legs',
  Oberkörper: 'Upper body',
  Unterkörper: 'Lower body',
  Ganzkörper: 'Full body',
};
/**
 * A generated day's name in the lifter's language: a model's plan keeps the planner's German list
 * (its structured output allows no other), which the English interface reads as "Upper body".
 */
export const generatedDayName = (name: string, language: Language): string => (language === 'en' ? (DAY_NAMES_EN[name] ?? name) : name);

const SPLITS_EN: Record<string, string> = {
  Ganzkörper: 'Full-body plan',
  Oberkörper: 'Upper/lower plan',
  Unterkörper: 'Upper/lower plan',
  Push: 'Push/pull/legs plan',
  Pull: 'Push/pull/legs plan',
  Legs: 'Push/pull/legs plan',
};
const GOALS_EN: Record<string, string> = {
  muscle_building: 'Build muscle',
  weight_loss: 'Lose weight',
  strength: 'Get stronger',
  definition: 'Get defined',
  endurance: 'Improve endurance',
};
const LEVELS_EN: Record<string, string> = { beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced' };
const FOCUS_EN: Record<string, string> = {
  Brust: 'chest',
  Schultern: 'shoulders',
  Rücken: 'back',
  Arme: 'arms',
  Beine: 'legs',
  Bauch: 'abs',
  Ganzkörper: 'full body',
  Ausdauer: 'endurance',
};

/** The plan's name, description and day names in English; exercise names stay, as they become the lifter's exercises. */
function inEnglish(plan: PlanJson, request: PlanRequest): PlanJson {
  const days = plan.training_days.length;
  const goal = GOALS_EN[request.goal ?? ''] ?? GOALS_EN.muscle_building!;
  const focus = request.focusAreas.length > 0 ? request.focusAreas.map((area) => FOCUS_EN[area] ?? area).join(', ') : 'full body';
  return {
    plan_name: `${SPLITS_EN[plan.training_days[0]?.day_name ?? ''] ?? 'Training plan'}: ${goal}`,
    plan_description: `${days} training ${days === 1 ? 'day' : 'days'} a week. Goal: ${goal.toLowerCase()}, level: ${LEVELS_EN[request.experience ?? ''] ?? 'beginner'}, focus: ${focus}. Big lifts first, then the smaller ones.`,
    training_days: plan.training_days.map((day) => ({ ...day, day_name: generatedDayName(day.day_name, 'en') })),
  };
}

function sparedNote(injuries: readonly BodyPart[], language: Language): string {
  const parts = injuries.map((part) => bodyPartName(part, language)).join(', ');
  return language === 'de'
    ? ` Geschont: ${parts} – Übungen, die dort belasten, sind durch schonendere ersetzt; klär mit deiner Ärztin, deinem Arzt oder Physio ab, was du belasten darfst.`
    : ` Spared: ${parts} – exercises that load it are swapped for gentler ones; check with your doctor or physio what you may load.`;
}

/**
 * The offline planner's plan fitted to what the lifter told the coach (issue 32): exercises that
 * load an injured part swapped for gentler ones, and the names in English for the English
 * interface. Takes and gives the planner's JSON text.
 */
export function adaptPlan(json: string, request: PlanRequest): string {
  const injuries = (request.injuries ?? []).filter((part) => SPARING[part].loads.length > 0);
  const language = request.language ?? 'de';
  if (injuries.length === 0 && language === 'de') return json;
  let plan = JSON.parse(json) as PlanJson;
  if (language === 'en') plan = inEnglish(plan, request);
  if (injuries.length > 0) {
    const spared = spareInjuries(plan, injuries);
    plan = spared.swapped ? { ...spared.plan, plan_description: plan.plan_description + sparedNote(injuries, language) } : spared.plan;
  }
  return JSON.stringify(plan);
}
