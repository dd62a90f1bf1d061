import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ApiJsonProperty } from './api-json-property.js';

/** The contract's side of `ApiErrorBody` (api-error.ts): what every 4xx and 5xx answers. */
@ApiSchema({ name: 'ApiError' })
export class ApiErrorDto {
  @ApiProperty({ description: 'German, shown to the user as it is.' })
  message!: string;

  @ApiProperty({ description: "The status's name, e.g. 'Bad Request'." })
  error!: string;

  @ApiPropertyOptional({ description: 'A stable code the client can translate.' })
  code?: string;

  @ApiJsonProperty({ required: false, description: 'What was wrong in detail: per field, a conflicting id, a retry time, …' })
  details?: unknown;
}
