import type { Category } from '../../../common/exercise-categories.js';
import type { CatalogueEntry, MovementPattern } from '../../exercises/index.js';
import { EXERCISE_CATALOGUE } from '../../exercises/index.js';
import type { Language } from './language.js';
import type { BodyPart } from './understanding/mentions.js';

/** What the planner is asked for: the user's onboarding answers, defaults applied (spec §5). */
export interface PlanRequest {
  /** Training days per week: the frequency with its plus removed, default 3. */
  days: number;
  /** fitness_goal (muscle_building, …); null when not answered. */
  goal: string | null;
  /** training_experience (beginner, …); null when not answered. */
  experience: string | null;
  focusAreas: Category[];
  /** Body parts the lifter told the coach hurt: exercises that load them are swapped (plan-adaptation.ts). */
  injuries?: readonly BodyPart[];
  /** The interface's language: the plan's name, description and day names follow it. */
  language?: Language;
}

/** The day names a generated plan may use (spec §3). */
export const PLAN_DAY_NAMES = ['Push', 'Pull', 'Legs', 'Oberkörper', 'Unterkörper', 'Ganzkörper'] as const;
type DayType = (typeof PLAN_DAY_NAMES)[number];

/** Movements of several joints: the big lifts a day starts with. */
export const COMPOUND_PATTERNS: ReadonlySet<MovementPattern> = new Set([
  'horizontal_press',
  'vertical_press',
  'dip',
  'horizontal_pull',
  'vertical_pull',
  'squat',
  'leg_press',
  'hinge',
  'hip_thrust',
  'lunge',
  'olympic',
]);

/** A place in a day: catalogue names, best first; a repeated day takes the next one; beginners may get an easier one. */
interface Slot {
  names: string[];
  beginner?: string;
}

const slot = (names: string[], beginner?: string): Slot => ({ names, beginner });

/** Five places per day: the big lifts first, then the smaller ones; the last one gives way to a focus area. */
const DAYS: Record<DayType, Slot[]> = {
  Ganzkörper: [
    slot(['Kniebeugen', 'Beinpresse', 'Frontkniebeugen'], 'Goblet Squat'),
    slot(['Bankdrücken', 'Kurzhantel Schrägbankdrücken', 'Kurzhantel Bankdrücken'], 'Brustpresse'),
    slot(['Langhantelrudern', 'Latzug', 'Kabelrudern'], 'Kabelrudern'),
    slot(['Rumänisches Kreuzheben', 'Hip Thrust', 'Kreuzheben'], 'Hip Thrust'),
    slot(['Schulterdrücken', 'Kurzhantel Schulterdrücken', 'Arnold Press'], 'Schulterpresse'),
  ],
  Oberkörper: [
    slot(['Bankdrücken', 'Kurzhantel Schrägbankdrücken', 'Kurzhantel Bankdrücken'], 'Brustpresse'),
    slot(['Langhantelrudern', 'Kurzhantelrudern', 'T-Bar Rudern'], 'Kabelrudern'),
    slot(['Kurzhantel Schulterdrücken', 'Schulterdrücken', 'Arnold Press'], 'Schulterpresse'),
    slot(['Klimmzüge', 'Latzug', 'Latzug Untergriff'], 'Latzug'),
    slot(['Bizepscurls', 'Trizepsdrücken am Kabel', 'Seitheben']),
  ],
  Unterkörper: [
    slot(['Kniebeugen', 'Frontkniebeugen', 'Hackenschmidt Kniebeugen'], 'Goblet Squat'),
    slot(['Rumänisches Kreuzheben', 'Kreuzheben', 'Hip Thrust'], 'Hip Thrust'),
    slot(['Beinpresse', 'Bulgarian Split Squats', 'Ausfallschritte']),
    slot(['Beinbeuger liegend', 'Beinbeuger sitzend', 'Beinstrecker']),
    slot(['Wadenheben stehend', 'Wadenheben sitzend']),
  ],
  Push: [
    slot(['Bankdrücken', 'Kurzhantel Bankdrücken', 'Schrägbankdrücken'], 'Brustpresse'),
    slot(['Schulterdrücken', 'Kurzhantel Schulterdrücken', 'Arnold Press'], 'Schulterpresse'),
    slot(['Kurzhantel Schrägbankdrücken', 'Dips', 'Schräge Brustpresse'], 'Schräge Brustpresse'),
    slot(['Seitheben', 'Seitheben am Kabel', 'Seitheben Maschine']),
    slot(['Trizepsdrücken am Kabel', 'French Press', 'Trizeps Überkopfstrecken']),
  ],
  Pull: [
    slot(['Klimmzüge', 'Latzug', 'Klimmzüge Untergriff'], 'Latzug'),
    slot(['Langhantelrudern', 'T-Bar Rudern', 'Kurzhantelrudern'], 'Kabelrudern'),
    slot(['Kabelrudern', 'Brustgestütztes Rudern', 'Rudermaschine']),
    slot(['Face Pulls', 'Reverse Butterfly', 'Vorgebeugtes Seitheben']),
    slot(['Bizepscurls', 'Hammercurls', 'Langhantelcurls']),
  ],
  Legs: [
    slot(['Kniebeugen', 'Frontkniebeugen', 'Hackenschmidt Kniebeugen'], 'Goblet Squat'),
    slot(['Rumänisches Kreuzheben', 'Kreuzheben', 'Hip Thrust'], 'Hip Thrust'),
    slot(['Beinpresse', 'Bulgarian Split Squats', 'Ausfallschritte']),
    slot(['Beinbeuger liegend', 'Beinstrecker', 'Beinbeuger sitzend']),
    slot(['Wadenheben stehend', 'Wadenheben sitzend', 'Wadenheben an der Beinpresse']),
  ],
};

