import type { Category } from '../../../common/exercise-categories.js';
import type { PlanRequest, ResponseFormat } from '../../coach/index.js';
import { bodyPartName, EXPERIENCE_LABELS, GOAL_LABELS, PLAN_DAY_NAMES, rememberConversation } from '../../coach/index.js';
import { isCategory } from '../../../common/exercise-categories.js';

export const EXERCISES_PER_DAY = 5;
const DEFAULT_DAYS = 3;

export interface PlanProfile {
  training_frequency?: string | null;
  fitness_goal?: string | null;
  training_experience?: string | null;
  focus_areas?: readonly string[] | string | null;
  language?: 'de' | 'en' | null;
}

/**
 * Spec §5: the frequency with its plus removed (default 3), the goal, experience and focus as
 * answered; over them what the lifter said in their newest coach conversation (`said`, their
 * messages oldest first: days a week, goal, injuries), as it is newer (issue 32), and the
 * interface's language.
 */
export function planRequestOf(profile: PlanProfile, said: readonly string[] = []): PlanRequest {
  const memory = rememberConversation(said);
  const days = memory.daysPerWeek ?? Number.parseInt((profile.training_frequency ?? '').replace('+', ''), 10);
  const focus = typeof profile.focus_areas === 'string' ? profile.focus_areas.split(',').map((area) => area.trim()) : (profile.focus_areas ?? []);
  return {
    days: Number.isInteger(days) && days >= 1 ? Math.min(days, 7) : DEFAULT_DAYS,
    goal: memory.goal ?? profile.fitness_goal ?? null,
    experience: profile.training_experience ?? null,
    focusAreas: focus.filter((area): area is Category => isCategory(area)),
    injuries: memory.injuries,
    language: profile.language === 'en' ? 'en' : 'de',
  };
}

export const PLAN_SYSTEM_PROMPT = 'Du bist ein erfahrener Personal Trainer. Du erstellst Trainingspläne und antwortest ausschließlich mit JSON.';

/**
 * The one user message of the planner's conversation (spec §5): goal default Muskelaufbau,
 * experience default Anfänger, focus default Ganzkörper; five exercises a day, only the allowed day
 * names, German with umlauts and no special characters, JSON only.
 */
export function planPrompt(request: PlanRequest): string {
  const goal = GOAL_LABELS[request.goal ?? ''] ?? 'Muskelaufbau';
  const experience = EXPERIENCE_LABELS[request.experience ?? ''] ?? 'Anfänger';
  const focus = request.focusAreas.length > 0 ? request.focusAreas.join(', ') : 'Ganzkörper';
  return [
    `Erstelle einen personalisierten Trainingsplan mit ${request.days} ${request.days === 1 ? 'Trainingstag' : 'Trainingstagen'} pro Woche.`,
    '',
    `Ziel: ${goal}`,
    `Erfahrung: ${experience}`,
    `Schwerpunkte: ${focus}`,
    '',
    'Regeln:',
    `- Genau ${request.days} Trainingstage mit jeweils genau ${EXERCISES_PER_DAY} Übungen.`,
    `- Verwende als day_name nur: ${PLAN_DAY_NAMES.join(', ')}.`,
    ...(request.injuries?.length
      ? [
          `- Beschwerden: ${request.injuries.map((part) => bodyPartName(part, 'de')).join(', ')}. Keine Übungen, die dort belasten; nimm schonende Alternativen.`,
        ]
      : []),
    ...(request.language === 'en' ? ['- Schreibe plan_name und plan_description auf Englisch.'] : []),
    '- Schreibe deutsche Übungsnamen mit Umlauten (ä, ö, ü, ß) und ohne Sonderzeichen.',
    '- Gib für jede Übung die Sätze (sets) und die Wiederholungen (reps, z. B. "8-12") an.',
    '- Antworte nur mit JSON, ohne Text davor oder danach und ohne Markdown, in genau diesem Format:',
    '{"plan_name": "Name des Plans", "plan_description": "Kurze Beschreibung", "training_days": [{"day_number": 1, "day_name": "Push", "exercises": [{"exercise_name": "Bankdrücken", "sets": 3, "reps": "8-12"}]}]}',
  ].join('\n');
}

/** The plan as a JSON schema, for models that answer in structured output (strict: every key required). */
export const PLAN_RESPONSE_FORMAT: ResponseFormat = {
  name: 'training_plan',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['plan_name', 'plan_description', 'training_days'],
    properties: {
      plan_name: { type: 'string' },
      plan_description: { type: 'string' },
      training_days: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['day_number', 'day_name', 'exercises'],
          properties: {
            day_number: { type: 'integer' },
            day_name: { type: 'string', enum: [...PLAN_DAY_NAMES] },
            exercises: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['exercise_name', 'sets', 'reps'],
                properties: { exercise_name: { type: 'string' }, sets: { type: 'integer' }, reps: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  },
};
