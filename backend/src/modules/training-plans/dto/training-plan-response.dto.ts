import { ApiSchema } from '@nestjs/swagger';

/** One exercise of a training day; `sets`, `reps` ("8" or "8-10") and `target_weight` (kg) are the plan's target, when it has one. */
@ApiSchema({ name: 'PlanExercise' })
export class PlanExerciseDto {
  exercise_name!: string;
  sets!: number | null;
  /** A number or a range, e.g. "8" or "8-10" */
  reps!: string | null;
  /** kg */
  target_weight!: number | null;
}

@ApiSchema({ name: 'TrainingDay' })
export class TrainingDayDto {
  /** Stable within its plan ("d1", "d2", …): send it back with `PUT` so the day keeps its identity. */
  id!: string;
  /** 1-based, renumbered when a day is removed. */
  day_number!: number;
  day_name!: string;
  exercises!: PlanExerciseDto[];
}

@ApiSchema({ name: 'TrainingPlan' })
export class TrainingPlanDto {
  id!: string;
  user_email!: string;
  plan_name!: string;
  plan_description!: string;
  training_days!: TrainingDayDto[];
  is_active!: boolean;
  /** 'generated' by the planner or 'manual'. */
  source!: 'generated' | 'manual';
  created_date!: string;
  updated_date!: string;
}

@ApiSchema({ name: 'TrainingPlanRelation' })
export class TrainingPlanRelationDto {
  id!: string;
  training_plan_id!: string;
  machine_id!: string;
  day_number!: number;
  created_date!: string;
}
