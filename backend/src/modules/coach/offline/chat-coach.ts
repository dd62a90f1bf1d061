import type { ExerciseFacts, TrainingFacts } from '../training-facts.js';
import type { Answer, AnswerContext } from './answers/context.js';
import { answerGreeting, answerInjection, answerNotUnderstood, answerOffTopic, answerThanks } from './answers/conversation.js';
import { answerEquipment, answerTechnique } from './answers/exercises.js';
import { answerDeload, answerPlateau, answerProgression, answerSetsAndReps } from './answers/getting-stronger.js';
import { answerNutrition } from './answers/nutrition.js';
import { answerPlan } from './answers/plan.js';
import { answerFrequency, answerRest, answerSoreness, answerWarmup } from './answers/recovery.js';
import { answerPain } from './answers/safety.js';
import { answerProgress, answerRecords, answerToday, answerVolume } from './answers/your-training.js';
import type { ExerciseMatcher } from './categoriser.js';
import { defaultExerciseMatcher } from './categoriser.js';
import type { CatalogueExercise } from './exercise-catalogue.js';
import type { Intent } from './understanding/intent-classifier.js';
import type { ExerciseMention, Goal } from './understanding/mentions.js';
import { readMentions } from './understanding/mentions.js';
import type { Turn } from './understanding/understand.js';
import { understand } from './understanding/understand.js';

const ANSWERS: Record<Exclude<Intent, 'follow_up'>, Answer> = {
  greeting: answerGreeting,
  thanks: answerThanks,
  technique: answerTechnique,
  plateau: answerPlateau,
  pain: answerPain,
  records: answerRecords,
  progress: answerProgress,
  volume: answerVolume,
  today: answerToday,
  sets_reps: answerSetsAndReps,
  rest: answerRest,
  frequency: answerFrequency,
  warmup: answerWarmup,
  deload: answerDeload,
  progression: answerProgression,
  nutrition: answerNutrition,
  soreness: answerSoreness,
  equipment: answerEquipment,
  plan: answerPlan,
  off_topic: answerOffTopic,
  injection: answerInjection,
  unknown: answerNotUnderstood,
};

const GOALS: readonly Goal[] = ['muscle_building', 'strength', 'definition', 'weight_loss', 'endurance'];

/**
 * The offline chat coach: understands a question in its conversation (what is asked, about which
 * exercise, goal or period) and answers it in German markdown from the user's own numbers.
 */
export async function answerQuestion(
  question: string,
  facts: TrainingFacts,
  history: readonly Turn[] = [],
  matcher: ExerciseMatcher = defaultExerciseMatcher,
): Promise<string> {
  const understanding = await understand(
    question,
    history,
    facts.exercises.map((exercise) => exercise.name),
    matcher,
  );
  const { exercise, catalogue } = resolveExercise(understanding.exercise, facts, matcher);
  const profileGoal = GOALS.find((goal) => goal === facts.profile.goal) ?? null;
  const goal = understanding.goal ?? profileGoal;
  const context: AnswerContext = { question, facts, understanding, exercise, catalogue, goal: goal ?? 'muscle_building', goalKnown: goal !== null, matcher };
  const intent = understanding.intent === 'follow_up' ? 'unknown' : understanding.intent;
  return ANSWERS[intent](context);
}

function resolveExercise(
  mention: ExerciseMention | null,
  facts: TrainingFacts,
  matcher: ExerciseMatcher,
): { exercise: ExerciseFacts | null; catalogue: CatalogueExercise | null } {
  if (!mention) return { exercise: null, catalogue: null };
  const exercise = mention.ownName ? (facts.exercises.find((candidate) => candidate.name === mention.ownName) ?? null) : null;
  return { exercise, catalogue: mention.catalogue ?? (exercise ? matcher.findClose(exercise.name) : null) };
}

/** The user's exercise a text names (a tool argument, a question), with typos and other names. */
export function findMentionedExercise(
  text: string,
  facts: TrainingFacts,
  matcher: ExerciseMatcher = defaultExerciseMatcher,
): { exercise: ExerciseFacts | null; catalogue: CatalogueExercise | null } {
  const [mention] = readMentions(
    text,
    facts.exercises.map((exercise) => exercise.name),
    matcher,
  ).exercises;
  return resolveExercise(mention ?? null, facts, matcher);
}
