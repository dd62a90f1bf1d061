import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IntQueryParam } from '../../../common/http/int-query-param.js';

export const MAX_SEARCH_LENGTH = 100;

/** `GET /api/exercises`: what the lifter typed, and how many entries at most. */
export class ExerciseSearchQuery {
  @ApiPropertyOptional({
    description: 'What the lifter typed; German or English, typos allowed. Without it the first entries of the catalogue.',
    maxLength: MAX_SEARCH_LENGTH,
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SEARCH_LENGTH)
  search?: string;

  @IntQueryParam('limit', 1, 50) limit?: number;
}
