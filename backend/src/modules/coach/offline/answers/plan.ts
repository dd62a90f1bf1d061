import type { Category } from '../../../../common/exercise-categories.js';
import type { ExerciseFacts, PlanFacts, TrainingFacts } from '../../training-facts.js';
import { kg, plural } from '../german.js';
import type { Answer, AnswerContext } from './context.js';
import { GOAL_PLANS } from './context.js';

/** The in-app link to the training plan screen (the chat renders app paths as links inside the app). */
export const PLAN_SCREEN_LINK = '[Trainingsplan](/TrainingPlan)';
/** The guided training, which goes through a day of the plan exercise by exercise. */
export const GUIDED_TRAINING_LINK = '[Training starten](/GuidedTraining)';

const SPLITS: Record<number, { name: string; days: [string, Category[]][] }> = {
  1: { name: 'Ganzkörper', days: [['Ganzkörper', ['Beine', 'Brust', 'Rücken', 'Schultern', 'Bauch']]] },
  2: {
    name: 'Ganzkörper A/B',
    days: [
      ['Ganzkörper A', ['Beine', 'Brust', 'Rücken', 'Bauch']],
      ['Ganzkörper B', ['Beine', 'Schultern', 'Rücken', 'Arme']],
    ],
  },
  3: {
    name: 'Ganzkörper A/B/C',
    days: [
      ['Ganzkörper A', ['Beine', 'Brust', 'Rücken']],
      ['Ganzkörper B', ['Beine', 'Schultern', 'Rücken', 'Bauch']],
      ['Ganzkörper C', ['Beine', 'Brust', 'Arme']],
    ],
  },
  4: {
    name: 'Oberkörper/Unterkörper',
    days: [
      ['Oberkörper A', ['Brust', 'Rücken', 'Schultern']],
      ['Unterkörper A', ['Beine', 'Bauch']],
      ['Oberkörper B', ['Rücken', 'Brust', 'Arme']],
      ['Unterkörper B', ['Beine', 'Bauch']],
    ],
  },
  5: {
    name: 'Push/Pull/Beine + Oberkörper/Unterkörper',
    days: [
      ['Push', ['Brust', 'Schultern', 'Arme']],
      ['Pull', ['Rücken', 'Arme']],
      ['Beine', ['Beine', 'Bauch']],
      ['Oberkörper', ['Brust', 'Rücken', 'Schultern']],
      ['Unterkörper', ['Beine', 'Bauch']],
    ],
  },
  6: {
    name: 'Push/Pull/Beine ×2',
    days: [
      ['Push', ['Brust', 'Schultern', 'Arme']],
      ['Pull', ['Rücken', 'Arme']],
      ['Beine', ['Beine', 'Bauch']],
      ['Push', ['Brust', 'Schultern', 'Arme']],
      ['Pull', ['Rücken', 'Arme']],
      ['Beine', ['Beine', 'Bauch']],
    ],
  },
};

/**
 * Plan requests: with a plan, what it holds and which day is next; without one, where the app
 * generates one, and a split that fits the days the user wants, filled with their own exercises.
 */
export const answerPlan: Answer = (context) => {
  const { facts } = context;
  if (facts.plan) return (asksForTheDay(context) ? planDayToday(context) : null) ?? describePlan(context, facts.plan);
  const days = context.understanding.mentions.daysPerWeek ?? plannedDays(facts) ?? 3;
  const split = SPLITS[Math.min(Math.max(days, 1), 6)]!;
  const plan = GOAL_PLANS[context.goal];
  const lines = [
    `Du hast noch keinen Trainingsplan – den erstellt dir die App unter ${PLAN_SCREEN_LINK}: Tippe dort auf **„Trainingsplan generieren“**, er richtet sich nach deinem Ziel, deiner Erfahrung und deinen Trainingstagen aus dem Onboarding. Danach kannst du Tage und Übungen anpassen und mit „Training starten“ Schritt für Schritt trainieren – und ich sage dir hier, welcher Tag dran ist.`,
    `Als Orientierung für **${days} ${days === 1 ? 'Tag' : 'Tage'} pro Woche** passt ein **${split.name}**-Plan (${plan.sets} Sätze à ${plan.reps} Wiederholungen für ${plan.label}):`,
    split.days.map(([name, categories], index) => `- **Tag ${index + 1}: ${name}** – ${exercisesFor(facts, categories)}`).join('\n'),
  ];
  return lines.join('\n\n');
};

/** "Was sagt mein Plan für heute?", "Welcher Tag ist als Nächstes dran?": the day, not the whole plan. */
const ASKS_FOR_THE_DAY = /\b(heute|morgen|naechst\w*|nächst\w*|dran|today|tomorrow|next)\b/i;

function asksForTheDay({ question, understanding }: AnswerContext): boolean {
  return understanding.period === 'today' || ASKS_FOR_THE_DAY.test(question);
}

/** Asking to make a plan while one exists: how to make another one. */
const ASKS_FOR_A_NEW_PLAN = /\b(erstell|generier|schreib|bau|mach|neu|anders|wechsel|create|make|build|new|another)/i;

