import type { OnboardingAnswers } from '@hantelwerk/api-types';
import { parseDecimal } from '../../../lib/numbers';

export const FREQUENCIES = ['1', '2', '3', '4', '5', '6', '7+'] as const;
export const GOALS = ['muscle_building', 'weight_loss', 'strength', 'definition', 'endurance'] as const;
export const EXPERIENCE = ['beginner', 'intermediate', 'advanced'] as const;
export const STEP_COUNT = 6;
/** Spec §9: steps 2–4 move on by themselves 300 ms after a choice. */
export const AUTO_ADVANCE_MS = 300;
export const AUTO_ADVANCING_STEPS: readonly number[] = [2, 3, 4];

/** The answers while they are given: the body weight as typed. */
export interface Draft {
  name: string;
  frequency: string | null;
  goal: string | null;
  experience: string | null;
  weight: string;
  focus: string[];
}

export const emptyDraft = (name = ''): Draft => ({ name, frequency: null, goal: null, experience: null, weight: '', focus: [] });

/** A body weight an adult lifter can have (docs/decisions/23-the-lifter-s-daily-screens.md). */
export const BODY_WEIGHT_KG = { min: 20, max: 400 } as const;

export type WeightProblem = 'onboarding.weight.notANumber' | 'onboarding.weight.range';

/** "78,5" and "78.5" alike; null unless a number within BODY_WEIGHT_KG. */
export function parseWeight(text: string): number | null {
  const weight = parseDecimal(text);
  return weight !== null && weight >= BODY_WEIGHT_KG.min && weight <= BODY_WEIGHT_KG.max ? weight : null;
}

/** What is wrong with a typed body weight, shown on its own step; null when it is fine or not typed yet. */
export function weightProblem(text: string): WeightProblem | null {
  if (text.trim() === '') return null;
  const weight = parseDecimal(text);
  if (weight === null) return 'onboarding.weight.notANumber';
  return parseWeight(text) === null ? 'onboarding.weight.range' : null;
}

/** Whether "Weiter" can be tried: something chosen or typed (a typed value is checked when it is tried). */
export function isStepAnswered(step: number, draft: Draft): boolean {
  return step === 5 ? draft.weight.trim() !== '' : isStepValid(step, draft);
}

/** Spec §5: step 1 a non-blank name; steps 2–5 a choice or a value; step 6 always. */
export function isStepValid(step: number, draft: Draft): boolean {
  switch (step) {
    case 1:
      return draft.name.trim() !== '';
    case 2:
      return draft.frequency !== null;
    case 3:
      return draft.goal !== null;
    case 4:
      return draft.experience !== null;
    case 5:
      return parseWeight(draft.weight) !== null;
    default:
      return true;
  }
}

export function answersOf(draft: Draft): OnboardingAnswers {
  return {
    display_name: draft.name.trim(),
    training_frequency: draft.frequency ?? '3',
    fitness_goal: draft.goal ?? 'muscle_building',
    training_experience: draft.experience ?? 'beginner',
    body_weight: parseWeight(draft.weight) ?? 0,
    focus_areas: draft.focus,
  };
}
