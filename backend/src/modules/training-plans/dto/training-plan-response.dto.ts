import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** One exercise of a training day; `sets`, `reps` ("8" or "8-10") and `target_weight` (kg) are the plan's target, when it has one. */
@ApiSchema({ name: 'PlanExercise' })
export class PlanExerciseDto {
  @ApiProperty() exercise_name!: string;
  @ApiProperty({ type: Number, nullable: true }) sets!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'A number or a range, e.g. "8" or "8-10"' }) reps!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'kg' }) target_weight!: number | null;
}

@ApiSchema({ name: 'TrainingDay' })
export class TrainingDayDto {
  @ApiProperty({ description: 'Stable within its plan ("d1", "d2", …): send it back with `PUT` so the day keeps its identity.' }) id!: string;
  @ApiProperty({ description: '1-based, renumbered when a day is removed.' }) day_number!: number;
  @ApiProperty() day_name!: string;
  @ApiProperty({ type: [PlanExerciseDto] }) exercises!: PlanExerciseDto[];
}

@ApiSchema({ name: 'TrainingPlan' })
export class TrainingPlanDto {
  @ApiProperty() id!: string;
  @ApiProperty() user_email!: string;
  @ApiProperty() plan_name!: string;
  @ApiProperty() plan_description!: string;
  @ApiProperty({ type: [TrainingDayDto] }) training_days!: TrainingDayDto[];
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ enum: ['generated', 'manual'], description: "'generated' by the planner or 'manual'." }) source!: 'generated' | 'manual';
  @ApiProperty() created_date!: string;
  @ApiProperty() updated_date!: string;
}

@ApiSchema({ name: 'TrainingPlanRelation' })
export class TrainingPlanRelationDto {
  @ApiProperty() id!: string;
  @ApiProperty() training_plan_id!: string;
  @ApiProperty() machine_id!: string;
  @ApiProperty() day_number!: number;
  @ApiProperty() created_date!: string;
}
