import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CATEGORIES } from '../../../common/exercise-categories.js';
import { errorCode } from '../../../common/error-catalogue.js';
import { FITNESS_GOALS, MAX_BODY_WEIGHT_KG, MAX_DISPLAY_NAME, TRAINING_EXPERIENCE, TRAINING_FREQUENCIES } from '../../users/index.js';

/** The six onboarding steps' answers (spec §2 Onboarding, §5): all but the focus areas are required. */
@ApiSchema({ name: 'OnboardingAnswers' })
export class CompleteOnboardingDto {
  @ApiProperty({ maxLength: MAX_DISPLAY_NAME })
  @IsString({ message: errorCode('user.name_required') })
  @MaxLength(MAX_DISPLAY_NAME, { message: errorCode('onboarding.name_too_long') })
  display_name!: string;

  @ApiProperty({ description: `One of ${TRAINING_FREQUENCIES.join(', ')}` })
  @IsIn(TRAINING_FREQUENCIES, { message: errorCode('onboarding.frequency') })
  training_frequency!: string;

  @ApiProperty({ description: `One of ${FITNESS_GOALS.join(', ')}` })
  @IsIn(FITNESS_GOALS, { message: errorCode('onboarding.goal') })
  fitness_goal!: string;

  @ApiProperty({ description: `One of ${TRAINING_EXPERIENCE.join(', ')}` })
  @IsIn(TRAINING_EXPERIENCE, { message: errorCode('onboarding.experience') })
  training_experience!: string;

  @ApiProperty({ minimum: 0, maximum: MAX_BODY_WEIGHT_KG })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: errorCode('onboarding.body_weight') })
  @Min(0, { message: errorCode('onboarding.body_weight') })
  @Max(MAX_BODY_WEIGHT_KG, { message: errorCode('onboarding.body_weight') })
  body_weight!: number;

  /** Categories */
  @IsOptional()
  @IsArray({ message: errorCode('onboarding.focus_areas') })
  @ArrayMaxSize(20, { message: errorCode('onboarding.focus_areas') })
  @IsIn(CATEGORIES, { each: true, message: errorCode('onboarding.focus_areas') })
  focus_areas?: string[];
}

export class RestartOnboardingDto {
  /** True from the plan screen, which also clears the selected plan. */
  // Spec §4.
  @IsOptional()
  @IsBoolean({ message: errorCode('plan.clear_selected_plan') })
  clear_selected_plan?: boolean;
}
