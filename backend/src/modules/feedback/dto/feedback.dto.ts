import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { errorCode } from '../../../common/error-catalogue.js';
import { FEEDBACK_STATUSES, MAX_FEEDBACK_LENGTH } from '../feedback.events.js';
import type { FeedbackStatus } from '../feedback.events.js';

/**
 * The spec's client sends `{user_email, message, image_url, status, build_version}`. The address
 * and status are the server's to decide: `user_email`, when sent, must be the signer's own, and
 * `status` can only be `new`.
 */
export class SubmitFeedbackDto {
  @MaxLength(MAX_FEEDBACK_LENGTH, { message: errorCode('feedback.message_too_long') })
  @IsString({ message: errorCode('feedback.message_required') })
  message!: string;

  @IsOptional() @IsString() @MaxLength(300) image_url?: string;
  @IsOptional() @IsEmail() @MaxLength(254) user_email?: string;
  @IsOptional() @IsIn(['new'], { message: errorCode('feedback.new_status') }) status?: 'new';
  @IsOptional() @Matches(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, { message: errorCode('feedback.build_version') }) build_version?: string;
}

export class FeedbackStatusQuery {
  @IsString() @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: errorCode('feedback.not_found') }) id!: string;
  @IsIn(FEEDBACK_STATUSES, { message: errorCode('feedback.unknown_status') }) status!: FeedbackStatus;
}

export class FeedbackListQuery {
  @IsOptional() @IsIn(['-created_date', 'created_date'], { message: errorCode('feedback.sort') }) sort?: string;
}
