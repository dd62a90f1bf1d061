/** Spec §3 enumerations of the onboarding answers, and their limits. */
export const TRAINING_FREQUENCIES = ['1', '2', '3', '4', '5', '6', '7+'] as const;
export const FITNESS_GOALS = ['muscle_building', 'weight_loss', 'strength', 'definition', 'endurance'] as const;
export const TRAINING_EXPERIENCE = ['beginner', 'intermediate', 'advanced'] as const;
export const MAX_DISPLAY_NAME = 80;
export const MAX_BODY_WEIGHT_KG = 500;
