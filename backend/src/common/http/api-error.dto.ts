import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ApiJsonProperty } from './api-json-property.js';

/** The contract's side of `ApiErrorBody` (api-error.ts): what every 4xx and 5xx answers. */
@ApiSchema({ name: 'ApiError' })
export class ApiErrorDto {
  /** German, shown to the user as it is. */
  message!: string;

  /** The status's name, e.g. 'Bad Request'. */
  error!: string;

  /** A stable code the client translates (e.g. 'set.reps'); docs/api.md, Errors. */
  code!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    description: "The values the code's text names (a limit, a wait), for the client's own wording.",
  })
  params?: Record<string, string | number>;

  @ApiJsonProperty({ required: false, description: 'What was wrong in detail: per field, a conflicting id, a retry time, …' })
  details?: unknown;
}
