/** What a user may change about themselves; the keys are the read model's column names. */
export interface ProfileChanges {
  full_name?: string | null;
  name?: string | null;
  display_name?: string | null;
  profile_image?: string | null;
  language?: 'de' | 'en';
  onboarding_completed?: boolean;
  training_frequency?: string | null;
  fitness_goal?: string | null;
  training_experience?: string | null;
  body_weight?: number | null;
  focus_areas?: string[];
  pause_mode_active?: boolean;
  pause_mode_start_date?: string | null;
  selected_training_plan_id?: string | null;
  last_completed_training_day_number?: number | null;
  last_training_date?: string | null;
  last_completed_training_day_per_plan?: Record<string, number>;
}

export const PROFILE_FIELDS = [
  'full_name',
  'name',
  'display_name',
  'profile_image',
  'language',
  'onboarding_completed',
  'training_frequency',
  'fitness_goal',
  'training_experience',
  'body_weight',
  'focus_areas',
  'pause_mode_active',
  'pause_mode_start_date',
  'selected_training_plan_id',
  'last_completed_training_day_number',
  'last_training_date',
  'last_completed_training_day_per_plan',
] as const satisfies readonly (keyof ProfileChanges)[];

/**
 * A pause as the profile records it: switched on during `start`, off during `end` (null while it
 * lasts). Only the days strictly between are paused: a set logged on the morning before falling
 * ill, or on the day of coming back, still counts, and switching pause on and off again at once
 * pauses nothing.
 */
export interface PausePeriod {
  start: string;
  end: string | null;
}
