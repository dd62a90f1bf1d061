import type { TrainingPlanDto, TrainingPlanRelationDto } from './dto/training-plan-response.dto.js';
import type { NumberedRelation, TrainingPlanRow } from './training-plans.reader.js';

/** The spec's TrainingPlan: days numbered by their place, each with its stable id. */
export function toTrainingPlanResponse(row: TrainingPlanRow): TrainingPlanDto {
  return {
    id: row.id,
    user_email: row.user_email,
    plan_name: row.plan_name,
    plan_description: row.plan_description,
    training_days: row.training_days.map((day, index) => ({
      id: day.id,
      day_number: index + 1,
      day_name: day.name,
      exercises: day.exercises.map((exercise) => ({
        exercise_name: exercise.exercise_name,
        sets: exercise.sets,
        reps: exercise.reps,
        target_weight: exercise.target_weight ?? null,
      })),
    })),
    is_active: row.is_active,
    source: row.source,
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
  };
}

export function toRelationResponse({ row, dayNumber }: NumberedRelation): TrainingPlanRelationDto {
  return {
    id: row.id,
    training_plan_id: row.training_plan_id,
    machine_id: row.machine_id,
    day_number: dayNumber,
    created_date: row.created_date.toISOString(),
  };
}
