import { EntitySchema } from 'typeorm';
import type { FeedbackStatus } from '../feedback.events.js';

/** One piece of feedback or bug report (spec §3 Feedback). */
export interface FeedbackRow {
  id: string;
  user_id: string;
  user_email: string;
  message: string;
  /** '' without a screenshot. */
  image_url: string;
  status: FeedbackStatus;
  build_version: string;
  created_date: Date;
  updated_date: Date;
  /** The feedback stream's version this row shows. */
  version: number;
}

export const FeedbackEntity = new EntitySchema<FeedbackRow>({
  name: 'Feedback',
  tableName: 'feedback',
  columns: {
    id: { type: 'uuid', primary: true },
    user_id: { type: 'uuid' },
    user_email: { type: 'text' },
    message: { type: 'text' },
    image_url: { type: 'text' },
    status: { type: 'text' },
    build_version: { type: 'text' },
    created_date: { type: 'timestamptz' },
    updated_date: { type: 'timestamptz' },
    version: { type: 'integer' },
  },
  indices: [{ name: 'feedback_created_date_idx', columns: ['created_date'] }],
  checks: [{ name: 'feedback_status_check', expression: "status IN ('new', 'in_progress', 'resolved')" }],
});
