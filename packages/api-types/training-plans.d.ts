/** Training plans, onboarding and plan generation (docs/api.md "Training plans"). */

/** Spec §3: pending after onboarding, generating while the planner works, then completed or failed. */
export type PlanGenerationStatus = 'pending' | 'generating' | 'completed' | 'failed';

/** One exercise of a training day; `sets` and `reps` ("8-12") are the plan's target, when it has one. */
export interface PlanExercise {
  exercise_name: string;
  sets: number | null;
  reps: string | null;
}

export interface TrainingDay {
  /** Stable within its plan ("d1", "d2", …): send it back with `PUT` so the day keeps its identity. */
  id: string;
  /** 1-based, renumbered when a day is removed. */
  day_number: number;
  day_name: string;
  exercises: PlanExercise[];
}

export interface TrainingPlan {
  id: string;
  user_email: string;
  plan_name: string;
  plan_description: string;
  training_days: TrainingDay[];
  is_active: boolean;
  /** 'generated' by the planner or 'manual'. */
  source: 'generated' | 'manual';
  created_date: string;
  updated_date: string;
}

export interface TrainingPlanRelation {
  id: string;
  training_plan_id: string;
  machine_id: string;
  day_number: number;
  created_date: string;
}

/** `POST /api/onboarding/complete` and the six steps' answers. */
export interface OnboardingAnswers {
  display_name: string;
  training_frequency: string;
  fitness_goal: string;
  training_experience: string;
  body_weight: number;
  focus_areas: string[];
}
