import type { OnboardingAnswers } from '@hantelwerk/api-types';

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

/** "75,5" and "75.5" alike; null unless a number of at least 0. */
export function parseWeight(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
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
