import type { FeedbackDto } from './dto/feedback-response.dto.js';
import type { FeedbackRow } from './read-models/feedback.entity.js';

export function toFeedbackResponse(row: FeedbackRow): FeedbackDto {
  return {
    id: row.id,
    user_email: row.user_email,
    message: row.message,
    image_url: row.image_url,
    status: row.status,
    build_version: row.build_version,
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
  };
}
