/**
 * The HTTP API's shapes (docs/api.md), written once: the backend's response mappers return these
 * types and the frontend reads them, so a change on one side that the other does not follow fails
 * `npm run lint` (tsc) instead of surfacing in a browser.
 */

import type { ConversationToolCall } from './coach';
import type { PlanGenerationStatus } from './training-plans';

export type UserRole = 'admin' | 'user';
export type Language = 'de' | 'en';

/** Spec §3 User as `GET /api/auth/me` answers it; the streak fields are computed when read. */
export interface User {
  id: string;
  email: string;
  full_name: string | null;
  name: string | null;
  display_name: string | null;
  profile_image: string | null;
  picture: string | null;
  role: UserRole;
  language: Language;
  hantel_currency: number;
  onboarding_completed: boolean;
  /** '1'..'7+' */
  training_frequency: string | null;
  fitness_goal: string | null;
  training_experience: string | null;
  body_weight: number | null;
  focus_areas: string[];
  /** Whole weeks in a row with training. */
  current_streak: number;
  pause_mode_active: boolean;
  /** yyyy-MM-dd */
  pause_mode_start_date: string | null;
  /** yyyy-MM-dd, the Monday of the current week. */
  week_start_date: string;
  selected_training_plan_id: string | null;
  last_completed_training_day_number: number | null;
  last_training_date: string | null;
  /** Training plan id -> day number last completed in that plan. */
  last_completed_training_day_per_plan: Record<string, number>;
  last_performance_analysis: string | null;
  /** ISO timestamp */
  last_analysis_date: string | null;
  plan_generation_status: PlanGenerationStatus | null;
  /** The planner's conversation, only while generating. */
  plan_generation_conversation_id: string | null;
  /** ISO timestamp of the latest start. */
  plan_generation_started_at: string | null;
  plan_generation_attempts: number;
  /** Why the last generation failed ("Plan generation timeout", "No valid JSON in response", …), else null. */
  plan_generation_error: string | null;
  created_date: string;
  updated_date: string;
}

export interface AuthProviders {
  google: boolean;
  devLogin: boolean;
}

export type Category = 'Brust' | 'Schultern' | 'Rücken' | 'Arme' | 'Beine' | 'Bauch' | 'Ganzkörper' | 'Ausdauer';

export interface Machine {
  id: string;
  name: string;
  categories: Category[];
  created_date: string;
  /** The last change of the machine or the last set logged on it. */
  updated_date: string;
}

export type PersonalRecord = 'weight' | 'e1rm' | 'volume';

export interface WorkoutEntry {
  id: string;
  machine_id: string;
  max_weight: number;
  reps: number;
  /** yyyy-MM-dd */
  date: string;
  notes: string | null;
  created_by: string;
  created_at: string;
  e1rm: number;
  /** The records this entry holds (it was the first to reach the best value). */
  personal_records: PersonalRecord[];
}

export type CreatedWorkoutEntry = WorkoutEntry & { hanteln_earned: number };

/**
 * A chart point: the day's best set by estimated 1RM (kg, one decimal), what the change compares;
 * for 6m, 1y and all the best day's of a week, month, quarter or year, marked by `span`.
 */
export interface ChartPoint {
  date: string;
  weight: number;
  reps: number;
  score: number;
  e1rm: number;
  /** Absent for a day's point; else the span whose best training day this point is. */
  span?: 'week' | 'month' | 'quarter' | 'year';
}

export interface MachineRecords {
  max_weight: number;
  best_e1rm: number;
  best_volume: number;
}

export interface DashboardMachine extends Machine {
  /** The newest entry overall, also outside the period. */
  latest: { id: string; max_weight: number; reps: number; date: string; e1rm: number } | null;
  /** Oldest first, one per training day in the period (7d, 30d) or per week/month/quarter/year with training (6m, 1y, all). */
  points: ChartPoint[];
  /** First vs. last point's e1RM, rounded; null with fewer than two points. */
  change_percent: number | null;
  records: MachineRecords | null;
  entry_count: number;
}

export type AgentName = 'exercise_categorizer' | 'performance_coach' | 'training_coach' | 'training_planner';
export type ConversationStatus = 'idle' | 'thinking' | 'failed';

export interface ConversationMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
  /** The tools the coach read the user's data with for this reply (spec §3), when it used any. */
  tool_calls?: ConversationToolCall[];
}

export interface Conversation {
  id: string;
  agent_name: AgentName;
  metadata: { name: string; type: string };
  messages: ConversationMessage[];
  status: ConversationStatus;
  pending_job_id: string | null;
  /** Why the last reply failed (German, meant for the user), while status is 'failed'. */
  error: string | null;
  created_date: string;
  updated_date: string;
}
export * from './shop';
export * from './feedback';
export * from './coach';
export * from './training-plans';
export * from './admin';
export * from './sessions';
