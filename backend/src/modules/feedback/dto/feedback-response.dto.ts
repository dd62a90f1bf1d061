import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { FEEDBACK_STATUSES } from '../feedback.events.js';
import type { FeedbackStatus } from '../feedback.events.js';

@ApiSchema({ name: 'Feedback' })
export class FeedbackDto {
  id!: string;
  user_email!: string;
  message!: string;
  /** '' without a screenshot; else `/api/files/…` */
  image_url!: string;
  @ApiProperty({ enum: FEEDBACK_STATUSES, enumName: 'FeedbackStatus' }) status!: FeedbackStatus;
  build_version!: string;
  created_date!: string;
  updated_date!: string;
}
