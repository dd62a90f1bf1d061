import type { Category } from '../../../../common/exercise-categories.js';
import type { ExerciseFacts, TrainingFacts } from '../../training-facts.js';
import type { ExerciseMatcher } from '../categoriser.js';
import type { CatalogueEntry, MovementPattern } from '../../../exercises/index.js';
import { daysBetween, whole } from '../german.js';
import type { Goal } from '../understanding/mentions.js';
import type { Understanding } from '../understanding/understand.js';

/** Everything an answer may use: the user's facts and what the question (in its conversation) asks. */
export interface AnswerContext {
  /** The question as the user wrote it. */
  question: string;
  facts: TrainingFacts;
  understanding: Understanding;
  /** The user's own exercise the question is about, if they have logged it. */
  exercise: ExerciseFacts | null;
  /** The catalogue entry of the exercise meant, for technique and increments. */
  catalogue: CatalogueEntry | null;
  /** The goal the question names, else the one said earlier, else the profile's, else muscle building. */
  goal: Goal;
  /** Whether the goal came from the user (question, conversation or profile) rather than the default. */
  goalKnown: boolean;
  matcher: ExerciseMatcher;
  /** Muscle groups an injury the lifter told about rules out for today's suggestions. */
  spared: readonly Category[];
}

export type Answer = (context: AnswerContext) => string;

export interface GoalPlan {
  label: string;
  sets: string;
  reps: string;
  /** Lowest and highest repetitions of the range. */
  repRange: [number, number];
  /** Share of the one-repetition maximum. */
  intensity: [number, number];
  restBetweenSets: string;
  weeklySets: string;
}

export const GOAL_PLANS: Record<Goal, GoalPlan> = {
  strength: { label: 'Kraft', sets: '3–5', reps: '3–6', repRange: [3, 6], intensity: [0.8, 0.9], restBetweenSets: '2–4 Minuten', weeklySets: '8–12' },
  muscle_building: {
    label: 'Muskelaufbau',
    sets: '3–4',
    reps: '8–12',
    repRange: [8, 12],
    intensity: [0.67, 0.77],
    restBetweenSets: '60–120 Sekunden',
    weeklySets: '10–20',
  },
  definition: {
    label: 'Definition',
    sets: '3–4',
    reps: '10–15',
    repRange: [10, 15],
    intensity: [0.6, 0.7],
    restBetweenSets: '45–90 Sekunden',
    weeklySets: '10–16',
  },
  weight_loss: {
    label: 'Abnehmen',
    sets: '2–4',
    reps: '12–15',
    repRange: [12, 15],
    intensity: [0.6, 0.7],
    restBetweenSets: '30–60 Sekunden',
    weeklySets: '8–14',
  },
  endurance: {
    label: 'Ausdauer',
    sets: '2–3',
    reps: '15–25',
    repRange: [15, 25],
    intensity: [0.5, 0.6],
    restBetweenSets: '30–45 Sekunden',
    weeklySets: '8–12',
  },
};

/** Muscle groups that need rest between sessions; Ausdauer and Ganzkörper are planned differently. */
export const MUSCLE_GROUPS: readonly Category[] = ['Brust', 'Rücken', 'Beine', 'Schultern', 'Arme', 'Bauch'];

const BIG_LOWER_BODY: ReadonlySet<MovementPattern> = new Set(['squat', 'hinge', 'leg_press', 'hip_thrust']);
const ISOLATION: ReadonlySet<MovementPattern> = new Set([
  'fly',
  'raise',
  'shrug',
  'pullover',
  'leg_extension',
  'leg_curl',
  'hip_machine',
  'calf',
  'curl',
  'triceps',
  'forearm',
]);

/** The next weight step: big leg and hip lifts take 5 kg, presses and pulls 2.5 kg, small muscles the smallest plate. */
export function increment(catalogue: CatalogueEntry | null, weight: number): number {
  if (catalogue && BIG_LOWER_BODY.has(catalogue.pattern) && weight >= 40) return 5;
  if (catalogue && ISOLATION.has(catalogue.pattern)) return weight >= 30 ? 2.5 : 1;
  return 2.5;
}

export function roundToPlate(value: number): number {
  return Math.max(0, Math.round(value / 2.5) * 2.5);
}

export function percent(from: number, to: number): number {
  if (from <= 0) return 0;
  return Math.round(((to - from) / from) * 100);
}

export function signed(value: number): string {
  return value > 0 ? `+${whole(value)}` : whole(value);
}

/** The exercise the answer talks about when the question names none: the one trained last. */
export function exerciseOrLatest(context: AnswerContext): ExerciseFacts | null {
  if (context.exercise) return context.exercise;
  if (context.understanding.exercise) return null;
  return context.facts.exercises[0] ?? null;
}

/** The name to call the exercise by: the user's own name, else the catalogue's. */
export function exerciseName(context: AnswerContext): string | null {
  return context.exercise?.name ?? context.catalogue?.name ?? null;
}

/** Days since a category was last trained; infinity when never. */
export function restDays(facts: TrainingFacts, category: Category): number {
  const last = facts.lastTrainedByCategory[category];
  return last ? daysBetween(last, facts.today) : Number.POSITIVE_INFINITY;
}
