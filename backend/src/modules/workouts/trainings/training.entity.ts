import { EntitySchema } from 'typeorm';
import type { TrainingSource } from './trainings.events.js';

/** A training as `GET /api/sessions` lists it; its sets are the workout entries with its `session_id`. */
export interface TrainingRow {
  id: string;
  user_id: string;
  title: string;
  started_at: Date;
  duration_min: number | null;
  notes: string | null;
  source: TrainingSource;
  created_at: Date;
  version: number;
}

export const TrainingEntity = new EntitySchema<TrainingRow>({
  name: 'Training',
  tableName: 'trainings',
  columns: {
    id: { type: 'uuid', primary: true },
    user_id: { type: 'uuid' },
    title: { type: 'text' },
    started_at: { type: 'timestamptz' },
    duration_min: { type: 'integer', nullable: true },
    notes: { type: 'text', nullable: true },
    source: { type: 'text' },
    created_at: { type: 'timestamptz' },
    version: { type: 'integer' },
  },
  indices: [{ name: 'trainings_user_started_idx', columns: ['user_id', 'started_at', 'id'] }],
});
