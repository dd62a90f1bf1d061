import { EntitySchema } from 'typeorm';
import type { PlanGenerationStatus } from '../onboarding.events.js';
import type { UserRole } from '../users.events.js';
import type { PausePeriod } from '../profile.js';

/** The spec's User as stored; the streak fields are computed when read. */
export interface UserRow {
  id: string;
  email: string;
  full_name: string | null;
  name: string | null;
  display_name: string | null;
  profile_image: string | null;
  picture: string | null;
  role: UserRole;
  language: 'de' | 'en';
  hantel_currency: number;
  onboarding_completed: boolean;
  training_frequency: string | null;
  fitness_goal: string | null;
  training_experience: string | null;
  body_weight: number | null;
  focus_areas: string[];
  pause_mode_active: boolean;
  pause_mode_start_date: string | null;
  pause_periods: PausePeriod[];
  selected_training_plan_id: string | null;
  last_completed_training_day_number: number | null;
  last_training_date: string | null;
  last_completed_training_day_per_plan: Record<string, number>;
  last_performance_analysis: string | null;
  last_analysis_date: Date | null;
  plan_generation_status: PlanGenerationStatus | null;
  plan_generation_conversation_id: string | null;
  plan_generation_started_at: Date | null;
  plan_generation_attempts: number;
  /** Why the last generation failed, as the user reads it; null unless it failed. */
  plan_generation_error: string | null;
  last_sign_in_at: Date | null;
  created_date: Date;
  updated_date: Date;
  /** Stream versions applied, of the user's stream and their wallet's. */
  user_version: number;
  wallet_version: number;
}

const text = { type: 'text', nullable: true } as const;

export const UserEntity = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { type: 'uuid', primary: true },
    email: { type: 'text' },
    full_name: text,
    name: text,
    display_name: text,
    profile_image: text,
    picture: text,
    role: { type: 'text' },
    language: { type: 'text' },
    hantel_currency: { type: 'integer' },
    onboarding_completed: { type: 'boolean' },
    training_frequency: text,
    fitness_goal: text,
    training_experience: text,
    body_weight: { type: 'numeric', nullable: true },
    focus_areas: { type: 'jsonb' },
    pause_mode_active: { type: 'boolean' },
    pause_mode_start_date: { type: 'date', nullable: true },
    pause_periods: { type: 'jsonb' },
    selected_training_plan_id: text,
    last_completed_training_day_number: { type: 'integer', nullable: true },
    last_training_date: { type: 'date', nullable: true },
    last_completed_training_day_per_plan: { type: 'jsonb' },
    last_performance_analysis: text,
    last_analysis_date: { type: 'timestamptz', nullable: true },
    plan_generation_status: text,
    plan_generation_conversation_id: text,
    plan_generation_started_at: { type: 'timestamptz', nullable: true },
    plan_generation_attempts: { type: 'integer', default: 0 },
    plan_generation_error: text,
    last_sign_in_at: { type: 'timestamptz', nullable: true },
    created_date: { type: 'timestamptz' },
    updated_date: { type: 'timestamptz' },
    user_version: { type: 'integer' },
    wallet_version: { type: 'integer' },
  },
  // An index over an expression is the migrations' alone: TypeORM only checks that it is there by name.
  indices: [{ name: 'users_email_unique', columns: ['email'], unique: true, synchronize: false }],
  checks: [{ name: 'users_hantel_currency_check', expression: 'hantel_currency >= 0' }],
});
