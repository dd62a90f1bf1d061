import type { ToolDefinition } from './language-model.js';
import { findMentionedExercise } from './offline/chat-coach.js';
import type { CalendarPeriod, ExerciseFacts, PlanFacts, SetFact, TrainingFacts } from './training-facts.js';

const PERIODS: readonly CalendarPeriod[] = ['today', 'yesterday', 'week', 'last_week', 'month', 'last_month'];

const EXERCISE_NAME = { type: 'string', description: 'Name der Übung, wie der Nutzer sie angelegt hat (Tippfehler und andere Namen werden erkannt)' };

/**
 * The tools a real model reads the user's data with, instead of a dump of it in the prompt. Each
 * answers from the facts of the signed-in user, so a model can never look at anyone else's.
 */
export const COACH_TOOLS: ToolDefinition[] = [
  {
    name: 'list_exercises',
    description: 'Alle Übungen des Nutzers mit Kategorien, Anzahl der Sätze, letztem Satz und Bestwerten.',
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'exercise_history',
    description: 'Die Trainingstage des Nutzers bei einer Übung (bester Satz pro Tag, älteste zuerst, höchstens 12) und alle Sätze des letzten Trainingstags.',
    parameters: { type: 'object', properties: { exercise_name: EXERCISE_NAME }, required: ['exercise_name'] },
  },
  {
    name: 'personal_records',
    description:
      'Persönliche Rekorde mit Datum: schwerstes Gewicht, bester Satz nach geschätztem Maximalgewicht (Epley), meistes Volumen in einem Satz. Ohne Übung für alle Übungen.',
    parameters: { type: 'object', properties: { exercise_name: EXERCISE_NAME } },
  },
  {
    name: 'training_summary',
    description:
      'Trainingstage, Sätze, Wiederholungen und Volumen (Gewicht × Wiederholungen) eines Kalenderzeitraums, pro Übung und pro Muskelgruppe. Woche = Montag bis heute, Monat = 1. bis heute.',
    parameters: {
      type: 'object',
      properties: { period: { type: 'string', enum: PERIODS, description: 'Zeitraum; ohne Angabe diese Woche' } },
    },
  },
  {
    name: 'training_plan',
    description:
      'Der aktuelle Trainingsplan des Nutzers: Name, Tage mit Übungen (Sätze × Wiederholungen laut Plan), der zuletzt abgeschlossene Tag und der Tag, der als Nächstes dran ist. Für „Was steht heute an?“, „Was ist mein nächstes Training?“, „Wie sieht mein Plan aus?“.',
    parameters: { type: 'object', properties: {} },
  },
];

/** Runs one tool call on the user's facts; unknown tools and names answer an error the model can read. */
export function runTool(name: string, args: Record<string, unknown>, facts: TrainingFacts): unknown {
  switch (name) {
    case 'list_exercises':
      return facts.exercises.map((exercise) => ({
        name: exercise.name,
        categories: exercise.categories,
        sets: exercise.entryCount,
        latest: set(exercise.latest),
        best_weight_kg: exercise.bestWeight,
        estimated_one_rep_max_kg: exercise.bestE1rm,
      }));
    case 'exercise_history': {
      const exercise = exerciseNamed(args.exercise_name, facts);
      if ('error' in exercise) return exercise;
      return { exercise: exercise.name, sessions: exercise.sessions.map(set), last_day_sets: exercise.lastDaySets.map(set) };
    }
    case 'personal_records': {
      if (args.exercise_name === undefined || args.exercise_name === '') return facts.exercises.map(records);
      const exercise = exerciseNamed(args.exercise_name, facts);
      return 'error' in exercise ? exercise : records(exercise);
    }
    case 'training_summary': {
      const period = PERIODS.find((candidate) => candidate === args.period) ?? 'week';
      return { period, ...facts.periods[period] };
    }
    case 'training_plan':
      return facts.plan ? plan(facts.plan) : { plan: null, hint: NO_PLAN };
    default:
      return { error: `Unbekanntes Werkzeug: ${name}` };
  }
}

function exerciseNamed(name: unknown, facts: TrainingFacts): ExerciseFacts | { error: string; available: string[] } {
  const text = typeof name === 'string' ? name : '';
  const exact = facts.exercises.find((exercise) => exercise.name.toLowerCase() === text.trim().toLowerCase());
  const exercise = exact ?? findMentionedExercise(text, facts).exercise;
  return exercise ?? { error: `Keine Übung „${text}“ gefunden`, available: facts.exercises.map((candidate) => candidate.name) };
}

function records(exercise: ExerciseFacts) {
  return {
    exercise: exercise.name,
    heaviest: set(exercise.recordSets.weight),
    best_set: { ...set(exercise.recordSets.e1rm), estimated_one_rep_max_kg: exercise.bestE1rm },
    most_volume: { ...set(exercise.recordSets.volume), volume_kg: exercise.bestVolume },
  };
}

const NO_PLAN = 'Noch kein Trainingsplan: Auf dem Bildschirm „Trainingsplan“ (/TrainingPlan) erstellt der Knopf „Trainingsplan generieren“ einen.';

function plan(facts: PlanFacts) {
  return {
    name: facts.name,
    days: facts.days.map((day) => ({
      day_number: day.number,
      name: day.name,
      exercises: day.exercises.map((exercise) => ({ name: exercise.name, sets: exercise.sets, reps: exercise.reps })),
    })),
    last_completed_day_number: facts.lastCompletedDayNumber,
    last_training_date: facts.lastTrainingDate,
    next_day_number: facts.nextDayNumber,
    other_plans: facts.otherPlans,
  };
}

function set(fact: SetFact) {
  return { date: fact.date, weight_kg: fact.weight, reps: fact.reps };
}