/** What a focus area adds to a day it fits, best first (`byDay` where a day calls for other exercises). */
const FOCUS: Record<Category, { names: string[]; fits: readonly DayType[]; byDay?: Partial<Record<DayType, string[]>> }> = {
  Brust: { names: ['Kurzhantel Fliegende', 'Kabelzug Crossover', 'Butterfly', 'Dips'], fits: ['Oberkörper', 'Push', 'Ganzkörper'] },
  Schultern: { names: ['Seitheben', 'Face Pulls', 'Arnold Press', 'Reverse Butterfly'], fits: ['Oberkörper', 'Push', 'Pull', 'Ganzkörper'] },
  Rücken: { names: ['Kurzhantelrudern', 'Latzug', 'Straight Arm Pulldown', 'Kabelrudern'], fits: ['Oberkörper', 'Pull', 'Ganzkörper'] },
  Arme: {
    names: ['Bizepscurls', 'Trizepsdrücken am Kabel', 'Hammercurls', 'French Press'],
    fits: ['Oberkörper', 'Push', 'Pull', 'Ganzkörper'],
    byDay: { Push: ['French Press', 'Trizeps Überkopfstrecken', 'Trizepsmaschine'], Pull: ['Hammercurls', 'Langhantelcurls', 'Scottcurls'] },
  },
  Beine: { names: ['Bulgarian Split Squats', 'Ausfallschritte', 'Beinstrecker', 'Hip Thrust'], fits: ['Unterkörper', 'Legs', 'Ganzkörper'] },
  Bauch: { names: ['Kabelcrunches', 'Beinheben hängend', 'Plank', 'Pallof Press'], fits: PLAN_DAY_NAMES },
  Ganzkörper: { names: [], fits: [] },
  Ausdauer: { names: ['Rudergerät', 'Fahrradergometer', 'Crosstrainer', 'Seilspringen'], fits: PLAN_DAY_NAMES },
};

/** The spec's German names of the goals and experience levels (section 3). */
export const GOAL_LABELS: Record<string, string> = {
  muscle_building: 'Muskelaufbau',
  weight_loss: 'Abnehmen',
  strength: 'Kraft steigern',
  definition: 'Körper definieren',
  endurance: 'Ausdauer verbessern',
};
export const EXPERIENCE_LABELS: Record<string, string> = { beginner: 'Anfänger', intermediate: 'Fortgeschritten', advanced: 'Experte' };

const GOAL_REPS: Record<string, { compound: string; isolation: string }> = {
  strength: { compound: '3-5', isolation: '6-8' },
  muscle_building: { compound: '6-10', isolation: '10-12' },
  definition: { compound: '8-12', isolation: '12-15' },
  weight_loss: { compound: '10-12', isolation: '12-15' },
  endurance: { compound: '12-15', isolation: '15-20' },
};
const EXPERIENCE_SETS: Record<string, { compound: number; isolation: number }> = {
  beginner: { compound: 3, isolation: 2 },
  intermediate: { compound: 4, isolation: 3 },
  advanced: { compound: 4, isolation: 3 },
};

const BY_NAME = new Map(EXERCISE_CATALOGUE.map((exercise) => [exercise.name, exercise]));

