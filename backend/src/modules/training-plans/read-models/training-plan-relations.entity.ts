import { EntitySchema } from 'typeorm';

/**
 * The spec's TrainingPlanRelation: an exercise (machine) linked to a day of a plan. It keeps the
 * day's id, not its number, so removing an earlier day renumbers it without touching the row.
 */
export interface TrainingPlanRelationRow {
  id: string;
  user_id: string;
  training_plan_id: string;
  machine_id: string;
  day_id: string;
  created_date: Date;
  deleted_at: Date | null;
  /** The plan stream's version of the relation's last event. */
  version: number;
}

export const TrainingPlanRelationEntity = new EntitySchema<TrainingPlanRelationRow>({
  name: 'TrainingPlanRelation',
  tableName: 'training_plan_relations',
  columns: {
    id: { type: 'uuid', primary: true },
    user_id: { type: 'uuid' },
    training_plan_id: { type: 'uuid' },
    machine_id: { type: 'uuid' },
    day_id: { type: 'text' },
    created_date: { type: 'timestamptz' },
    deleted_at: { type: 'timestamptz', nullable: true },
    version: { type: 'integer' },
  },
  indices: [{ name: 'training_plan_relations_user_idx', columns: ['user_id', 'created_date'] }],
});
