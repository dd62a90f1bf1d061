import type { UserDto } from './user-response.dto.js';
import type { UserRow } from './users.reader.js';

/** What the streak read model computes at read time (the streak decays with the clock, so it is not a column). */
export interface ComputedStreak {
  current_streak: number;
  week_start_date: string;
}

/** The user as the spec's section 3 names it; internal bookkeeping columns stay inside. */
export function toUserResponse(row: UserRow, streak: ComputedStreak): UserDto {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    name: row.name,
    display_name: row.display_name,
    profile_image: row.profile_image,
    picture: row.picture,
    role: row.role,
    language: row.language,
    hantel_currency: row.hantel_currency,
    onboarding_completed: row.onboarding_completed,
    training_frequency: row.training_frequency,
    fitness_goal: row.fitness_goal,
    training_experience: row.training_experience,
    body_weight: row.body_weight,
    focus_areas: row.focus_areas,
    current_streak: streak.current_streak,
    pause_mode_active: row.pause_mode_active,
    pause_mode_start_date: row.pause_mode_start_date,
    week_start_date: streak.week_start_date,
    selected_training_plan_id: row.selected_training_plan_id,
    last_completed_training_day_number: row.last_completed_training_day_number,
    last_training_date: row.last_training_date,
    last_completed_training_day_per_plan: row.last_completed_training_day_per_plan,
    last_performance_analysis: row.last_performance_analysis,
    last_analysis_date: row.last_analysis_date?.toISOString() ?? null,
    plan_generation_status: row.plan_generation_status,
    plan_generation_conversation_id: row.plan_generation_conversation_id,
    plan_generation_started_at: row.plan_generation_started_at?.toISOString() ?? null,
    plan_generation_attempts: row.plan_generation_attempts,
    plan_generation_error: row.plan_generation_error,
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
  };
}
