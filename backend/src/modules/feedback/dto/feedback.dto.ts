import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { errorCode } from '../../../common/error-catalogue.js';
import { FEEDBACK_STATUSES, MAX_FEEDBACK_LENGTH } from '../feedback.events.js';
import type { FeedbackStatus } from '../feedback.events.js';

/**
 * The spec's client sends `{user_email, message, image_url, status, build_version}`. The address
 * and status are the server's to decide: `user_email`, when sent, must be the signer's own, and
 * `status` can only be `new`.
 */
export class SubmitFeedbackDto {
  @ApiProperty({ maxLength: MAX_FEEDBACK_LENGTH })
  @MaxLength(MAX_FEEDBACK_LENGTH, { message: errorCode('feedback.message_too_long') })
  @IsString({ message: errorCode('feedback.message_required') })
  message!: string;

  /** '' or one of the user's own `/api/files/…` uploads */
  @IsOptional()
  @IsString()
  @MaxLength(300)
  image_url?: string;
  /** Only the signer's own */
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  user_email?: string;
  @IsOptional()
  @IsIn(['new'], { message: errorCode('feedback.new_status') })
  status?: 'new';
  /** x.y.z (default 1.0.8) */
  @IsOptional()
  @Matches(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, { message: errorCode('feedback.build_version') })
  build_version?: string;
}

export class FeedbackStatusQuery {
  @IsString()
  @IsUUID('all', { message: errorCode('feedback.not_found') })
  id!: string;
  @ApiProperty({ enum: FEEDBACK_STATUSES, enumName: 'FeedbackStatus' })
  @IsIn(FEEDBACK_STATUSES, { message: errorCode('feedback.unknown_status') })
  status!: FeedbackStatus;
}

export class FeedbackListQuery {
  @ApiPropertyOptional({ enum: ['-created_date', 'created_date'] })
  @IsOptional()
  @IsIn(['-created_date', 'created_date'], { message: errorCode('feedback.sort') })
  sort?: string;
}
