/** Spec §3. Fields the server may leave unset are optional or nullable. */
export type UserRole = 'admin' | 'user';

export type TrainingFrequency = '1' | '2' | '3' | '4' | '5' | '6' | '7+';
export type FitnessGoal = 'muscle_building' | 'weight_loss' | 'strength' | 'definition' | 'endurance';
export type TrainingExperience = 'beginner' | 'intermediate' | 'advanced';
export type Language = 'de' | 'en';

export interface User {
  id: string;
  email: string;
  full_name: string | null;
  name: string | null;
  display_name: string | null;
  profile_image: string | null;
  picture: string | null;
  role: UserRole;
  hantel_currency: number | null;
  onboarding_completed: boolean;
  training_frequency: TrainingFrequency | null;
  fitness_goal: FitnessGoal | null;
  training_experience: TrainingExperience | null;
  body_weight: number | null;
  focus_areas: string[] | null;
  /** Whole weeks in a row with training. */
  current_streak: number | null;
  pause_mode_active: boolean;
  /** yyyy-MM-dd */
  pause_mode_start_date: string | null;
  /** yyyy-MM-dd, the Monday of the current week. */
  week_start_date: string | null;
  selected_training_plan_id: string | null;
  last_completed_training_day_number: number | null;
  last_training_date: string | null;
  /** Training plan id -> day number last completed in that plan. */
  last_completed_training_day_per_plan: Record<string, number> | null;
  last_performance_analysis: string | null;
  /** ISO timestamp */
  last_analysis_date: string | null;
  language?: Language | null;
}

export interface AuthProviders {
  google: boolean;
  devLogin: boolean;
}

export interface DevLoginRequest {
  email: string;
  name: string;
}
