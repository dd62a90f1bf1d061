import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { FEEDBACK_STATUSES } from '../feedback.events.js';
import type { FeedbackStatus } from '../feedback.events.js';

@ApiSchema({ name: 'Feedback' })
export class FeedbackDto {
  @ApiProperty() id!: string;
  @ApiProperty() user_email!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ description: "'' without a screenshot; else `/api/files/…`" }) image_url!: string;
  @ApiProperty({ enum: FEEDBACK_STATUSES, enumName: 'FeedbackStatus' }) status!: FeedbackStatus;
  @ApiProperty() build_version!: string;
  @ApiProperty() created_date!: string;
  @ApiProperty() updated_date!: string;
}
