import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** Spec §3 User as `GET /api/auth/me` answers it; the streak fields are computed when read. */
@ApiSchema({ name: 'User' })
export class UserDto {
  @ApiProperty() id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) display_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) profile_image!: string | null;
  @ApiProperty({ type: String, nullable: true }) picture!: string | null;
  @ApiProperty({ enum: ['admin', 'user'], enumName: 'UserRole' }) role!: 'admin' | 'user';
  @ApiProperty({ enum: ['de', 'en'], enumName: 'Language' }) language!: 'de' | 'en';
  @ApiProperty() hantel_currency!: number;
  @ApiProperty() onboarding_completed!: boolean;
  @ApiProperty({ type: String, nullable: true, description: "'1'..'7+'" }) training_frequency!: string | null;
  @ApiProperty({ type: String, nullable: true }) fitness_goal!: string | null;
  @ApiProperty({ type: String, nullable: true }) training_experience!: string | null;
  @ApiProperty({ type: Number, nullable: true }) body_weight!: number | null;
  @ApiProperty({ type: [String] }) focus_areas!: string[];
  @ApiProperty({ description: 'Whole weeks in a row with training.' }) current_streak!: number;
  @ApiProperty() pause_mode_active!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'yyyy-MM-dd' }) pause_mode_start_date!: string | null;
  @ApiProperty({ description: 'yyyy-MM-dd, the Monday of the current week.' }) week_start_date!: string;
  @ApiProperty({ type: String, nullable: true }) selected_training_plan_id!: string | null;
  @ApiProperty({ type: Number, nullable: true }) last_completed_training_day_number!: number | null;
  @ApiProperty({ type: String, nullable: true }) last_training_date!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, description: 'Training plan id -> day number last completed in that plan.' })
  last_completed_training_day_per_plan!: Record<string, number>;
  @ApiProperty({ type: String, nullable: true }) last_performance_analysis!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO timestamp' }) last_analysis_date!: string | null;
  @ApiProperty({ enum: ['pending', 'generating', 'completed', 'failed'], enumName: 'PlanGenerationStatus', nullable: true })
  plan_generation_status!: 'pending' | 'generating' | 'completed' | 'failed' | null;
  @ApiProperty({ type: String, nullable: true, description: "The planner's conversation, only while generating." })
  plan_generation_conversation_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO timestamp of the latest start.' }) plan_generation_started_at!: string | null;
  @ApiProperty() plan_generation_attempts!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last generation failed ("Plan generation timeout", …), else null.' })
  plan_generation_error!: string | null;
  @ApiProperty() created_date!: string;
  @ApiProperty() updated_date!: string;
}
