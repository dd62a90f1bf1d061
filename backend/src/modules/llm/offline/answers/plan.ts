import type { Category } from '../../categories.js';
import type { TrainingFacts } from '../../training-facts.js';
import type { Answer } from './context.js';
import { GOAL_PLANS } from './context.js';

/** The in-app link to the training plan screen (the chat renders app paths as links inside the app). */
export const PLAN_SCREEN_LINK = '[Trainingsplan](/TrainingPlan)';

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
  if (facts.plan) {
    const next = facts.plan.days.find((day) => day.number === facts.plan!.nextDayNumber);
    return [
      `Dein Plan **${facts.plan.name}** hat ${facts.plan.days.length} Trainingstage:`,
      facts.plan.days
        .map((day) => `- **Tag ${day.number}: ${day.name}** – ${day.exercises.map((exercise) => exercise.name).join(', ') || 'noch keine Übungen'}`)
        .join('\n'),
      next ? `Als Nächstes ist **Tag ${next.number}: ${next.name}** dran.` : '',
      `Ändern kannst du ihn unter ${PLAN_SCREEN_LINK}: Tage umbenennen, Übungen hinzufügen oder entfernen.`,
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  const days = context.understanding.mentions.daysPerWeek ?? plannedDays(facts) ?? 3;
  const split = SPLITS[Math.min(Math.max(days, 1), 6)]!;
  const plan = GOAL_PLANS[context.goal];
  const lines = [
    `Einen persönlichen Plan erstellt dir die App unter ${PLAN_SCREEN_LINK}: Tippe dort auf **„Trainingsplan generieren“** – er richtet sich nach deinem Ziel, deiner Erfahrung und deinen Trainingstagen aus dem Onboarding. Danach kannst du Tage und Übungen anpassen und mit „Training starten“ Schritt für Schritt trainieren.`,
    `Als Orientierung für **${days} ${days === 1 ? 'Tag' : 'Tage'} pro Woche** passt ein **${split.name}**-Plan (${plan.sets} Sätze à ${plan.reps} Wiederholungen für ${plan.label}):`,
    split.days.map(([name, categories], index) => `- **Tag ${index + 1}: ${name}** – ${exercisesFor(facts, categories)}`).join('\n'),
  ];
  return lines.join('\n\n');
};

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
