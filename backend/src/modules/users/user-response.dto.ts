import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** Spec §3 User as `GET /api/auth/me` answers it; the streak fields are computed when read. */
@ApiSchema({ name: 'User' })
export class UserDto {
  id!: string;
  email!: string;
  full_name!: string | null;
  name!: string | null;
  display_name!: string | null;
  profile_image!: string | null;
  picture!: string | null;
  @ApiProperty({ enum: ['admin', 'user'], enumName: 'UserRole' }) role!: 'admin' | 'user';
  @ApiProperty({ enum: ['de', 'en'], enumName: 'Language' }) language!: 'de' | 'en';
  hantel_currency!: number;
  onboarding_completed!: boolean;
  /** '1'..'7+' */
  training_frequency!: string | null;
  fitness_goal!: string | null;
  training_experience!: string | null;
  body_weight!: number | null;
  focus_areas!: string[];
  /** Whole weeks in a row with training. */
  current_streak!: number;
  pause_mode_active!: boolean;
  /** yyyy-MM-dd */
  pause_mode_start_date!: string | null;
  /** yyyy-MM-dd, the Monday of the current week. */
  week_start_date!: string;
  selected_training_plan_id!: string | null;
  last_completed_training_day_number!: number | null;
  last_training_date!: string | null;
  /** Training plan id -> day number last completed in that plan. */
  last_completed_training_day_per_plan!: Record<string, number>;
  last_performance_analysis!: string | null;
  /** ISO timestamp */
  last_analysis_date!: string | null;
  @ApiProperty({ enum: ['pending', 'generating', 'completed', 'failed'], enumName: 'PlanGenerationStatus', nullable: true })
  plan_generation_status!: 'pending' | 'generating' | 'completed' | 'failed' | null;
  /** The planner's conversation, only while generating. */
  plan_generation_conversation_id!: string | null;
  /** ISO timestamp of the latest start. */
  plan_generation_started_at!: string | null;
  plan_generation_attempts!: number;
  /** Why the last generation failed ("Plan generation timeout", …), else null. */
  plan_generation_error!: string | null;
  created_date!: string;
  updated_date!: string;
}
