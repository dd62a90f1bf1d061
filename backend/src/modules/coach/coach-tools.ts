import type { ToolDefinition } from './language-model.js';
import { findMentionedExercise } from './offline/chat-coach.js';
import type { CalendarPeriod, ExerciseFacts, PlanFacts, SetFact, TrainingFact, TrainingFacts } from './training-facts.js';
import { summarisePeriod, warmupSetsBetween } from './training-facts.js';

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
    description:
      'Die Trainingstage des Nutzers bei einer Übung (bester Satz pro Tag, älteste zuerst, höchstens 12; warmup_sets: Aufwärmsätze des Tages, wenn es welche gab), alle Arbeitssätze des letzten Trainingstags und die zuletzt mit RPE eingetragenen Sätze (rpe_sets, höchstens 6). rpe steht bei einem Satz nur, wenn der Nutzer sie eingetragen hat.',
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
      'Trainingstage, Arbeitssätze, Wiederholungen und Volumen (Gewicht × Wiederholungen) eines Kalenderzeitraums, pro Übung und pro Muskelgruppe, dazu die Aufwärmsätze (warmup_sets, pro Übung in warmups_by_exercise), die in keiner anderen Zahl stecken. Woche = Montag bis heute, Monat = 1. bis heute.',
    parameters: {
      type: 'object',
      properties: { period: { type: 'string', enum: PERIODS, description: 'Zeitraum; ohne Angabe diese Woche' } },
    },
  },
  {
    name: 'recent_trainings',
    description:
      'Die letzten Trainings des Nutzers (höchstens 20, neueste zuerst): Titel, Tag und Uhrzeit des Beginns (Berlin), Dauer in Minuten (null = unbekannt), Arbeitssätze und Aufwärmsätze; dazu wie viele Trainings es insgesamt gibt und der letzte Tag mit eingetragenen Sätzen (auch ohne Training). Für „Wie lange hat mein letztes Training gedauert?“ und „Wann war mein letztes Training?“.',
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'account',
    description:
      'Das Konto des Nutzers: Hanteln (die App-Währung), die aktuelle Streak in Wochen in Folge mit Training und die übrigen Streak-Freezes. Für „Wie viele Hanteln habe ich?“ und „Wie lang ist meine Streak?“.',
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'range_summary',
    description:
      'Arbeitssätze, Volumen und Trainingstage zwischen zwei Tagen (beide eingeschlossen), für alle Übungen oder eine, mit dem besten Satz und dem ersten und letzten Tag der Übung im Zeitraum. Für Zeiträume wie „in den letzten drei Wochen“, „im Oktober“, „seit Anfang des Jahres“ und für Vergleiche zweier Zeiträume (zweimal aufrufen).',
    parameters: {
      type: 'object',
      properties: {
        from: { type: 'string', description: 'Erster Tag, yyyy-MM-dd' },
        to: { type: 'string', description: 'Letzter Tag, yyyy-MM-dd; ohne Angabe heute' },
        exercise_name: EXERCISE_NAME,
      },
      required: ['from'],
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
      return exerciseHistory(exercise, facts);
    }
    case 'personal_records': {
      if (args.exercise_name === undefined || args.exercise_name === '') return facts.exercises.map(records);
      const exercise = exerciseNamed(args.exercise_name, facts);
      return 'error' in exercise ? exercise : records(exercise);
    }
    case 'training_summary': {
      const period = PERIODS.find((candidate) => candidate === args.period) ?? 'week';
      const summary = facts.periods[period];
      const warmupsByExercise = new Map<string, number>();
      for (const warmup of facts.warmups) {
        if (warmup.date >= summary.from && warmup.date <= summary.to)
          warmupsByExercise.set(warmup.machine, (warmupsByExercise.get(warmup.machine) ?? 0) + warmup.sets);
      }
      return {
        period,
        ...summary,
        warmup_sets: warmupSetsBetween(facts.warmups, summary.from, summary.to),
        ...(warmupsByExercise.size > 0 ? { warmups_by_exercise: [...warmupsByExercise].map(([name, sets]) => ({ name, sets })) } : {}),
      };
    }
    case 'recent_trainings':
      return recentTrainings(facts);
    case 'account':
      return facts.account
        ? { hanteln: facts.account.hanteln, streak_weeks: facts.account.streakWeeks, streak_freezes_left: facts.account.freezesLeft }
        : { error: 'Keine Kontodaten' };
    case 'range_summary':
      return rangeSummary(args, facts);
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

/** The history of one exercise: each day's best set (with the day's warm-ups), the last day's sets and the last sets with an RPE. */
function exerciseHistory(exercise: ExerciseFacts, facts: TrainingFacts) {
  const rpeSets = facts.sets.filter((fact) => fact.machineId === exercise.machineId && fact.rpe !== undefined).slice(-6);
  return {
    exercise: exercise.name,
    sessions: exercise.sessions.map((session) => {
      const warmups = warmupSetsBetween(facts.warmups, session.date, session.date, exercise.machineId);
      return warmups > 0 ? { ...set(session), warmup_sets: warmups } : set(session);
    }),
    last_day_sets: exercise.lastDaySets.map(set),
    ...(rpeSets.length > 0 ? { rpe_sets: rpeSets.map(set) } : {}),
  };
}

const NO_TRAININGS =
  'Noch keine Trainings: Trainings mit Titel, Beginn und Dauer kommen aus einem Import (Strong, Hevy, Hantelwerk) oder einem geführten Training; einzeln eingetragene Sätze gehören zu keinem Training.';

function recentTrainings(facts: TrainingFacts) {
  return {
    total: facts.trainingCount,
    trainings: facts.trainings.map(training),
    last_set_date: facts.latest?.date ?? null,
    ...(facts.trainings.length === 0 ? { hint: NO_TRAININGS } : {}),
  };
}

function training(fact: TrainingFact) {
  return { title: fact.title, date: fact.date, start_time: fact.time, duration_min: fact.durationMin, work_sets: fact.workSets, warmup_sets: fact.warmupSets };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Sets, volume and days between two days the model names, of all exercises or one. */
function rangeSummary(args: Record<string, unknown>, facts: TrainingFacts) {
  const from = typeof args.from === 'string' && DAY.test(args.from) ? args.from : null;
  const to = typeof args.to === 'string' && DAY.test(args.to) ? args.to : facts.today;
  if (!from) return { error: 'from fehlt oder ist kein Tag (yyyy-MM-dd)' };
  let exercise: ExerciseFacts | null = null;
  if (typeof args.exercise_name === 'string' && args.exercise_name !== '') {
    const named = exerciseNamed(args.exercise_name, facts);
    if ('error' in named) return named;
    exercise = named;
  }
  const sets = facts.sets.filter((fact) => fact.date >= from && fact.date <= to && (!exercise || fact.machineId === exercise.machineId));
  const summary = summarisePeriod(sets, from, to);
  return {
    from,
    to,
    ...(exercise ? { exercise: exercise.name } : {}),
    sets: summary.sets,
    reps: summary.reps,
    volume_kg: summary.volume,
    training_days: summary.days,
    exercises: summary.exercises,
    warmup_sets: warmupSetsBetween(facts.warmups, from, to, exercise?.machineId),
    ...(sets.length > 0
      ? { first_set: set(sets[0]!), last_set: set(sets.at(-1)!), heaviest_set: set(sets.reduce((a, b) => (b.weight > a.weight ? b : a))) }
      : {}),
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
  return fact.rpe === undefined
    ? { date: fact.date, weight_kg: fact.weight, reps: fact.reps }
    : { date: fact.date, weight_kg: fact.weight, reps: fact.reps, rpe: fact.rpe };
}
