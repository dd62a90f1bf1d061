import { EntitySchema } from 'typeorm';
import type { PlanDay, PlanSource } from '../training-plans.events.js';

/** The spec's TrainingPlan as stored; a day's number is its place in `training_days`. */
export interface TrainingPlanRow {
  id: string;
  user_id: string;
  user_email: string;
  plan_name: string;
  plan_description: string;
  training_days: PlanDay[];
  is_active: boolean;
  source: PlanSource;
  created_date: Date;
  updated_date: Date;
  /** Deleted plans stay as tombstones, so an event applied twice cannot bring one back. */
  deleted_at: Date | null;
  /** The plan stream's version this row shows. */
  version: number;
}

export const TrainingPlanEntity = new EntitySchema<TrainingPlanRow>({
  name: 'TrainingPlan',
  tableName: 'training_plans',
  columns: {
    id: { type: 'uuid', primary: true },
    user_id: { type: 'uuid' },
    user_email: { type: 'text' },
    plan_name: { type: 'text' },
    plan_description: { type: 'text' },
    training_days: { type: 'jsonb' },
    is_active: { type: 'boolean' },
    source: { type: 'text' },
    created_date: { type: 'timestamptz' },
    updated_date: { type: 'timestamptz' },
    deleted_at: { type: 'timestamptz', nullable: true },
    version: { type: 'integer' },
  },
  indices: [{ name: 'training_plans_user_created_idx', columns: ['user_id', 'created_date'] }],
});