/**
 * The offline planner: a sensible German plan from the onboarding answers, the same every time
 * for the same answers. Splits fit the frequency (Ganzkörper for 1–2 days, Oberkörper/Unterkörper
 * for 3–4, Push/Pull/Legs for 5 and more), five exercises a day from the exercise catalogue, big
 * lifts first, focus areas given the last place of the days they fit, sets and repetitions by goal
 * and experience. It answers JSON text, which goes through the same parser as a model's reply.
 */
export function writeOfflinePlan(request: PlanRequest): string {
  const days = Math.min(7, Math.max(1, Math.round(request.days) || 3));
  const goalKey = request.goal && request.goal in GOAL_REPS ? request.goal : 'muscle_building';
  const experienceKey = request.experience && request.experience in EXPERIENCE_SETS ? request.experience : 'beginner';
  const goal = GOAL_REPS[goalKey]!;
  const experience = EXPERIENCE_SETS[experienceKey]!;
  const beginner = experienceKey === 'beginner';
  const types = splitFor(days);
  const focus = request.focusAreas.filter((area) => FOCUS[area].names.length > 0);
  const seen = new Map<DayType, number>();
  const trainingDays = types.map((type, index) => {
    const variant = seen.get(type) ?? 0;
    seen.set(type, variant + 1);
    const names: string[] = [];
    for (const place of DAYS[type]) {
      const preferred = beginner && place.beginner && variant === 0 ? place.beginner : place.names[variant % place.names.length]!;
      names.push(names.includes(preferred) ? pickNew(place.names, names, 0) : preferred);
    }
    const focusArea = focusFor(focus, type, index);
    if (focusArea) names[names.length - 1] = pickNew(FOCUS[focusArea].byDay?.[type] ?? FOCUS[focusArea].names, names, variant);
    const exercises = names
      .map((name) => BY_NAME.get(name)!)
      .sort((a, b) => Number(isCompound(b)) - Number(isCompound(a)))
      .map((exercise) => ({ exercise_name: exercise.name, ...dose(exercise, goal, experience) }));
    return { day_number: index + 1, day_name: type, exercises };
  });
  const focusText = request.focusAreas.length > 0 ? request.focusAreas.join(', ') : 'Ganzkörper';
  return JSON.stringify({
    plan_name: `${SPLIT_NAMES[types[0]!]}: ${GOAL_LABELS[goalKey]}`,
    plan_description:
      `${days} ${days === 1 ? 'Trainingstag' : 'Trainingstage'} pro Woche. Ziel: ${GOAL_LABELS[goalKey]}, Niveau: ${EXPERIENCE_LABELS[experienceKey]}, ` +
      `Schwerpunkte: ${focusText}. Grundübungen zuerst, danach die kleineren Übungen.`,
    training_days: trainingDays,
  });
}

const SPLIT_NAMES: Record<DayType, string> = {
  Ganzkörper: 'Ganzkörperplan',
  Oberkörper: 'Oberkörper-Unterkörper-Plan',
  Unterkörper: 'Oberkörper-Unterkörper-Plan',
  Push: 'Push-Pull-Legs-Plan',
  Pull: 'Push-Pull-Legs-Plan',
  Legs: 'Push-Pull-Legs-Plan',
};

export function splitFor(days: number): DayType[] {
  const cycle: DayType[] = days <= 2 ? ['Ganzkörper'] : days <= 4 ? ['Oberkörper', 'Unterkörper'] : ['Push', 'Pull', 'Legs'];
  return Array.from({ length: days }, (_, index) => cycle[index % cycle.length]!);
}

/** The focus area a day gives its last place to: the areas take turns over the days they fit. */
function focusFor(focus: readonly Category[], type: DayType, dayIndex: number): Category | null {
  const fitting = focus.filter((area) => FOCUS[area].fits.includes(type));
  return fitting.length > 0 ? fitting[dayIndex % fitting.length]! : null;
}

function pickNew(candidates: readonly string[], taken: readonly string[], variant: number): string {
  const fresh = candidates.filter((name) => !taken.includes(name));
  return fresh[variant % fresh.length] ?? taken.at(-1)!;
}

const isCompound = (exercise: CatalogueEntry) => COMPOUND_PATTERNS.has(exercise.pattern);

function dose(exercise: CatalogueEntry, goal: { compound: string; isolation: string }, experience: { compound: number; isolation: number }) {
  if (exercise.pattern === 'cardio') return { sets: 1, reps: '10-15 Min' };
  if (exercise.pattern === 'plank') return { sets: experience.isolation, reps: '30-45 Sek' };
  return isCompound(exercise) ? { sets: experience.compound, reps: goal.compound } : { sets: experience.isolation, reps: goal.isolation };
}