function describePlan({ question }: AnswerContext, plan: PlanFacts): string {
  const next = plan.days.find((day) => day.number === plan.nextDayNumber);
  const lines: string[] = [];
  if (ASKS_FOR_A_NEW_PLAN.test(question)) {
    lines.push(
      `Einen neuen Plan legst du unter ${PLAN_SCREEN_LINK} an: Tippe auf den Plannamen und dann auf **„Neuen Plan erstellen“** – die App fragt dich nach Ziel und Trainingstagen und erstellt ihn. Dein aktueller Plan bleibt dabei erhalten.`,
    );
  }
  lines.push(
    `Dein Trainingsplan **${plan.name}** hat ${plural(plan.days.length, 'Trainingstag', 'Trainingstage')}:`,
    plan.days
      .map(
        (day) =>
          `- **Tag ${day.number}: ${day.name}** – ${day.exercises.map((exercise) => `${exercise.name}${bracketed(target(exercise))}`).join(', ') || 'noch keine Übungen'}`,
      )
      .join('\n'),
  );
  if (next)
    lines.push(
      `Als Nächstes ist **Tag ${next.number}: ${next.name}** dran${lastCompletedNote(plan)}. Mit ${GUIDED_TRAINING_LINK} gehst du ihn Übung für Übung durch.`,
    );
  lines.push(`Ändern kannst du den Plan unter ${PLAN_SCREEN_LINK}: Tage umbenennen, Übungen hinzufügen oder entfernen.`);
  if (plan.otherPlans.length > 0)
    lines.push(`Außerdem hast du ${plural(plan.otherPlans.length, 'weiteren Plan', 'weitere Pläne')}: ${plan.otherPlans.join(', ')}.`);
  return lines.join('\n\n');
}

/**
 * "Was steht heute an?" with a plan: the day that is due, its exercises with the plan's target and
 * the user's last set of each; null when the plan has no day to offer.
 */
export function planDayToday({ facts, matcher }: AnswerContext): string | null {
  const plan = facts.plan;
  const day = plan?.days.find((candidate) => candidate.number === plan.nextDayNumber);
  if (!plan || !day) return null;
  const trainedToday = plan.lastTrainingDate === facts.today && plan.lastCompletedDayNumber !== null;
  const done = trainedToday ? plan.days.find((candidate) => candidate.number === plan.lastCompletedDayNumber) : undefined;
  const lines = [
    done
      ? `Heute hast du **Tag ${done.number}: ${done.name}** aus deinem Plan **${plan.name}** schon abgeschlossen – stark! Als Nächstes ist **Tag ${day.number}: ${day.name}** dran:`
      : `Laut deinem Plan **${plan.name}** ist heute **Tag ${day.number}: ${day.name}** dran${lastCompletedNote(plan)}:`,
  ];
  if (day.exercises.length === 0) {
    lines.push(`Für diesen Tag stehen noch keine Übungen im Plan – füge unter ${PLAN_SCREEN_LINK} welche hinzu.`);
    return lines.join('\n\n');
  }
  lines.push(
    day.exercises
      .map((exercise) => {
        const own = ownExercise(exercise.name, facts, matcher);
        return `- **${exercise.name}**${bracketed(target(exercise), own ? `zuletzt ${kg(own.latest.weight)} kg × ${own.latest.reps}` : null)}`;
      })
      .join('\n'),
  );
  lines.push(`Mit ${GUIDED_TRAINING_LINK} gehst du den Tag Übung für Übung durch${done ? ' – gönn dir vorher aber einen Ruhetag' : ''}.`);
  return lines.join('\n\n');
}

/** The plan's sets and reps of an exercise: "3 × 8-12", "3 Sätze", "10 Wdh.". */
function target(exercise: { sets: number | null; reps: string | null }): string | null {
  if (exercise.sets && exercise.reps) return `${exercise.sets} × ${exercise.reps}`;
  if (exercise.sets) return plural(exercise.sets, 'Satz', 'Sätze');
  return exercise.reps ? `${exercise.reps} Wdh.` : null;
}

/** " (a, b)" of the parts there are, or nothing. */
function bracketed(...parts: (string | null)[]): string {
  const present = parts.filter(Boolean);
  return present.length > 0 ? ` (${present.join(', ')})` : '';
}

/** The plan's last completed day, the guided training's "Zuletzt"; when it was is not kept per plan. */
function lastCompletedNote(plan: PlanFacts): string {
  const last = plan.days.find((day) => day.number === plan.lastCompletedDayNumber);
  return last ? ` (zuletzt hast du Tag ${last.number}: ${last.name} abgeschlossen)` : '';
}

/** The user's logged exercise a plan exercise names: the same name, else the same catalogue exercise. */
function ownExercise(name: string, facts: TrainingFacts, matcher: AnswerContext['matcher']): ExerciseFacts | null {
  const lower = name.toLowerCase();
  const same = facts.exercises.find((exercise) => exercise.name.toLowerCase() === lower);
  if (same) return same;
  const catalogue = matcher.findClose(name);
  return catalogue ? (facts.exercises.find((exercise) => matcher.findClose(exercise.name) === catalogue) ?? null) : null;
}

function plannedDays(facts: TrainingFacts): number | null {
  const planned = facts.profile.frequency ? Number.parseInt(facts.profile.frequency, 10) : Number.NaN;
  return Number.isFinite(planned) ? planned : null;
}

/** One exercise per muscle group of the day: the user's own where they have one, else a classic. */
function exercisesFor(facts: TrainingFacts, categories: readonly Category[]): string {
  const classics: Record<Category, string> = {
    Beine: 'Kniebeugen',
    Brust: 'Bankdrücken',
    Rücken: 'Rudern',
    Schultern: 'Schulterdrücken',
    Arme: 'Bizepscurls',
    Bauch: 'Plank',
    Ganzkörper: 'Kettlebell Swings',
    Ausdauer: 'Rudergerät',
  };
  const used = new Set<string>();
  return categories
    .map((category) => {
      const own = facts.exercises.find((exercise) => exercise.categories.includes(category) && !used.has(exercise.name));
      const name = own?.name ?? classics[category];
      used.add(name);
      return name;
    })
    .join(', ');
}
