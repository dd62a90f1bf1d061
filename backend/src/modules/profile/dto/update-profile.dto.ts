import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  isURL,
} from 'class-validator';
import { parseUploadPath } from '../../uploads/index.js';
import { IsDayPerPlan } from '../../../common/http/day-per-plan.js';
import { errorCode } from '../../../common/error-catalogue.js';
import { CATEGORIES } from '../../../common/exercise-categories.js';

const FREQUENCIES = ['1', '2', '3', '4', '5', '6', '7+'];
const GOALS = ['muscle_building', 'weight_loss', 'strength', 'definition', 'endurance'];
const EXPERIENCE = ['beginner', 'intermediate', 'advanced'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const nullable = (_: object, value: unknown) => value !== null;
/** A picture is a web address (Google's, say) or one of our own uploads (checked to be the user's own by the controller). */
const IsPictureUrl = () =>
  ValidateBy({
    name: 'isPictureUrl',
    validator: {
      validate: (value) =>
        typeof value === 'string' &&
        (parseUploadPath(value) !== null || isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false })),
      defaultMessage: () => errorCode('profile.picture_url'),
    },
  });
/** Optional, but when sent it must be valid: unlike @IsOptional, null is refused (these are never empty). */
const WhenSent = () => ValidateIf((_: object, value: unknown) => value !== undefined);

/**
 * What a user may change about themselves. Anything else — role, hantel_currency, email, id,
 * streaks, analysis results — is refused with 400 by the global whitelist.
 */
export class UpdateProfileDto {
  @IsOptional()
  @ValidateIf(nullable)
  @IsString()
  @MaxLength(120)
  full_name?: string | null;
  @WhenSent()
  @IsString()
  @MaxLength(80)
  name?: string;
  @IsOptional()
  @ValidateIf(nullable)
  @IsString()
  @MaxLength(80)
  display_name?: string | null;
  /** A web address or one of the profile owner's own `/api/files/…` URLs */
  @IsOptional()
  @ValidateIf(nullable)
  @IsPictureUrl()
  @MaxLength(2000)
  profile_image?: string | null;
  @ApiPropertyOptional({ enum: ['de', 'en'], enumName: 'Language' })
  @WhenSent()
  @IsIn(['de', 'en'])
  language?: 'de' | 'en';
  @WhenSent()
  @IsBoolean()
  onboarding_completed?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, enum: FREQUENCIES })
  @IsOptional()
  @ValidateIf(nullable)
  @IsIn(FREQUENCIES)
  training_frequency?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: GOALS })
  @IsOptional()
  @ValidateIf(nullable)
  @IsIn(GOALS)
  fitness_goal?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: EXPERIENCE })
  @IsOptional()
  @ValidateIf(nullable)
  @IsIn(EXPERIENCE)
  training_experience?: string | null;
  @IsOptional()
  @ValidateIf(nullable)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(500)
  body_weight?: number | null;
  @ApiPropertyOptional({ enum: CATEGORIES, enumName: 'Category', isArray: true })
  @WhenSent()
  @IsArray()
  @IsIn(CATEGORIES, { each: true })
  focus_areas?: string[];
  @WhenSent()
  @IsBoolean()
  pause_mode_active?: boolean;
  /** yyyy-MM-dd */
  @IsOptional()
  @ValidateIf(nullable)
  @Matches(ISO_DATE)
  @IsISO8601({ strict: true })
  pause_mode_start_date?: string | null;
  /** One of the user's own plans; null clears it */
  @IsOptional()
  @ValidateIf(nullable)
  @IsString()
  @MaxLength(100)
  selected_training_plan_id?: string | null;
  @IsOptional()
  @ValidateIf(nullable)
  @IsInt()
  @Min(1)
  @Max(14)
  last_completed_training_day_number?: number | null;
  /** yyyy-MM-dd */
  @IsOptional()
  @ValidateIf(nullable)
  @Matches(ISO_DATE)
  @IsISO8601({ strict: true })
  last_training_date?: string | null;
  @WhenSent()
  @IsDayPerPlan()
  last_completed_training_day_per_plan?: Record<string, number>;
}
